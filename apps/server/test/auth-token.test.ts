import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { bearer, client, createUser, fakeClock, passwordGrant, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const clock = fakeClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const refresh = (refreshToken: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { grantType: 'refresh_token', refreshToken, ...client, ...extra },
  });

describe('password grant', () => {
  it('signs the seeded admin in and /user/me answers who it is', async () => {
    const res = await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true, isSuperAdmin: true });
  });

  it('answers INVALID_GRANT identically for a wrong password, an unknown email and an inactive user', async () => {
    const inactive = await createUser(ctx.database.db, { active: false });
    const timed = async (email: string, password: string) => {
      const started = performance.now();
      const res = await passwordGrant(ctx.app, email, password);
      return { res, ms: performance.now() - started };
    };
    const cases = {
      wrong: [TEST_ADMIN_EMAIL, 'Wrong-password1'],
      unknown: ['nobody@example.com', 'Whatever123'],
      disabled: [inactive.email, inactive.password],
    } as const;
    const times: Record<keyof typeof cases, number[]> = { wrong: [], unknown: [], disabled: [] };
    // interleaved rounds, so load on the machine hits every case alike; the medians are compared
    for (let round = 0; round < 4; round++) {
      for (const [name, [email, password]] of Object.entries(cases) as [
        keyof typeof cases,
        readonly [string, string],
      ][]) {
        const { res, ms } = await timed(email, password);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          errors: [{ code: 'AUTH:INVALID_GRANT', message: 'Email or password is not valid' }],
        });
        times[name].push(ms);
      }
      clock.advance(61_000); // stay under the throttle
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Each path runs one argon2 verification; an unknown email or an inactive user must not
    // answer visibly faster than a wrong password.
    expect(median(times.unknown)).toBeGreaterThan(median(times.wrong) * 0.3);
    expect(median(times.disabled)).toBeGreaterThan(median(times.wrong) * 0.3);
  });

  it('refuses a non-admin with USER_IS_NOT_ADMIN when forAdmin, and only after a correct password', async () => {
    const investor = await createUser(ctx.database.db, { isAdmin: false });
    const wrongPassword = await passwordGrant(ctx.app, investor.email, 'Nope12345');
    expect(wrongPassword.json().errors[0].code).toBe('AUTH:INVALID_GRANT');
    const res = await passwordGrant(ctx.app, investor.email, investor.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('AUTH:USER_IS_NOT_ADMIN');
    const notForAdmin = await passwordGrant(ctx.app, investor.email, investor.password, {
      forAdmin: false,
    });
    expect(notForAdmin.statusCode).toBe(200);
  });

  it('refuses an unknown client or a wrong client secret', async () => {
    const res = await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, {
      clientSecret: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('AUTH:CLIENT_NOT_EXISTS');
  });

  it('validates the body: a missing grant type or a non-string email is a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grantType: 'password', email: ['a@b.c'], password: 'x', ...client },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'REQUEST:VALIDATION_FAILED',
      context: 'email',
    });
  });
});

describe('throttling', () => {
  it('locks an account after 5 failures within a minute, whatever the email case or whitespace, and lifts after it', async () => {
    const user = await createUser(ctx.database.db, { email: 'throttle.me@example.com' });
    const variants = [
      'throttle.me@example.com',
      'THROTTLE.ME@example.com',
      '  Throttle.Me@Example.com ',
      'throttle.me@EXAMPLE.COM',
      ' throttle.me@example.com',
    ];
    for (const email of variants) {
      const res = await passwordGrant(ctx.app, email, 'Wrong12345');
      expect(res.statusCode).toBe(400);
    }
    const locked = await passwordGrant(ctx.app, user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatchObject({
      code: 'AUTH:TOO_MANY_TRIES',
      message: 'Wait 1 minute until next try',
    });
    const lockedUpper = await passwordGrant(ctx.app, user.email.toUpperCase(), user.password);
    expect(lockedUpper.statusCode).toBe(429);

    clock.advance(61_000);
    const after = await passwordGrant(ctx.app, user.email, user.password);
    expect(after.statusCode).toBe(200);
  });

  it('locks one client IP after 20 failures across accounts', async () => {
    const user = await createUser(ctx.database.db);
    for (let i = 0; i < 20; i++) {
      const res = await passwordGrant(ctx.app, `someone${i}@example.com`, 'Wrong12345');
      expect(res.statusCode).toBe(400);
    }
    const res = await passwordGrant(ctx.app, user.email, user.password);
    expect(res.statusCode).toBe(429);
    const pathTrick = await ctx.app.inject({
      method: 'POST',
      url: '/API/TOKEN',
      payload: { grantType: 'password', email: user.email, password: user.password, ...client },
    });
    expect(pathTrick.statusCode).toBe(404); // no second door to the same handler
    clock.advance(61_000);
    expect((await passwordGrant(ctx.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('refresh grant', () => {
  it('rotates the refresh token on every use', async () => {
    const first = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(second.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const second = (await refresh(first.refreshToken)).json();
    clock.advance(11_000); // past the grace window for a lost answer
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe('AUTH:INVALID_GRANT');
    // the legitimate holder's newer token is dead too
    const next = await refresh(second.refreshToken);
    expect(next.statusCode).toBe(400);
  });

  it('a token presented again within seconds of its rotation (answer lost to a reload) is a retry, not theft', async () => {
    const first = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const lost = await refresh(first.refreshToken); // the tab reloaded before storing this
    expect(lost.statusCode).toBe(200);
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(200);
    const renewed = retry.json();
    expect(renewed.refreshToken).not.toBe(lost.json().refreshToken);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(renewed.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(200); // the family lives on
    clock.advance(11_000);
    expect((await refresh(first.refreshToken)).statusCode).toBe(400); // later: theft, family revoked
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(400);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(400);
    const tokens = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    clock.advance(15 * 24 * 3600 * 1000);
    const res = await refresh(tokens.refreshToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('AUTH:INVALID_GRANT');
  });

  it('an access token stops working when it expires; the refresh token gets a new one', async () => {
    const tokens = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    clock.advance(16 * 60 * 1000);
    const expired = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(tokens.accessToken),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('AUTH:UNAUTHENTICATED');
    const renewed = (await refresh(tokens.refreshToken)).json();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(renewed.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('logout revokes the refresh token family', async () => {
    const tokens = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.json()).toEqual({ success: true });
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: 'nope' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('refuses a forged access token', async () => {
    const tokens = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const [header, payload] = tokens.accessToken.split('.');
    const forged = `${header}.${payload}.AAAA`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(forged),
    });
    expect(res.statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
  });
});
