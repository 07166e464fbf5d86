import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { buildResetLink } from '../src/modules/auth/service.js';
import { createTestApp, type TestContext, useTestApp } from './helpers/test-app.js';
import {
  bearer,
  client,
  createUser,
  fakeClock,
  linkToken,
  passwordGrant,
  readOutbox,
} from './helpers/auth.js';

const clock = fakeClock();
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
const ctx = useTestApp({ clock, env: { OUTBOX_DIR: outbox }, admin: false });

const ORIGIN = 'http://localhost:80';
const pattern = `${ORIGIN}/reset-password/:resetPasswordToken`;
const requestReset = (email: string, activationUrlPattern = pattern, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    headers: { host: 'localhost:80', 'accept-language': language },
    payload: { email, activationUrlPattern },
  });
const submit = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: body });
const validate = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/user/reset-password?token=${encodeURIComponent(token)}`,
  });

describe('password reset', () => {
  it('mails a link through the outbox, validates it, sets the password once and ends old sessions', async () => {
    const user = await createUser(ctx.db);
    const session = (await passwordGrant(ctx.app, user.email, user.password)).json();

    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const message = await readOutbox(outbox, user.email);
    expect(message.subject).toBe('Set a new password');
    expect(message.text).toContain(`${ORIGIN}/reset-password/`);
    const token = linkToken(message.text);

    expect((await validate(token)).json()).toEqual({
      success: true,
      investor: false,
      investorSiteUrl: null,
    });

    const weak = await submit({ token, newPassword: 'short', repeatPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({
      code: 'AUTH:PASSWORD_CONSTRAINTS_MISMATCH',
      context: 'newPassword',
    });
    for (const bad of ['alllowercase1', 'NODIGITSHERE', 'Sh0rt']) {
      const r = await submit({ token, newPassword: bad, repeatPassword: bad });
      expect(r.json().errors[0].code).toBe('AUTH:PASSWORD_CONSTRAINTS_MISMATCH');
    }
    const different = await submit({
      token,
      newPassword: 'NewPassw0rd',
      repeatPassword: 'NewPassw0rX',
    });
    expect(different.json().errors[0]).toMatchObject({
      code: 'AUTH:PASSWORD_NOT_SAME',
      context: 'repeatPassword',
    });

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      remoteAddress: '198.51.100.4',
      headers: { 'user-agent': 'ResetTest/2' },
      payload: { token, newPassword: 'NewPassw0rd', repeatPassword: 'NewPassw0rd' },
    });
    expect(ok.statusCode).toBe(200);
    // the password change is in the account's history, with where it came from
    const [changed] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.password-reset'), eq(auditLog.entityId, String(user.id))),
      );
    expect(changed).toMatchObject({
      actorId: user.id,
      ip: '198.51.100.4',
      userAgent: 'ResetTest/2',
    });

    // single use
    const again = await submit({
      token,
      newPassword: 'NewPassw0rd2',
      repeatPassword: 'NewPassw0rd2',
    });
    expect(again.json().errors[0].code).toBe('AUTH:RESET_TOKEN_NOT_VALID');
    expect((await validate(token)).json().errors[0].code).toBe('AUTH:RESET_TOKEN_NOT_VALID');

    // the old password is gone, the new one works
    expect((await passwordGrant(ctx.app, user.email, user.password)).statusCode).toBe(400);
    expect((await passwordGrant(ctx.app, user.email, 'NewPassw0rd')).statusCode).toBe(200);

    // sessions from before the reset are over: refresh token and access token alike
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grantType: 'refresh_token', refreshToken: session.refreshToken, ...client },
    });
    expect(refreshed.statusCode).toBe(400);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const res = await requestReset('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0).toBe(before);
  });

  it('writes the email in the caller language', async () => {
    const user = await createUser(ctx.db);
    await requestReset(user.email, pattern, 'pl');
    expect((await readOutbox(outbox, user.email)).subject).toBe('Ustaw nowe hasło');
  });

  it('limits password links per email (3) and per client IP (10) in 15 minutes, account or not', async () => {
    clock.advance(16 * 60_000); // a fresh window for this test
    const user = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) expect((await requestReset(user.email)).statusCode).toBe(200);
    const fourth = await requestReset(user.email.toUpperCase());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].code).toBe('AUTH:TOO_MANY_RESET_REQUESTS');
    // the same for an address with no account: the limit tells nothing about existence
    for (let i = 0; i < 3; i++) await requestReset('ghost@example.com');
    expect((await requestReset('ghost@example.com')).statusCode).toBe(429);
    // 6 requests from this IP so far; 4 more addresses reach the IP limit of 10
    for (let i = 0; i < 4; i++)
      expect((await requestReset(`other${i}@example.com`)).statusCode).toBe(200);
    expect((await requestReset('one-more@example.com')).statusCode).toBe(429);
    clock.advance(16 * 60_000);
    expect((await requestReset(user.email)).statusCode).toBe(200);
  });

  it('refuses a link pattern pointing at another site', async () => {
    const user = await createUser(ctx.db);
    const res = await requestReset(
      user.email,
      'https://evil.example.net/reset-password/:resetPasswordToken',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ context: 'activationUrlPattern' });
  });

  it('checks the link built from the pattern: no relative link, no token in the user name', async () => {
    const user = await createUser(ctx.db);
    for (const trick of [
      // parses as http://localhost, but the built link has lost its scheme
      'http:resetPasswordToken@localhost:80/x',
      'http://:resetPasswordToken@localhost:80/x',
    ]) {
      const res = await requestReset(user.email, trick);
      expect(res.statusCode, trick).toBe(400);
      expect(res.json().errors[0], trick).toMatchObject({
        code: expect.stringMatching(/^AUTH:(LINK_ORIGIN_NOT_ALLOWED|INVALID)$/),
        context: 'activationUrlPattern',
      });
    }
  });

  it('buildResetLink refuses https:resetPasswordToken@bo.example/x (a relative link once built)', () => {
    expect(() =>
      buildResetLink('https:resetPasswordToken@bo.example/x', 'secret-token', [
        'https://bo.example',
      ]),
    ).toThrow(/^AUTH:(LINK_ORIGIN_NOT_ALLOWED|INVALID)$/);
    expect(
      buildResetLink('https://bo.example/reset/:resetPasswordToken', 'secret-token', [
        'https://bo.example',
      ]),
    ).toBe('https://bo.example/reset/secret-token');
  });

  it('an expired link answers TOKEN_EXPIRED; a made-up one RESET_TOKEN_NOT_VALID', async () => {
    const user = await createUser(ctx.db);
    await requestReset(user.email);
    const token = linkToken((await readOutbox(outbox, user.email)).text);
    clock.advance(61 * 60 * 1000);
    expect((await validate(token)).json().errors[0].code).toBe('AUTH:TOKEN_EXPIRED');
    const res = await submit({ token, newPassword: 'NewPassw0rd', repeatPassword: 'NewPassw0rd' });
    expect(res.json().errors[0].code).toBe('AUTH:TOKEN_EXPIRED');
    expect((await validate('made-up')).json().errors[0].code).toBe('AUTH:RESET_TOKEN_NOT_VALID');
  });
});

describe("a mailed link's address comes from the configured origins, never from the request", () => {
  const mailTo = async (
    app: Pick<TestContext, 'app' | 'database'>,
    dir: string,
    headers: Record<string, string>,
    activationUrlPattern: string,
  ) => {
    const user = await createUser(app.database.db);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'accept-language': 'en', ...headers },
      payload: { email: user.email, activationUrlPattern },
    });
    return { res, message: res.statusCode === 200 ? await readOutbox(dir, user.email) : null };
  };

  it('with Host: evil.example, a link to evil.example is refused and one to PUBLIC_URL is mailed there', async () => {
    clock.advance(16 * 60_000); // a fresh window of the reset limits
    const evil = await mailTo(
      ctx,
      outbox,
      { host: 'evil.example' },
      'http://evil.example/reset-password/:resetPasswordToken',
    );
    expect(evil.res.statusCode).toBe(400);
    expect(evil.res.json().errors).toEqual([
      expect.objectContaining({
        code: 'AUTH:LINK_ORIGIN_NOT_ALLOWED',
        context: 'activationUrlPattern',
      }),
    ]);
    const own = await mailTo(
      ctx,
      outbox,
      { host: 'evil.example' },
      'http://localhost/reset-password/:resetPasswordToken', // testConfig's PUBLIC_URL
    );
    expect(own.res.statusCode).toBe(200);
    expect(own.message?.text).toMatch(/: http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]+$/m);
    expect(own.message?.html).not.toContain('evil.example');
  });

  it('with TRUST_PROXY=1, X-Forwarded-Host does not choose the address either', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-proxy-'));
    const proxied = await createTestApp({
      clock,
      env: {
        OUTBOX_DIR: dir,
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://admin.example.com',
        APP_ORIGINS: 'https://backoffice.example.com',
      },
    });
    try {
      const headers = {
        host: 'admin.example.com',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      const evil = await mailTo(
        proxied,
        dir,
        headers,
        'https://evil.example/reset-password/:resetPasswordToken',
      );
      expect(evil.res.statusCode).toBe(400);
      expect(evil.res.json().errors[0].code).toBe('AUTH:LINK_ORIGIN_NOT_ALLOWED');
      for (const origin of ['https://admin.example.com', 'https://backoffice.example.com']) {
        const own = await mailTo(
          proxied,
          dir,
          headers,
          `${origin}/reset-password/:resetPasswordToken`,
        );
        expect(own.res.statusCode, own.res.body).toBe(200);
        expect(own.message?.text).toContain(`${origin}/reset-password/`);
      }
    } finally {
      await proxied.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
