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
import * as sessions from '../auth/sessions.js';
import { twoStepStatus } from '../auth/mfa.js';
import { actorOf } from '../../core/crud.js';
import { assertStepUp } from '../../core/auth/step-up.js';
import {
  sessionListSchema,
  sessionParamsSchema,
  successResponseSchema,
  twoStepStatusSchema,
} from '@backoffice/contract/auth';
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
    requireStepUp: (tx) => assertStepUp(tx ?? db(), request, app.deps.clock.now()),
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
      // REQ-RULES-6: an investor signs in on the investor site, never on the back-office
      const link = body.data.isAdmin
        ? (token: string) => auth.buildResetLink(pattern, token, origins, field)
        : service.investorSiteLink(app.deps.config.investorSiteUrl);
      return service.create(deps(request), actor, body.data, link, requestLanguage(request));
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

  // Another user's sessions (REQ-SESS-3): `admin:user:edit`, on an account no more powerful
  // than the admin's own (`sessions.manageableAccount`); the list is no less guarded than the end.
  const sessionDeps = () => ({ db: db(), clock: app.deps.clock });
  app.get(
    `${usersPaths.api}/:id/sessions`,
    {
      config: { permission: 'admin:user:edit' },
      schema: {
        tags: ['users'],
        summary: "The user's open sessions: device, IP, started, last used",
        params: idParamsSchema,
        response: { 200: sessionListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await sessions.manageableAccount(db(), actor, request.params.id);
      return sessions.listSessions(sessionDeps(), request.params.id, actor.sessionId ?? null);
    },
  );
  app.post(
    `${usersPaths.api}/:id/sessions/:sessionId/end`,
    {
      config: { permission: 'admin:user:edit' },
      schema: {
        tags: ['users'],
        summary:
          "End one of the user's sessions: its refresh tokens are revoked and its access tokens refused at once",
        params: idParamsSchema.extend(sessionParamsSchema.shape),
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await sessions.manageableAccount(db(), actor, request.params.id);
      await sessions.endSession(sessionDeps(), actor, request.params.id, request.params.sessionId);
      return { success: true as const };
    },
  );
  // A super admin's reset of another user's second factor (REQ-SESS-6): the route asks for
  // `admin:user:edit`, the service for a super admin, and never the caller's own account.
  app.post(
    `${usersPaths.api}/:id/two-step/reset`,
    {
      config: { permission: 'admin:user:edit' },
      schema: {
        tags: ['users'],
        summary:
          "Super admin only: remove another user's second factor (TOTP and recovery codes); audited and mailed to the user",
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await sessions.resetSecondFactor(
        {
          ...sessionDeps(),
          mailer: app.deps.mailer,
          linkOrigins: app.deps.config.linkOrigins,
          log: (error, message) => request.log.error({ err: error }, message),
        },
        actorOf(request),
        request.params.id,
        requestLanguage(request),
      );
      return { success: true as const };
    },
  );
  // whether the user's second factor is on, for the reset's button (no secret, no code)
  app.get(
    `${usersPaths.api}/:id/two-step`,
    {
      config: { permission: 'admin:user:edit' },
      schema: {
        tags: ['users'],
        summary: "Whether the user's two-step sign-in is on, and recovery codes left",
        params: idParamsSchema,
        response: { 200: twoStepStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await service.getRow(db(), request.params.id);
      return twoStepStatus(db(), user, app.deps.clock.now());
    },
  );

  // REQ-RULES-2: erasure for privacy, for an investor whose money history forbids deletion
  app.post(
    `${usersPaths.api}/:id/erase`,
    {
      config: { permission: 'admin:user:delete' },
      schema: {
        tags: ['users'],
        summary:
          "Erase an investor's personal data (name, contact, bank) and close the account; the financial records stay",
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.erase(deps(request), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

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
