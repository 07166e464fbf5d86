import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  extendTransactionSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  transactionListItemSchema,
  transactionSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import { inTransaction } from '../../core/db/transaction.js';
import { registerExportRoute } from '../../core/export.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/transaction` (REQ-MONEY-11, REQ-MONEY-16): list, detail, accept, extend. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['transactions'];
  app.get(
    '/admin/transaction',
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
  registerExportRoute(app, {
    path: '/admin/transaction',
    tag: 'transactions',
    noun: 'transaction',
    permission: 'admin:transaction:export',
    exportOf: () => service.transactionExport,
  });
  app.get(
    '/admin/transaction/:id',
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
  app.put(
    '/admin/transaction/:id/accept',
    {
      config: { permission: 'admin:transaction:accept' },
      schema: {
        tags,
        summary:
          'Mark a bank transfer as received: the transaction and its order become paid (409 WRONG_TRANSACTION_STATUS_FOR_ACCEPT, TRANSACTION_EXPIRED)',
        params: idParamsSchema,
        response: { 200: transactionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(db(), (tx) => service.accept(tx, actorOf(request), id, now()));
      return service.get(db(), id, actorOf(request), now());
    },
  );
  app.put(
    '/admin/transaction/:id/extend',
    {
      config: { permission: 'admin:transaction:extend' },
      schema: {
        tags,
        summary:
          'Move the payment deadline later (400 WAIT_UNTIL_IS_EMPTY, CANT_EXTEND_WAIT_UNTIL; 409 TRANSACTION_EXPIRED)',
        params: idParamsSchema,
        body: extendTransactionSchema,
        response: { 200: transactionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const waitUntil = new Date(request.body.waitUntil);
      await inTransaction(db(), (tx) => service.extend(tx, actorOf(request), id, waitUntil, now()));
      return service.get(db(), id, actorOf(request), now());
    },
  );
};
