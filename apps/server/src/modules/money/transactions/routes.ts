import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTransferSchema,
  extendTransactionSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  transactionListItemSchema,
  transactionSchema,
  transactionsPaths,
  transactionsArea,
} from '@backoffice/contract';
import { actorOf, type RequestActor } from '../../../core/crud.js';
import type { DbOrTx } from '../../../core/db/database.js';
import { registerExportRoute } from '../../../core/export.js';
import { registerAction } from '../../../core/http/action-route.js';
import { registerBulkAction } from '../../../core/http/bulk-action-route.js';
import { registerListTotalsRoute } from '../../../core/http/list-totals-route.js';
import * as repo from './repository.js';
import { transactions } from './schema.js';
import { errorResponses } from '../../../core/http/crud-routes.js';
import { acceptTransferApproval } from '../orders/approval.js';
import * as service from './service.js';

/** `/api/admin/transaction` (REQ-MONEY-11, REQ-MONEY-16): list, detail, accept, extend. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['transactions'];
  app.get(
    transactionsPaths.api,
    {
      config: { permission: 'admin:transaction:list' },
      schema: {
        tags,
        summary:
          'List transactions (filters: status, method, offer, date, waitUntil, amount min/max, investor)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(transactionListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  registerListTotalsRoute(app, {
    area: transactionsArea,
    tag: 'transactions',
    list: repo.transactionList,
    column: transactions.amount,
  });
  registerExportRoute(app, {
    path: transactionsPaths.api,
    tag: 'transactions',
    noun: 'transaction',
    permission: 'admin:transaction:export',
    exportOf: () => service.transactionExport,
  });
  app.get(
    `${transactionsPaths.api}/:id`,
    {
      config: { permission: 'admin:transaction:get' },
      schema: {
        tags,
        summary: 'One transaction with its order',
        params: idParamsSchema,
        response: { 200: transactionSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id, actorOf(request), now()),
  );
  const read = (
    tx: DbOrTx,
    { params, actor, at }: { params: { id: number }; actor: RequestActor; at: Date },
  ) => service.get(tx, params.id, actor, at);
  registerAction(app, {
    method: 'PUT',
    url: `${transactionsPaths.api}/:id/accept`,
    permission: 'admin:transaction:accept',
    tags,
    summary:
      'Record a bank transfer received (optional amount, value date, bank reference): paid when it covers the amount due, partly paid when less, a refund to send for any excess (409 WRONG_TRANSACTION_STATUS_FOR_ACCEPT, TRANSACTION_EXPIRED)',
    params: idParamsSchema,
    body: confirmTransferSchema,
    response: transactionSchema,
    approval: acceptTransferApproval,
    stepUp: true,
    act: (tx, { params, body, actor, at }) => service.accept(tx, actor, params.id, at, body ?? {}),
    answer: read,
  });
  registerAction(app, {
    method: 'PUT',
    url: `${transactionsPaths.api}/:id/extend`,
    permission: 'admin:transaction:extend',
    tags,
    summary:
      'Move the payment deadline later (400 WAIT_UNTIL_IS_EMPTY, CANT_EXTEND_WAIT_UNTIL; 409 TRANSACTION_EXPIRED)',
    params: idParamsSchema,
    body: extendTransactionSchema,
    response: transactionSchema,
    act: (tx, { params, body, actor, at }) =>
      service.extend(tx, actor, params.id, new Date(body.waitUntil), at),
    answer: read,
  });
  registerBulkAction(app, {
    url: `${transactionsPaths.api}/bulk/accept`,
    permission: 'admin:transaction:accept',
    tags,
    summary:
      'Confirm the picked bank transfers as received, each as PUT /admin/transaction/:id/accept would (REQ-FINLIST-2).',
    action: 'transaction.accept',
  });
};
