import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SPREADSHEET_CONTENT_TYPE,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  orderListItemSchema,
  orderSchema,
  rejectOrderSchema,
  updateOrderSchema,
  ordersPaths,
  ordersArea,
} from '@backoffice/contract';
import { actorOf, type RequestActor } from '../../../core/crud.js';
import type { DbOrTx } from '../../../core/db/database.js';
import { conflict } from '../../../core/errors.js';
import { registerExportRoute } from '../../../core/export.js';
import { registerAction } from '../../../core/http/action-route.js';
import { registerBulkAction } from '../../../core/http/bulk-action-route.js';
import { registerListTotalsRoute } from '../../../core/http/list-totals-route.js';
import * as repo from './repository.js';
import { orders } from './schema.js';
import { errorResponses } from '../../../core/http/crud-routes.js';
import { requestLanguage } from '../../../core/http/language.js';
import { acceptOrderApproval } from './approval.js';
import * as service from './service.js';
import { orderSpreadsheet } from './spreadsheet.js';

/** `/api/admin/order` (REQ-MONEY-5, REQ-MONEY-16): list, view, edit, accept, reject, XLSX. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['orders'];
  app.get(
    ordersPaths.api,
    {
      config: { permission: 'admin:order:list' },
      schema: {
        tags,
        summary:
          'List orders (filters: status, offer, series, date, totalAmount min/max, investor)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(orderListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  registerListTotalsRoute(app, {
    area: ordersArea,
    tag: 'orders',
    list: repo.orderList,
    column: orders.totalAmount,
  });
  registerExportRoute(app, {
    path: ordersPaths.api,
    tag: 'orders',
    noun: 'order',
    permission: 'admin:order:export',
    exportOf: () => service.orderExport,
  });
  app.get(
    `${ordersPaths.api}/:id`,
    {
      config: { permission: 'admin:order:get' },
      schema: {
        tags,
        summary: 'One order with its agreements, timeline and shares',
        params: idParamsSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id, actorOf(request)),
  );
  const read = (tx: DbOrTx, { params, actor }: { params: { id: number }; actor: RequestActor }) =>
    service.get(tx, params.id, actor);
  registerAction(app, {
    method: 'PUT',
    url: `${ordersPaths.api}/:id`,
    permission: 'admin:order:edit',
    tags,
    summary:
      'Edit the quantity (the total follows) and notes before completion (409 CANT_UPDATE_ORDER after; 409 STALE_WRITE on an old version)',
    params: idParamsSchema,
    body: updateOrderSchema,
    response: orderSchema,
    act: (tx, { params, body, actor, at }) => service.update(tx, actor, params.id, body, at),
    answer: read,
  });
  registerAction(app, {
    method: 'POST',
    url: `${ordersPaths.api}/:id/accept`,
    permission: 'admin:order:accept',
    tags,
    summary:
      'Accept a paid order whose transaction is paid: completes it and issues its shares (409 ALREADY_ACCEPTED, ORDER_NOT_PAID, TRANSACTION_NOT_PAID, WRONG_ORDER_STATUS_FOR_ACCEPT).',
    params: idParamsSchema,
    response: orderSchema,
    idempotent: true,
    approval: acceptOrderApproval,
    stepUp: true,
    act: (tx, { params, actor, at }) => service.accept(tx, actor, params.id, at),
    answer: read,
  });
  registerAction(app, {
    method: 'POST',
    url: `${ordersPaths.api}/:id/reject`,
    permission: 'admin:order:reject',
    tags,
    summary:
      'Reject an order with an optional reason (409 ORDER_COMPLETED, ORDER_ALREADY_REJECTED).',
    params: idParamsSchema,
    // the body may be left out (no reason)
    body: rejectOrderSchema.nullish(),
    response: orderSchema,
    idempotent: true,
    // turning money away needs the check; rejecting an unpaid order does not
    stepUp: (params) => service.holdsMoney(db(), params.id),
    act: (tx, { params, body, actor, at }) =>
      service.reject(tx, actor, params.id, body?.reason ?? '', at),
    answer: read,
  });
  app.get(
    `${ordersPaths.api}/:id/spreadsheet`,
    {
      config: { permission: 'admin:order:download-spread-sheet' },
      schema: {
        tags,
        summary:
          'The XLSX of a completed order, headers in the Accept-Language (409 ORDER_MUST_BE_COMPLETED)',
        params: idParamsSchema,
        produces: [SPREADSHEET_CONTENT_TYPE],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const order = await service.get(db(), id, actorOf(request));
      if (order.status !== 'completed') {
        throw conflict(
          'ORDER',
          'ORDER_MUST_BE_COMPLETED',
          'Only a completed order has a spreadsheet',
        );
      }
      const file = await orderSpreadsheet(order, requestLanguage(request));
      await service.recordSpreadsheetDownload(db(), actorOf(request), id, now());
      return (
        reply
          .header('content-type', SPREADSHEET_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="order-${id}.xlsx"`)
          .header('cache-control', 'no-store')
          // binary: Fastify sends a Buffer as it is, past the JSON serialiser the schema types
          .send(file as never)
      );
    },
  );
  registerBulkAction(app, {
    url: `${ordersPaths.api}/bulk/accept`,
    permission: 'admin:order:accept',
    tags,
    summary:
      'Accept the picked paid orders, each as POST /admin/order/:id/accept would (REQ-FINLIST-2).',
    action: 'order.accept',
  });
};
