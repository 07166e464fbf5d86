import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idParamsSchema,
  listQueryParamsSchema,
  crudPermissions,
  usersPaths,
} from '@backoffice/contract';
import { roleRefSchema, permissionRefSchema } from '@backoffice/contract/roles';
import {
  createUserSchema,
  updateUserSchema,
  userListItemSchema,
  userSchema,
  userListQueryExtraSchema,
} from '@backoffice/contract/users';
import {
  errorResponses,
  registerCrudRoutes,
  registerMembershipRoutes,
} from '../../core/http/crud-routes.js';
import { requestLanguage } from '../../core/http/language.js';
import * as auth from '../auth/service.js';
import { registerExportRoute } from '../../core/export.js';
import * as service from './service.js';

/** `/api/admin/user` (REQ-USER-9). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (request: FastifyRequest): service.UserDeps => ({
    db: db(),
    clock: app.deps.clock,
    mailer: app.deps.mailer,
    log: (error, message) => request.log.error({ err: error }, message),
  });

  registerCrudRoutes(app, {
    path: usersPaths.api,
    tag: 'users',
    noun: 'user',
    permissions: crudPermissions('user'),
    schemas: {
      item: userSchema,
      listItem: userListItemSchema,
      // onlyAdmin=1 lists staff accounts only
      query: listQueryParamsSchema.extend(userListQueryExtraSchema.shape),
      create: createUserSchema,
      update: updateUserSchema,
    },
    list: (query) => service.list(db(), query),
    // audited: the screen shows the bank account, phone and address
    get: (id, actor) => service.get(db(), actor, id),
    // the account gets no password: a set-password link is mailed
    create: async (body, actor, request) => {
      const origins = app.deps.config.linkOrigins;
      const pattern = body.resetPasswordUrlPattern;
      const field = 'resetPasswordUrlPattern';
      auth.buildResetLink(pattern, 'probe', origins, field); // refuse a foreign link before creating anything
      return service.create(
        deps(request),
        actor,
        body.data,
        (token) => auth.buildResetLink(pattern, token, origins, field),
        requestLanguage(request),
      );
    },
    update: (id, body, actor, request) =>
      service.update(deps(request), actor, id, body, requestLanguage(request)),
    // soft delete; their sessions end at once
    remove: (id, actor, request) => service.remove(deps(request), actor, id),
  });
  // onlyAdmin=1 exports the staff accounts list, as it lists them
  registerExportRoute(app, {
    path: usersPaths.api,
    tag: 'users',
    noun: 'user',
    permission: 'admin:user:export',
    extraQuery: userListQueryExtraSchema,
    exportOf: (request) =>
      service.listExport((request.query as { onlyAdmin?: string }).onlyAdmin === '1'),
  });

  registerMembershipRoutes(app, {
    parentPath: `${usersPaths.api}/:id`,
    listSegment: 'personal-permissions',
    memberSegment: 'personal-permissions',
    memberParam: 'permissionId',
    tag: 'users',
    member: permissionRefSchema,
    permissions: {
      list: 'admin:user:get-personal-permissions',
      add: 'admin:user:add-personal-permission',
      remove: 'admin:user:remove-personal-permission',
    },
    summaries: {
      list: "The user's personal permissions",
      add: 'Grant a personal permission (needs a recent step-up check)',
      remove: 'Revoke a personal permission',
    },
    stepUpOnAdd: true,
    list: (id) => service.personalPermissions(db(), id),
    add: (id, permissionId, actor) => service.addPersonalPermission(db(), actor, id, permissionId),
    remove: (id, permissionId, actor) =>
      service.removePersonalPermission(db(), actor, id, permissionId),
  });

  app.get(
    `${usersPaths.api}/:id/roles`,
    {
      config: { permission: 'admin:user:get-roles' },
      schema: {
        tags: ['users'],
        summary: "The user's roles",
        params: idParamsSchema,
        response: { 200: z.array(roleRefSchema), ...errorResponses },
      },
    },
    async (request) => service.rolesOf(db(), request.params.id),
  );
};
