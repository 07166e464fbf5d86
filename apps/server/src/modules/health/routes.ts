import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  readyResponseSchema,
  errorResponseSchema,
} from '@backoffice/contract';
import { AppError } from '../../core/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The database is reachable',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const { database } = app.deps;
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw AppError.of(503, 'SERVER', 'SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
