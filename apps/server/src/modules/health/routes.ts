import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  readyResponseSchema,
  errorResponseSchema,
} from '@backoffice/contract';
import { describeFailure } from '../../core/db/database-errors.js';
import { AppError } from '../../core/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { public: true, cacheable: true },
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
      config: { public: true, cacheable: true },
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
        // one line per probe, no stack: a load balancer asks every few seconds during an outage
        request.log.warn({ reason: describeFailure(error) }, 'database not reachable');
        // A 503 for the load balancer. The web app never calls readyz: it would take any 503 for
        // the maintenance screen (docs/architecture.md, "The database connection").
        throw AppError.of(503, 'SERVER', 'SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
