import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDataResponseSchema } from '@backoffice/contract/users';
import * as service from './service.js';

/** `GET /api/investor/register`: the countries (with states) the address and bank selects offer. */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor/register',
    {
      config: { public: true, cacheable: true },
      schema: {
        tags: ['countries'],
        summary: 'Registration data: countries with their states',
        response: { 200: registerDataResponseSchema },
      },
    },
    async () => ({ countries: await service.listCountries(app.deps.database.db) }),
  );
};
