import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  featuredOffersPaths,
} from '@backoffice/contract';
import {
  featuredOfferListItemSchema,
  featuredOfferOptionsQuerySchema,
  featuredOfferOptionsSchema,
  featuredOfferSchema,
  updateFeaturedOfferSchema,
} from '@backoffice/contract/featured-offers';
import { actorOf } from '../../core/crud.js';
import { registerExportRoute } from '../../core/export.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';
import { requestLanguage } from '../../core/http/language.js';

/**
 * `/api/admin/featured-offer` (REQ-FEAT-4): list, one group, edit. The groups are
 * fixed by the public site, so there is no create or delete.
 */
export const featuredOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['featured-offer'];
  app.get(
    featuredOffersPaths.api,
    {
      config: { permission: 'admin:featured-offer:list' },
      schema: {
        tags,
        summary: 'List the featured-offer groups',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(featuredOfferListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), { ...request.query, language: requestLanguage(request) }),
  );
  registerExportRoute(app, {
    path: featuredOffersPaths.api,
    tag: 'featured-offer',
    noun: 'featured-offer group',
    permission: 'admin:featured-offer:export',
    exportOf: () => service.listExport,
  });
  // registered before `/:id`, though a static segment wins over a parameter anyway
  app.get(
    `${featuredOffersPaths.api}/offer-options`,
    {
      config: { permission: ['admin:featured-offer:get', 'admin:featured-offer:edit'] },
      schema: {
        tags,
        summary: `Offers for a group's entry select: title or slug matching \`search\` (at most 20)`,
        querystring: featuredOfferOptionsQuerySchema,
        response: { 200: featuredOfferOptionsSchema, ...errorResponses },
      },
    },
    async (request) => service.offerOptions(db(), request.query.search),
  );
  app.get(
    `${featuredOffersPaths.api}/:id`,
    {
      config: { permission: 'admin:featured-offer:get' },
      schema: {
        tags,
        summary: 'One featured-offer group with its entries and their offers',
        params: idParamsSchema,
        response: { 200: featuredOfferSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  app.put(
    `${featuredOffersPaths.api}/:id`,
    {
      config: { permission: 'admin:featured-offer:edit' },
      schema: {
        tags,
        summary:
          'Edit a group: title, flags and entries (entries without an offer are dropped; 409 when someone saved it since it was loaded)',
        params: idParamsSchema,
        body: updateFeaturedOfferSchema,
        response: { 200: featuredOfferSchema, ...errorResponses },
      },
    },
    async (request) => service.update(db(), actorOf(request), request.params.id, request.body),
  );
};
