import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorResponseSchema } from '@backoffice/contract';
import { unauthenticated } from '../../core/errors.js';
import { holdsOf } from '../../core/permissions.js';
import * as service from './service.js';

/**
 * `GET /api/admin/dashboard`: every figure of the home screen in one answer. Any signed-in
 * admin may call it; what it returns depends on their permissions (each section is checked
 * in the service, and a section they may not see is absent).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { signedInAdmin: true },
      schema: {
        tags: ['dashboard'],
        summary: "The home screen's figures the signed-in user may see",
        security: [{ bearer: [] }],
        response: { 200: dashboardResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const db = app.deps.database.db;
      return service.dashboard(db, app.deps.clock.now(), await holdsOf(db, user));
    },
  );
};
