import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPermissionSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  permissionSchema,
  updatePermissionSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import * as service from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** `/api/admin/permission` (`001 §7 Permissions`). */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.get(
    '/admin/permission',
    {
      config: { permission: 'admin:permission:list' },
      schema: {
        tags: ['permissions'],
        summary: 'List permissions',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(permissionSchema), ...errors },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  app.get(
    '/admin/permission/:id',
    {
      config: { permission: 'admin:permission:get' },
      schema: {
        tags: ['permissions'],
        summary: 'One permission',
        params: idParamsSchema,
        response: { 200: permissionSchema, ...errors },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  app.post(
    '/admin/permission',
    {
      config: { permission: 'admin:permission:create' },
      schema: {
        tags: ['permissions'],
        summary: 'Create a permission',
        body: createPermissionSchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(db(), actorOf(request), request.body.data)),
  );
  app.put(
    '/admin/permission/:id',
    {
      config: { permission: 'admin:permission:edit' },
      schema: {
        tags: ['permissions'],
        summary: 'Edit a permission',
        params: idParamsSchema,
        body: updatePermissionSchema,
        response: { 200: permissionSchema, ...errors },
      },
    },
    async (request) =>
      service.update(
        db(),
        actorOf(request),
        request.params.id,
        request.body.data,
        request.body.version,
      ),
  );
  app.delete(
    '/admin/permission/:id',
    {
      config: { permission: 'admin:permission:delete' },
      schema: {
        tags: ['permissions'],
        summary: 'Delete a permission (refused while held)',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(db(), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
