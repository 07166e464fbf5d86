import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PERMISSIONS, errorResponseSchema } from '@backoffice/contract';
import {
  currentUserSchema,
  logoutSchema,
  recoveryCodesResponseSchema,
  requestResetSchema,
  secondFactorCodeSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  submitResetSchema,
  successResponseSchema,
  tokenGrantResponseSchema,
  tokenRequestSchema,
  totpEnrolmentSchema,
  twoStepStatusSchema,
  validateResetQuerySchema,
} from '@backoffice/contract/auth';
import { auditUserAgent } from '../../core/audit.js';
import { unauthenticated } from '../../core/errors.js';
import { requestLanguage } from '../../core/http/language.js';
import { effectivePermissions } from '../../core/permissions.js';
import * as service from './service.js';
import type { AuthDeps, ClientInfo } from './sign-in-rules.js';
import * as mfa from './mfa.js';
import { stepUp } from './step-up.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): AuthDeps => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    signer: app.deps.signer,
    mailer: app.deps.mailer,
    refreshTokenTtl: app.deps.config.auth.refreshTokenTtl,
    log: (error, message) => request.log.error({ err: error }, message),
    secrets: app.deps.secrets,
  });

  const from = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: auditUserAgent(request.headers['user-agent']),
  });

  app.post(
    '/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in (password grant; with a second factor it answers an mfaToken instead of ' +
          'tokens), complete it with a code (mfa grant), or rotate a refresh token',
        body: tokenRequestSchema,
        response: {
          200: tokenGrantResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      switch (body.grantType) {
        case 'password':
          return service.passwordGrant(
            deps(request),
            body,
            from(request),
            requestLanguage(request),
          );
        case 'mfa':
          return service.mfaGrant(deps(request), body, from(request), requestLanguage(request));
        case 'refresh_token':
          return service.refreshGrant(deps(request), body);
      }
    },
  );

  // The signed-in user's own second factor (REQ-MFA-1, REQ-MFA-2): any signed-in user, their
  // own account only, so no admin permission. No answer but enrolment's start carries the secret.
  const account = (request: FastifyRequest): mfa.Account => {
    if (!request.user) throw unauthenticated();
    return { id: request.user.id, email: request.user.email };
  };
  const ownErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.get(
    '/user/me/two-step',
    {
      schema: {
        tags: ['auth'],
        summary: "Whether the signed-in user's two-step sign-in is on, and recovery codes left",
        security: [{ bearer: [] }],
        response: { 200: twoStepStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return mfa.twoStepStatus(app.deps.database.db, user, app.deps.clock.now());
    },
  );

  app.post(
    '/user/me/step-up',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Confirm who you are for the next minutes (step-up): a current code or a recovery code, or the password for an account without a second factor. Throttled like the sign-in's codes.",
        security: [{ bearer: [] }],
        body: stepUpRequestSchema,
        response: { 200: stepUpResponseSchema, ...ownErrors },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return stepUp(
        deps(request),
        { userId: user.id, email: user.email, sessionId: user.sessionId },
        request.body,
        from(request),
      );
    },
  );

  app.post(
    '/user/me/two-step/totp',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Start TOTP enrolment: a new pending secret (replacing a pending one), its otpauth URI ' +
          'and QR code; the only answer that ever carries the secret',
        security: [{ bearer: [] }],
        response: { 200: totpEnrolmentSchema, ...ownErrors },
      },
    },
    async (request) => mfa.startTotpEnrolment(deps(request), account(request), from(request)),
  );

  app.post(
    '/user/me/two-step/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm TOTP enrolment with a first code: turns it on and answers 10 recovery codes, once',
        security: [{ bearer: [] }],
        body: secondFactorCodeSchema,
        response: { 200: recoveryCodesResponseSchema, ...ownErrors },
      },
    },
    async (request) =>
      mfa.confirmTotpEnrolment(deps(request), account(request), request.body, from(request)),
  );

  app.post(
    '/user/me/two-step/recovery-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'Replace the recovery codes (asks for a current code); answers the new ones, once',
        security: [{ bearer: [] }],
        body: secondFactorCodeSchema,
        response: { 200: recoveryCodesResponseSchema, ...ownErrors },
      },
    },
    async (request) =>
      mfa.regenerateRecoveryCodes(deps(request), account(request), request.body, from(request)),
  );

  app.post(
    '/user/me/two-step/totp/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off (asks for a current code or a recovery code)',
        security: [{ bearer: [] }],
        body: secondFactorCodeSchema,
        response: { 200: successResponseSchema, ...ownErrors },
      },
    },
    async (request) => {
      await mfa.disableTotp(deps(request), account(request), request.body, from(request));
      return { success: true as const };
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
