import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  updateUserPreferencesSchema,
  userPreferencesSchema,
} from '@backoffice/contract';
import { unauthenticated } from '../../core/errors.js';
import * as service from './service.js';

/** The signed-in user's own settings: any signed-in user, their own row only. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me/preferences',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's preferences (colour scheme, list columns)",
        security: [{ bearer: [] }],
        response: { 200: userPreferencesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return service.getPreferences(app.deps.database.db, request.user.id);
    },
  );

  app.put(
    '/user/me/preferences',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Changes the signed-in user's preferences: the keys given (null removes one; " +
          'listColumns merges list by list); answers all of them',
        security: [{ bearer: [] }],
        body: updateUserPreferencesSchema,
        response: {
          200: userPreferencesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return service.updatePreferences(
        { db: app.deps.database.db, clock: app.deps.clock },
        request.user.id,
        request.body,
      );
    },
  );
};
