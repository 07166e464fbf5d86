import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdResponseSchema,
  errorResponseSchema,
  geocodeConfigResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  idParamsSchema,
  crudPermissions,
  offersPaths,
} from '@backoffice/contract';
import {
  createOfferSchema,
  offerListItemSchema,
  offerSchema,
  revalidateResponseSchema,
  updateOfferSchema,
} from '@backoffice/contract/offers';
import { actorOf } from '../../core/crud.js';
import { errorResponses, registerCrudRoutes } from '../../core/http/crud-routes.js';
import { geocode, geocodeConfig } from './geocoding.js';
import * as service from './service.js';

const tags = ['offer'];
const revalidateResponses = {
  200: revalidateResponseSchema,
  ...errorResponses,
  502: errorResponseSchema,
  504: errorResponseSchema,
};

/** `/api/admin/offer` (REQ-OFFER-10), its clone, and `/api/admin/revalidate/offers`. */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: offersPaths.api,
    tag: 'offer',
    noun: 'offer',
    permissions: crudPermissions('offer'),
    schemas: {
      item: offerSchema,
      listItem: offerListItemSchema,
      create: createOfferSchema,
      update: updateOfferSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:offer:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), app.deps.files, actor, body.data),
    update: (id, body, actor) => service.update(db(), app.deps.files, actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
    bulk: {
      setActive: (id, version, visible, actor) =>
        service.setVisible(db(), actor, id, version, visible),
    },
  });
  app.post(
    `${offersPaths.api}/:id/clone`,
    {
      config: { permission: 'admin:offer:clone' },
      schema: {
        tags,
        summary:
          'Copy an offer with every list (same files, free slugs, hidden, after the last offer); answers the new id',
        params: idParamsSchema,
        response: { 201: createdResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.clone(db(), actorOf(request), request.params.id)),
  );
  // the map element's address lookup and tiles: whoever may create or edit an offer
  app.get(
    '/admin/geocode',
    {
      config: { permission: ['admin:offer:create', 'admin:offer:edit'] },
      schema: {
        tags,
        summary:
          "Find an address's coordinates (404 ADDRESS_INVALID; 502 GEOCODER_NOT_CONFIGURED when no lookup is configured, GEOCODER_UNAVAILABLE when it fails; 504 GEOCODER_TIMEOUT)",
        querystring: geocodeQuerySchema,
        response: {
          200: geocodeResponseSchema,
          ...errorResponses,
          502: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request) => geocode(db(), app.deps.config.geocoding, request.query.address),
  );
  app.get(
    '/admin/geocode/config',
    {
      config: { permission: ['admin:offer:create', 'admin:offer:edit', 'admin:offer:get'] },
      schema: {
        tags,
        summary:
          "The map's tile URL template (null: the map draws a plain grid) and whether an address lookup is configured",
        response: { 200: geocodeConfigResponseSchema, ...errorResponses },
      },
    },
    async () => geocodeConfig(db(), app.deps.config.geocoding),
  );
  app.post(
    '/admin/revalidate/offers',
    {
      config: { permission: 'admin:offer:revalidate' },
      schema: {
        tags,
        summary:
          "Ask the public site to rebuild every offer's pages (502 REVALIDATION_FAILED, 504 REVALIDATION_TIMEOUT)",
        response: revalidateResponses,
      },
    },
    async (request) => service.revalidate(db(), app.deps.config.revalidate, actorOf(request)),
  );
  app.post(
    '/admin/revalidate/offers/:id',
    {
      config: { permission: 'admin:offer:revalidate' },
      schema: {
        tags,
        summary: "Ask the public site to rebuild one offer's pages",
        params: idParamsSchema,
        response: revalidateResponses,
      },
    },
    async (request) =>
      service.revalidate(db(), app.deps.config.revalidate, actorOf(request), request.params.id),
  );
};
