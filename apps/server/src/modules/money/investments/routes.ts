import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  investmentListItemSchema,
  investmentSchema,
  investorOptionsResponseSchema,
  investorSearchQuerySchema,
  listQueryParamsSchema,
  listResponseSchema,
  manualOrderOptionsSchema,
  manualOrderSchema,
  orderSchema,
  investmentsPaths,
} from '@backoffice/contract';
import { registerExportRoute } from '../../../core/export.js';
import { registerAction } from '../../../core/http/action-route.js';
import { errorResponses } from '../../../core/http/crud-routes.js';
import { manualOrderApproval } from '../orders/approval.js';
import * as orderService from '../orders/service.js';
import * as service from './service.js';

/** `/api/admin/investment` (REQ-MONEY-13, REQ-MONEY-10) and the manual order. */
export const investmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['investments'];
  app.get(
    investmentsPaths.api,
    {
      config: { permission: 'admin:investment:list' },
      schema: {
        tags,
        summary: 'List investments (filters: offer, investor, hasPendingOrders)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(investmentListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  registerExportRoute(app, {
    path: investmentsPaths.api,
    tag: 'investments',
    noun: 'investment',
    permission: 'admin:investment:export',
    exportOf: () => service.investmentExport,
  });
  // the manual-order form's lookups: whoever may place a manual order may read them
  app.get(
    `${investmentsPaths.api}/manual-order/options`,
    {
      config: { permission: 'admin:investment:manual-order' },
      schema: {
        tags,
        summary:
          "The manual order's choices: offers with their series (price, available shares, open) and the order agreements",
        response: { 200: manualOrderOptionsSchema, ...errorResponses },
      },
    },
    async () => service.manualOrderOptions(db(), now()),
  );
  app.get(
    `${investmentsPaths.api}/manual-order/investors`,
    {
      config: { permission: 'admin:investment:manual-order' },
      schema: {
        tags,
        summary: 'Up to 20 investors whose name or e-mail contains the search text',
        querystring: investorSearchQuerySchema,
        response: { 200: investorOptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await service.searchInvestors(db(), request.query.search) }),
  );
  app.get(
    `${investmentsPaths.api}/:id`,
    {
      config: { permission: 'admin:investment:get' },
      schema: {
        tags,
        summary: 'One investment with its shares, dividends, transactions and orders',
        params: idParamsSchema,
        response: { 200: investmentSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  registerAction(app, {
    method: 'POST',
    url: `${investmentsPaths.api}/manual-order`,
    permission: 'admin:investment:manual-order',
    tags,
    summary:
      'Place an order for an investor: a bank-transfer payment due in 7 days; answers 201 with the order (400 SERIES_NOT_ASSIGNED_TO_OFFER, IS_REQUIRED; 409 OFFER_CLOSED_FOR_INVESTMENTS, SERIES_CLOSED_FOR_INVESTMENTS, NOT_ENOUGH_SHARES_AVAILABLE). A retry with the same key places no second order.',
    body: manualOrderSchema,
    response: orderSchema,
    status: 201,
    idempotent: true,
    approval: manualOrderApproval,
    stepUp: true,
    act: (tx, { body, actor, at }) => service.manualOrder(tx, actor, body, at),
    answer: (tx, { actor }, orderId) => orderService.get(tx, orderId, actor),
  });
};
