import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@backoffice/contract';
import { unauthenticated } from '../../core/errors.js';
import { holdsOf } from '../../core/permissions.js';
import * as service from './service.js';

/**
 * `GET /api/admin/search?q=`: the records Ctrl+K finds. Any signed-in admin may call it: what
 * it searches depends on their permissions (each kind needs its list and get permissions,
 * contract `SEARCH_KIND_PERMISSIONS`), so an admin with none of them gets no results, not a 403.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search',
    {
      config: { signedInAdmin: true },
      schema: {
        tags: ['search'],
        summary:
          'Records whose title, slug, number, name or e-mail matches, of the kinds the caller may open',
        security: [{ bearer: [] }],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const db = app.deps.database.db;
      return service.search(db, request.query.q, await holdsOf(db, user));
    },
  );
};
