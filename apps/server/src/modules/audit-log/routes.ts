import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEntrySchema,
  errorResponseSchema,
  listQueryParamsSchema,
  listResponseSchema,
  auditLogPaths,
} from '@backoffice/contract';
import { registerExportRoute } from '../../core/export.js';
import * as service from './service.js';

/** `GET /api/admin/audit-log`: who changed what, when and from where. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditLogPaths.api,
    {
      config: { permission: 'admin:audit-log:list' },
      schema: {
        tags: ['audit-log'],
        summary: 'The audit log of admin writes, newest first',
        querystring: listQueryParamsSchema,
        response: {
          200: listResponseSchema(auditEntrySchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => service.list(app.deps.database.db, request.query),
  );
  registerExportRoute(app, {
    path: auditLogPaths.api,
    tag: 'audit-log',
    noun: 'audit log',
    permission: 'admin:audit-log:export',
    exportOf: () => service.listExport,
  });
};
