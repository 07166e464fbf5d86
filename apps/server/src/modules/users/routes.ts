import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  roleRefSchema,
  updateUserSchema,
  userListItemSchema,
  userListQueryExtraSchema,
  userSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import { requestLanguage } from '../../core/http/language.js';
import { allowedOrigins } from '../../core/http/origins.js';
import * as auth from '../auth/service.js';
import * as service from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const id = z.coerce.number().int().positive().max(2_147_483_647);
const personalParams = z.object({ id, permissionId: id });
const permissionRefs = z.array(
  z.object({ id: z.number(), name: z.string(), description: z.string() }),
);

/** `/api/admin/user` (`001 §7 Users, User personal permissions, User roles`). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (request: FastifyRequest): service.UserDeps => ({
    db: db(),
    clock: app.deps.clock,
    mailer: app.deps.mailer,
    log: (error, message) => request.log.error({ err: error }, message),
  });
  const tags = ['users'];

  app.get(
    '/admin/user',
    {
      config: { permission: 'admin:user:list' },
      schema: {
        tags,
        summary: 'List users (onlyAdmin=1 for staff accounts)',
        querystring: listQueryParamsSchema.extend(userListQueryExtraSchema.shape),
        response: { 200: listResponseSchema(userListItemSchema), ...errors },
      },
    },
    async (request) => service.list(db(), request.query),
  );

  app.get(
    '/admin/user/:id',
    {
      config: { permission: 'admin:user:get' },
      schema: {
        tags,
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );

  app.post(
    '/admin/user',
    {
      config: { permission: 'admin:user:create' },
      schema: {
        tags,
        summary: 'Create a user without a password and mail a set-password link',
        body: createUserSchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origins = allowedOrigins(request, app.deps.config.corsOrigins);
      const pattern = request.body.resetPasswordUrlPattern;
      auth.buildResetLink(pattern, 'probe', origins); // refuse a foreign link before creating anything
      const created = await service.create(
        deps(request),
        actorOf(request),
        request.body.data,
        (token) => auth.buildResetLink(pattern, token, origins),
        requestLanguage(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/admin/user/:id',
    {
      config: { permission: 'admin:user:edit' },
      schema: {
        tags,
        summary: 'Edit a user',
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) =>
      service.update(deps(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/user/:id',
    {
      config: { permission: 'admin:user:delete' },
      schema: {
        tags,
        summary: 'Delete a user (their sessions end at once)',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(deps(request), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/user/:id/personal-permissions',
    {
      config: { permission: 'admin:user:get-personal-permissions' },
      schema: {
        tags,
        summary: "The user's personal permissions",
        params: idParamsSchema,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) => service.personalPermissions(db(), request.params.id),
  );
  app.post(
    '/admin/user/:id/personal-permissions/:permissionId',
    {
      config: { permission: 'admin:user:add-personal-permission' },
      schema: {
        tags,
        summary: 'Grant a personal permission',
        params: personalParams,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) =>
      service.addPersonalPermission(
        db(),
        actorOf(request),
        request.params.id,
        request.params.permissionId,
      ),
  );
  app.delete(
    '/admin/user/:id/personal-permissions/:permissionId',
    {
      config: { permission: 'admin:user:remove-personal-permission' },
      schema: {
        tags,
        summary: 'Revoke a personal permission',
        params: personalParams,
        response: { 200: permissionRefs, ...errors },
      },
    },
    async (request) =>
      service.removePersonalPermission(
        db(),
        actorOf(request),
        request.params.id,
        request.params.permissionId,
      ),
  );

  app.get(
    '/admin/user/:id/roles',
    {
      config: { permission: 'admin:user:get-roles' },
      schema: {
        tags,
        summary: "The user's roles",
        params: idParamsSchema,
        response: { 200: z.array(roleRefSchema), ...errors },
      },
    },
    async (request) => service.rolesOf(db(), request.params.id),
  );
};
