import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  refundsArea,
  refundsPaths,
} from '@backoffice/contract';
import {
  cancelRefundSchema,
  createRefundSchema,
  refundListItemSchema,
  refundSchema,
  refundSummarySchema,
  sendRefundSchema,
} from '@backoffice/contract/refunds';
import { actorOf, type RequestActor } from '../../../core/crud.js';
import type { DbOrTx } from '../../../core/db/database.js';
import { registerExportRoute } from '../../../core/export.js';
import { registerAction } from '../../../core/http/action-route.js';
import { registerListTotalsRoute } from '../../../core/http/list-totals-route.js';
import { refundList } from './repository.js';
import { refunds } from './schema.js';
import { errorResponses } from '../../../core/http/crud-routes.js';
import { sendRefundApproval } from '../orders/approval.js';
import * as service from './service.js';

/** `/api/admin/refund` (REQ-REFUND-2..7): list, export, summary, detail, create, send, cancel. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['refunds'];
  app.get(
    refundsPaths.api,
    {
      config: { permission: 'admin:refund:list' },
      schema: {
        tags,
        summary: 'List refunds (filters: status, createdAt, amount min/max, investor)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(refundListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  registerListTotalsRoute(app, {
    area: refundsArea,
    tag: 'refunds',
    list: refundList,
    column: refunds.amount,
  });
  registerExportRoute(app, {
    path: refundsPaths.api,
    tag: 'refunds',
    noun: 'refund',
    permission: 'admin:refund:export',
    exportOf: () => service.refundExport,
  });
  app.get(
    `${refundsPaths.api}/summary`,
    {
      config: { permission: 'admin:refund:list' },
      schema: {
        tags,
        summary: 'Refunds still to send: how many and their total',
        response: { 200: refundSummarySchema, ...errorResponses },
      },
    },
    async () => service.summary(db()),
  );
  app.get(
    `${refundsPaths.api}/:id`,
    {
      config: { permission: 'admin:refund:get' },
      schema: {
        tags,
        summary: 'One refund',
        params: idParamsSchema,
        response: { 200: refundSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id, actorOf(request)),
  );
  const read = (tx: DbOrTx, { params, actor }: { params: { id: number }; actor: RequestActor }) =>
    service.get(tx, params.id, actor);
  registerAction(app, {
    method: 'POST',
    url: refundsPaths.api,
    permission: 'admin:refund:create',
    tags,
    summary:
      "Refund part of what an order received, by hand (400 REFUND_TOO_LARGE: more than the order's received less its refunds)",
    body: createRefundSchema,
    response: refundSchema,
    status: 201,
    stepUp: true,
    idempotent: true,
    act: (tx, { body, actor, at }) => service.createManual(tx, actor, body, at),
    answer: (tx, { actor }, id) => service.get(tx, id, actor),
  });
  registerAction(app, {
    method: 'PUT',
    url: `${refundsPaths.api}/:id/send`,
    permission: 'admin:refund:send',
    tags,
    summary:
      'Mark a refund sent, with the value date and bank reference (409 WRONG_REFUND_STATUS; four eyes at or above the threshold)',
    params: idParamsSchema,
    body: sendRefundSchema,
    response: refundSchema,
    approval: sendRefundApproval,
    stepUp: true,
    idempotent: true,
    act: (tx, { params, body, actor, at }) => service.send(tx, actor, params.id, body, at),
    answer: read,
  });
  registerAction(app, {
    method: 'PUT',
    url: `${refundsPaths.api}/:id/cancel`,
    permission: 'admin:refund:send',
    tags,
    summary: 'Cancel a refund still to send, with a reason (409 WRONG_REFUND_STATUS)',
    params: idParamsSchema,
    body: cancelRefundSchema,
    response: refundSchema,
    idempotent: true,
    act: (tx, { params, body, actor, at }) => service.cancel(tx, actor, params.id, body.reason, at),
    answer: read,
  });
};
