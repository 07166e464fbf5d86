import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMenuItemSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  menuItemSchema,
  menuTreeResponseSchema,
  updateMenuItemSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import * as service from './service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** `/api/admin/menu` (`001 §7 Menu`): flat list, header/footer tree, CRUD. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/admin/menu',
    {
      config: { permission: 'admin:menu:list' },
      schema: {
        tags: ['menu'],
        summary: 'List menu items (flat)',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(menuItemSchema), ...errors },
      },
    },
    async (request) => service.list(db(), request.query),
  );

  app.get(
    '/admin/menu/tree',
    {
      config: { permission: 'admin:menu:list' },
      schema: {
        tags: ['menu'],
        summary: 'Header and footer menus as trees ordered by position',
        response: { 200: menuTreeResponseSchema, ...errors },
      },
    },
    async () => service.tree(db()),
  );

  app.get(
    '/admin/menu/:id',
    {
      config: { permission: 'admin:menu:get' },
      schema: {
        tags: ['menu'],
        summary: 'One menu item',
        params: idParamsSchema,
        response: { 200: menuItemSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );

  app.post(
    '/admin/menu',
    {
      config: { permission: 'admin:menu:create' },
      schema: {
        tags: ['menu'],
        summary: 'Create a menu item',
        body: createMenuItemSchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(db(), actorOf(request), request.body.data)),
  );

  app.put(
    '/admin/menu/:id',
    {
      config: { permission: 'admin:menu:edit' },
      schema: {
        tags: ['menu'],
        summary: 'Edit a menu item (409 when someone saved it since it was loaded)',
        params: idParamsSchema,
        body: updateMenuItemSchema,
        response: {
          200: menuItemSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => service.update(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/menu/:id',
    {
      config: { permission: 'admin:menu:delete' },
      schema: {
        tags: ['menu'],
        summary: 'Delete a menu item and its children',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(db(), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
