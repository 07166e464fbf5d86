import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRoleSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  roleSchema,
  roleUserSchema,
  updateRoleSchema,
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
const id = z.coerce.number().int().positive().max(2_147_483_647);
const rolePermissionParams = z.object({ id, permissionId: id });
const roleUserParams = z.object({ id, userId: id });
const permissionRefs = z.array(
  z.object({ id: z.number(), name: z.string(), description: z.string() }),
);

/** `/api/admin/role` with its permissions and users (`001 §7 Roles, Role permissions, Role users`). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['roles'];

  app.get(
    '/admin/role',
    {
      config: { permission: 'admin:role:list' },
      schema: {
        tags,
        summary: 'List roles',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(roleSchema), ...errors },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  app.get(
    '/admin/role/:id',
    {
      config: { permission: 'admin:role:get' },
      schema: {
        tags,
        summary: 'One role',
        params: idParamsSchema,
        response: { 200: roleSchema, ...errors },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  app.post(
    '/admin/role',
    {
      config: { permission: 'admin:role:create' },
      schema: {
        tags,
        summary: 'Create a role',
        body: createRoleSchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(db(), actorOf(request), request.body.data)),
  );
  app.put(
    '/admin/role/:id',
    {
      config: { permission: 'admin:role:edit' },
      schema: {
        tags,
        summary: 'Edit a role',
        params: idParamsSchema,
        body: updateRoleSchema,
        response: { 200: roleSchema, ...errors },
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
    '/admin/role/:id',
    {
      config: { permission: 'admin:role:delete' },
      schema: {
        tags,
        summary: 'Delete a role (refused while users hold it)',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(db(), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/role/:id/permission',
    {
      config: { permission: 'admin:role:get-permissions' },
      schema: {
        tags,
        summary: "The role's permissions",
        params: idParamsSchema,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) => service.permissionsOf(db(), request.params.id),
  );
  app.post(
    '/admin/role/:id/permissions/:permissionId',
    {
      config: { permission: 'admin:role:add-permission' },
      schema: {
        tags,
        summary: 'Give the role a permission',
        params: rolePermissionParams,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) =>
      service.addPermission(db(), actorOf(request), request.params.id, request.params.permissionId),
  );
  app.delete(
    '/admin/role/:id/permissions/:permissionId',
    {
      config: { permission: 'admin:role:remove-permission' },
      schema: {
        tags,
        summary: 'Take a permission from the role',
        params: rolePermissionParams,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) =>
      service.removePermission(
        db(),
        actorOf(request),
        request.params.id,
        request.params.permissionId,
      ),
  );

  app.get(
    '/admin/role/:id/users',
    {
      config: { permission: 'admin:role:get-users' },
      schema: {
        tags,
        summary: 'Users holding the role',
        params: idParamsSchema,
        response: { 200: z.array(roleUserSchema), ...errors },
      },
    },
    async (request) => service.usersOf(db(), request.params.id),
  );
  app.post(
    '/admin/role/:id/users/:userId',
    {
      config: { permission: 'admin:role:add-user' },
      schema: {
        tags,
        summary: 'Give an admin user the role',
        params: roleUserParams,
        response: { 200: z.array(roleUserSchema), ...errors },
      },
    },
    async (request) =>
      service.addUser(db(), actorOf(request), request.params.id, request.params.userId),
  );
  app.delete(
    '/admin/role/:id/users/:userId',
    {
      config: { permission: 'admin:role:remove-user' },
      schema: {
        tags,
        summary: 'Take the role from a user',
        params: roleUserParams,
        response: { 200: z.array(roleUserSchema), ...errors },
      },
    },
    async (request) =>
      service.removeUser(db(), actorOf(request), request.params.id, request.params.userId),
  );
};
