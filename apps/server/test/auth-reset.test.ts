import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';
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
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { OUTBOX_DIR: outbox } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

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
    const user = await createUser(ctx.database.db);
    const session = (await passwordGrant(ctx.app, user.email, user.password)).json();

    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const message = await readOutbox(outbox, user.email);
    expect(message.subject).toBe('Set a new password');
    expect(message.text).toContain(`${ORIGIN}/reset-password/`);
    const token = linkToken(message.text);

    expect((await validate(token)).json()).toEqual({ success: true });

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

    const ok = await submit({ token, newPassword: 'NewPassw0rd', repeatPassword: 'NewPassw0rd' });
    expect(ok.statusCode).toBe(200);

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
    const user = await createUser(ctx.database.db);
    await requestReset(user.email, pattern, 'pl');
    expect((await readOutbox(outbox, user.email)).subject).toBe('Ustaw nowe hasło');
  });

  it('limits password links per email (3) and per client IP (10) in 15 minutes, account or not', async () => {
    clock.advance(16 * 60_000); // a fresh window for this test
    const user = await createUser(ctx.database.db);
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
    const user = await createUser(ctx.database.db);
    const res = await requestReset(
      user.email,
      'https://evil.example.net/reset-password/:resetPasswordToken',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ context: 'activationUrlPattern' });
  });

  it('an expired link answers TOKEN_EXPIRED; a made-up one RESET_TOKEN_NOT_VALID', async () => {
    const user = await createUser(ctx.database.db);
    await requestReset(user.email);
    const token = linkToken((await readOutbox(outbox, user.email)).text);
    clock.advance(61 * 60 * 1000);
    expect((await validate(token)).json().errors[0].code).toBe('AUTH:TOKEN_EXPIRED');
    const res = await submit({ token, newPassword: 'NewPassw0rd', repeatPassword: 'NewPassw0rd' });
    expect(res.json().errors[0].code).toBe('AUTH:TOKEN_EXPIRED');
    expect((await validate('made-up')).json().errors[0].code).toBe('AUTH:RESET_TOKEN_NOT_VALID');
  });
});
