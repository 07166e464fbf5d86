import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PERMISSIONS, errorResponseSchema } from '@backoffice/contract';
import {
  currentUserSchema,
  logoutSchema,
  requestResetSchema,
  submitResetSchema,
  successResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  validateResetQuerySchema,
} from '@backoffice/contract/auth';
import { auditUserAgent } from '../../core/audit.js';
import { unauthenticated } from '../../core/errors.js';
import { requestLanguage } from '../../core/http/language.js';
import { effectivePermissions } from '../../core/permissions.js';
import * as service from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.AuthDeps => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    signer: app.deps.signer,
    mailer: app.deps.mailer,
    refreshTokenTtl: app.deps.config.auth.refreshTokenTtl,
    log: (error, message) => request.log.error({ err: error }, message),
  });

  const from = (request: FastifyRequest): service.ClientInfo => ({
    ip: request.ip,
    userAgent: auditUserAgent(request.headers['user-agent']),
  });

  app.post(
    '/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or rotate a refresh token (refresh_token grant)',
        body: tokenRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      return body.grantType === 'password'
        ? service.passwordGrant(deps(request), body, from(request), requestLanguage(request))
        : service.refreshGrant(deps(request), body);
    },
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "Sign out: ends the refresh token's session and its access tokens (always answers success)",
        body: logoutSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await service.logout(deps(request), request.body.refreshToken, from(request));
      return { success: true as const };
    },
  );

  app.get(
    '/user/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: currentUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const permissions = user.isSuperAdmin
        ? [...ALL_PERMISSIONS]
        : [...(await effectivePermissions(app.deps.database.db, user.id))];
      return { ...user, permissions: permissions.sort() };
    },
  );

  app.post(
    '/user/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'With {email, activationUrlPattern}: mail a password link (always answers success). ' +
          'With {token, newPassword, repeatPassword}: set the new password (also the set-password screen).',
        body: z.union([submitResetSchema, requestResetSchema]),
        response: { 200: successResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) {
        await service.resetPassword(deps(request), body, from(request));
        return { success: true as const };
      }
      const origins = app.deps.config.linkOrigins;
      // Validate the pattern before looking up the email: the answer must not depend on it.
      service.buildResetLink(body.activationUrlPattern, 'probe', origins);
      await service.requestPasswordReset(
        deps(request),
        {
          email: body.email,
          link: (token) => service.buildResetLink(body.activationUrlPattern, token, origins),
          language: requestLanguage(request),
        },
        request.ip,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/user/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Check that a password link is still usable',
        querystring: validateResetQuerySchema,
        response: { 200: successResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await service.validateResetToken(deps(request), request.query.token);
      return { success: true as const };
    },
  );
};
