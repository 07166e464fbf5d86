import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PERMISSIONS, errorResponseSchema, idParamsSchema } from '@backoffice/contract';
import {
  currentUserSchema,
  logoutSchema,
  passkeyListSchema,
  passkeyNameSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passkeySignInOptionsRequestSchema,
  recoveryCodesResponseSchema,
  requestResetSchema,
  secondFactorCodeSchema,
  sessionListSchema,
  sessionParamsSchema,
  sessionsEndedSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  submitResetSchema,
  successResponseSchema,
  resetTokenInfoSchema,
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
import * as sessions from './sessions.js';
import * as passkeys from './passkeys.js';
import { stepUp } from './step-up.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const relyingParty = passkeys.relyingPartyOf(app.deps.config.linkOrigins);
  const deps = (request: FastifyRequest): AuthDeps => ({
    relyingParty,
    db: app.deps.database.db,
    clock: app.deps.clock,
    signer: app.deps.signer,
    mailer: app.deps.mailer,
    refreshTokenTtl: app.deps.config.auth.refreshTokenTtl,
    log: (error, message) => request.log.error({ err: error }, message),
    secrets: app.deps.secrets,
    linkOrigins: app.deps.config.linkOrigins,
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
          return service.refreshGrant(deps(request), body, from(request));
      }
    },
  );

  app.post(
    '/token/mfa/passkey-options',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "A passkey challenge for the second step of a sign-in: for the mfaToken's user, " +
          'answered once through the mfa grant',
        body: passkeySignInOptionsRequestSchema,
        response: {
          200: passkeyOptionsSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => service.passkeySignInOptions(deps(request), request.body.mfaToken),
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
          "Confirm who you are for the next minutes (step-up): a current code, a recovery code or a passkey's answer, or the password for an account without a second factor. Throttled like the sign-in's codes.",
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
      mfa.confirmTotpEnrolment(
        deps(request),
        account(request),
        request.body,
        from(request),
        requestLanguage(request),
      ),
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
      await mfa.disableTotp(
        deps(request),
        account(request),
        request.body,
        from(request),
        requestLanguage(request),
      );
      return { success: true as const };
    },
  );

  // The signed-in user's own sessions (REQ-SESS-2): any signed-in user, their own only.
  const sessionDeps = (): sessions.SessionDeps => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
  });
  const selfActor = (request: FastifyRequest): sessions.SessionActor => {
    if (!request.user) throw unauthenticated();
    return {
      id: request.user.id,
      email: request.user.email,
      isSuperAdmin: request.user.isSuperAdmin,
      sessionId: request.user.sessionId,
      ...from(request),
    };
  };

  app.get(
    '/user/me/sessions',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The signed-in user's open sessions: device, IP, started, last used, and this one marked",
        security: [{ bearer: [] }],
        response: { 200: sessionListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const me = selfActor(request);
      return sessions.listSessions(sessionDeps(), me.id, me.sessionId ?? null);
    },
  );

  app.post(
    '/user/me/sessions/:sessionId/end',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign one of your sessions out: its refresh tokens are revoked and its access tokens refused at once',
        security: [{ bearer: [] }],
        params: sessionParamsSchema,
        response: { 200: successResponseSchema, ...ownErrors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const me = selfActor(request);
      await sessions.endSession(sessionDeps(), me, me.id, request.params.sessionId);
      return { success: true as const };
    },
  );

  app.post(
    '/user/me/sessions/end-others',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: every session of yours but this one ends',
        security: [{ bearer: [] }],
        response: { 200: sessionsEndedSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const me = selfActor(request);
      return sessions.endOtherSessions(sessionDeps(), me, me.id, me.sessionId ?? '');
    },
  );

  // The signed-in user's own passkeys (REQ-MFA-6, REQ-MFA-8): their own account only, as above.
  app.get(
    '/user/me/two-step/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's passkeys: name, added, last used (never the key)",
        security: [{ bearer: [] }],
        response: { 200: passkeyListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      items: await passkeys.listPasskeys(app.deps.database.db, account(request).id),
    }),
  );

  app.post(
    '/user/me/two-step/passkeys/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Options (a stored, single-use challenge) to create a new passkey',
        security: [{ bearer: [] }],
        response: { 200: passkeyOptionsSchema, ...ownErrors },
      },
    },
    async (request) => passkeys.registrationOptions(deps(request), account(request)),
  );

  app.post(
    '/user/me/two-step/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary: "Add a passkey: its name and the browser's answer to the options' challenge",
        security: [{ bearer: [] }],
        body: passkeyRegistrationSchema,
        response: { 200: passkeySchema, ...ownErrors },
      },
    },
    async (request) =>
      passkeys.registerPasskey(
        deps(request),
        account(request),
        request.body,
        from(request),
        requestLanguage(request),
      ),
  );

  app.patch(
    '/user/me/two-step/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rename one of the signed-in user’s passkeys',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: passkeyNameSchema,
        response: { 200: successResponseSchema, 404: errorResponseSchema, ...ownErrors },
      },
    },
    async (request) => {
      await passkeys.renamePasskey(
        deps(request),
        account(request),
        request.params.id,
        request.body.name,
        from(request),
      );
      return { success: true as const };
    },
  );

  app.post(
    '/user/me/two-step/passkeys/check-options',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A passkey challenge for a fresh check: the step-up dialog, and the user’s own page ' +
          '(removing a passkey, turning TOTP off, new recovery codes)',
        security: [{ bearer: [] }],
        response: { 200: passkeyOptionsSchema, ...ownErrors },
      },
    },
    async (request) => {
      const options = await passkeys.authenticationOptions(
        deps(request),
        account(request).id,
        'check',
      );
      if (!options) throw passkeys.noPasskey();
      return options;
    },
  );

  app.post(
    '/user/me/two-step/passkeys/:id/remove',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Remove one of the signed-in user’s passkeys (asks for a current code, a recovery ' +
          'code or a passkey)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: secondFactorCodeSchema,
        response: { 200: successResponseSchema, 404: errorResponseSchema, ...ownErrors },
      },
    },
    async (request) => {
      await mfa.removePasskey(
        deps(request),
        account(request),
        request.params.id,
        request.body,
        from(request),
        requestLanguage(request),
      );
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
        await service.resetPassword(deps(request), body, from(request), requestLanguage(request));
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
        response: { 200: resetTokenInfoSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { investor } = await service.validateResetToken(deps(request), request.query.token);
      return {
        success: true as const,
        investor,
        investorSiteUrl: investor ? (app.deps.config.investorSiteUrl ?? null) : null,
      };
    },
  );
};
