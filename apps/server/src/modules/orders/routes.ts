import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SPREADSHEET_CONTENT_TYPE,
  idParamsSchema,
  idempotencyHeadersSchema,
  listQueryParamsSchema,
  listResponseSchema,
  orderListItemSchema,
  orderSchema,
  rejectOrderSchema,
  updateOrderSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import { inTransaction } from '../../core/db/transaction.js';
import { conflict } from '../../core/errors.js';
import { registerExportRoute } from '../../core/export.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import { requestLanguage } from '../../core/http/language.js';
import { idempotencyScope, runIdempotent, sendAnswer } from '../../core/idempotency.js';
import * as service from './service.js';
import { orderSpreadsheet } from './spreadsheet.js';

const IDEMPOTENT =
  ' An Idempotency-Key header makes a retry answer the first answer without acting again.';

/** `/api/admin/order` (REQ-MONEY-5, REQ-MONEY-16): list, view, edit, accept, reject, XLSX. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['orders'];
  app.get(
    '/admin/order',
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
  registerExportRoute(app, {
    path: '/admin/order',
    tag: 'orders',
    noun: 'order',
    permission: 'admin:order:export',
    exportOf: () => service.orderExport,
  });
  app.get(
    '/admin/order/:id',
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
  app.put(
    '/admin/order/:id',
    {
      config: { permission: 'admin:order:edit' },
      schema: {
        tags,
        summary:
          'Edit the quantity (the total follows) and notes before completion (409 CANT_UPDATE_ORDER after; 409 STALE_WRITE on an old version)',
        params: idParamsSchema,
        body: updateOrderSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(db(), (tx) =>
        service.update(tx, actorOf(request), id, request.body, now()),
      );
      return service.get(db(), id, actorOf(request));
    },
  );
  app.post(
    '/admin/order/:id/accept',
    {
      config: { permission: 'admin:order:accept' },
      schema: {
        tags,
        summary: `Accept a paid order whose transaction is paid: completes it and issues its shares (409 ALREADY_ACCEPTED, ORDER_NOT_PAID, TRANSACTION_NOT_PAID, WRONG_ORDER_STATUS_FOR_ACCEPT).${IDEMPOTENT}`,
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const at = now();
      return sendAnswer(
        reply,
        await runIdempotent(db(), idempotencyScope(request, at), async (tx) => {
          await service.accept(tx, actor, id, at);
          return service.get(tx, id, actor);
        }),
      );
    },
  );
  app.post(
    '/admin/order/:id/reject',
    {
      config: { permission: 'admin:order:reject' },
      schema: {
        tags,
        summary: `Reject an order with an optional reason (409 ORDER_COMPLETED, ORDER_ALREADY_REJECTED).${IDEMPOTENT}`,
        params: idParamsSchema,
        // the body may be left out (no reason)
        body: rejectOrderSchema.nullish(),
        headers: idempotencyHeadersSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const at = now();
      const reason = request.body?.reason ?? '';
      return sendAnswer(
        reply,
        await runIdempotent(db(), idempotencyScope(request, at), async (tx) => {
          await service.reject(tx, actor, id, reason, at);
          return service.get(tx, id, actor);
        }),
      );
    },
  );
  app.get(
    '/admin/order/:id/spreadsheet',
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
};
