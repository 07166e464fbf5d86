import { stepUpGuard } from '../../core/auth/step-up.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalsPaths,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
} from '@backoffice/contract';
import {
  approvalCountSchema,
  approvalSchema,
  decideApprovalSchema,
} from '@backoffice/contract/approvals';
import { actorOf } from '../../core/crud.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/approval` (REQ-APPR-3, REQ-APPR-4): the inbox, its count, approve and reject. */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['approvals'];
  app.get(
    approvalsPaths.api,
    {
      config: { permission: 'admin:approval:list' },
      schema: {
        tags,
        summary: 'Pending approvals, oldest first (filters: action, makerId)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(approvalSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  app.get(
    `${approvalsPaths.api}/count`,
    {
      config: { permission: 'admin:approval:list' },
      schema: {
        tags,
        summary: 'How many approvals are pending (the sidebar badge)',
        response: { 200: approvalCountSchema, ...errorResponses },
      },
    },
    async () => service.pendingCount(db()),
  );
  app.get(
    `${approvalsPaths.api}/:id`,
    {
      config: { permission: 'admin:approval:list' },
      schema: {
        tags,
        summary: 'One approval, pending or decided',
        params: idParamsSchema,
        response: { 200: approvalSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  app.post(
    `${approvalsPaths.api}/:id/approve`,
    {
      config: { permission: 'admin:approval:approve' },
      // approving runs the money action: the approver's check is as recent as the maker's
      // (REQ-STEP-1)
      preHandler: stepUpGuard(app),
      schema: {
        tags,
        summary:
          "Approve: the action runs now, as the approver (403 APPROVAL:OWN_APPROVAL for the maker; 409 ALREADY_DECIDED; the action's own 409 closes the approval as failed)",
        params: idParamsSchema,
        body: decideApprovalSchema,
        response: { 200: approvalSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.approve(db(), actorOf(request), request.params.id, request.body.comment, now()),
  );
  app.post(
    `${approvalsPaths.api}/:id/reject`,
    {
      config: { permission: 'admin:approval:approve' },
      schema: {
        tags,
        summary: 'Reject: the action does not happen (409 APPROVAL:ALREADY_DECIDED)',
        params: idParamsSchema,
        body: decideApprovalSchema,
        response: { 200: approvalSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.reject(db(), actorOf(request), request.params.id, request.body.comment, now()),
  );
};
