import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staticContentPaths } from '@backoffice/contract';
import {
  staticContentElementQuerySchema,
  staticContentElementSchema,
  staticContentListSchema,
  updateStaticContentElementSchema,
} from '@backoffice/contract/static-content';
import { actorOf } from '../../core/crud.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/static-content` (REQ-STATIC-4): the tree, one element, its edit. */
export const staticContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['static-content'];
  app.get(
    `${staticContentPaths.api}/list`,
    {
      config: { permission: 'admin:static-content:list' },
      schema: {
        tags,
        summary: 'The static content tree: collections and their elements, in position order',
        response: { 200: staticContentListSchema, ...errorResponses },
      },
    },
    async () => service.list(db()),
  );
  app.get(
    `${staticContentPaths.api}/element`,
    {
      config: { permission: 'admin:static-content:get' },
      schema: {
        tags,
        summary: 'One node by its id (`slug`), with the collections above it',
        querystring: staticContentElementQuerySchema,
        response: { 200: staticContentElementSchema, ...errorResponses },
      },
    },
    async (request) => service.getElement(db(), request.query.slug),
  );
  app.put(
    `${staticContentPaths.api}/element`,
    {
      config: { permission: 'admin:static-content:edit' },
      schema: {
        tags,
        summary:
          'Edit one element: text and richText take content, image takes image and alt (409 when someone saved it since it was loaded)',
        body: updateStaticContentElementSchema,
        response: { 200: staticContentElementSchema, ...errorResponses },
      },
    },
    async (request) => service.updateElement(db(), app.deps.files, actorOf(request), request.body),
  );
};
