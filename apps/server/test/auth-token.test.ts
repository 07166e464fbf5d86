import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { sha256 } from '../src/core/auth/passwords.js';
import { auditLog, refreshTokens } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';
import { ALL_PERMISSIONS } from '@backoffice/contract';
import {
  bearer,
  client,
  createRole,
  createUser,
  fakeClock,
  passwordGrant,
  signIn,
} from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const clock = fakeClock();
const ctx = useTestApp({ clock, admin: false });

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

  it("/user/me carries the effective permissions: a role's and personal ones, every name for a super admin", async () => {
    await createRole(ctx.db, 'me-perm-role', ['admin:faq:list', 'admin:faq:edit']);
    const user = await createUser(ctx.db, {
      roles: ['me-perm-role'],
      permissions: ['admin:tags:list', 'admin:faq:list'],
    });
    const mine = await signIn(ctx.app, user.email, user.password);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(mine.accessToken),
    });
    expect(me.json().permissions).toEqual(['admin:faq:edit', 'admin:faq:list', 'admin:tags:list']);

    const admin = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const adminMe = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(admin.accessToken),
    });
    expect(adminMe.json().permissions).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('answers INVALID_GRANT identically for a wrong password, an unknown email and an inactive user', async () => {
    const inactive = await createUser(ctx.db, { active: false });
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
    const investor = await createUser(ctx.db, { isAdmin: false });
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
    const user = await createUser(ctx.db, { email: 'throttle.me@example.com' });
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
      message: 'Too many failed sign-ins for this account; wait 1 minute and try again',
    });
    const lockedUpper = await passwordGrant(ctx.app, user.email.toUpperCase(), user.password);
    expect(lockedUpper.statusCode).toBe(429);

    clock.advance(61_000);
    const after = await passwordGrant(ctx.app, user.email, user.password);
    expect(after.statusCode).toBe(200);
  });

  it('locks one client IP after 20 failures across accounts', async () => {
    const user = await createUser(ctx.db);
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

describe('throttling by account and source', () => {
  const from = (ip: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: ip,
      payload: { grantType: 'password', email, password, forAdmin: true, ...client },
    });

  it('5 wrong passwords from one address lock the account there only; the owner elsewhere signs in', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) {
      expect((await from('203.0.113.10', user.email, 'Wrong12345')).statusCode).toBe(400);
    }
    const lockedHere = await from('203.0.113.10', user.email, user.password);
    expect(lockedHere.statusCode).toBe(429);
    expect(lockedHere.json().errors[0].code).toBe('AUTH:TOO_MANY_TRIES');
    expect((await from('198.51.100.20', user.email, user.password)).statusCode).toBe(200);
    // still locked at the guesser's address
    expect((await from('203.0.113.10', user.email, user.password)).statusCode).toBe(429);
    clock.advance(61_000);
  });

  it('the account-wide ceiling (50 failures from any addresses) locks the account everywhere', async () => {
    const user = await createUser(ctx.db);
    // 50 failures from 10 addresses, 5 each: no address reaches its own limit early
    for (let i = 0; i < 50; i++) {
      const res = await from(`192.0.2.${1 + Math.floor(i / 5)}`, user.email, 'Wrong12345');
      expect(res.statusCode).toBe(400);
    }
    const elsewhere = await from('198.51.100.77', user.email, user.password);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().errors[0].code).toBe('AUTH:TOO_MANY_TRIES');
    clock.advance(61_000);
    expect((await from('198.51.100.77', user.email, user.password)).statusCode).toBe(200);
  });
});

describe('a spread guesser and IPv6 sources', () => {
  const from = (ip: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: ip,
      payload: { grantType: 'password', email, password, forAdmin: true, ...client },
    });

  it("55 failures from 11 addresses lock out a new address, not the owner's known one", async () => {
    const user = await createUser(ctx.db);
    const home = '198.51.100.30';
    expect((await from(home, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 55; i++) {
      const res = await from(`192.0.2.${101 + Math.floor(i / 5)}`, user.email, 'Wrong12345');
      expect(res.statusCode).toBe(i < 50 ? 400 : 429);
    }
    const stranger = await from('198.51.100.31', user.email, user.password);
    expect(stranger.statusCode).toBe(429);
    expect((await from(home, user.email, user.password)).statusCode).toBe(200);
    // the known address keeps its own limit of 5 failures
    for (let i = 0; i < 5; i++) {
      expect((await from(home, user.email, 'Wrong12345')).statusCode).toBe(400);
    }
    expect((await from(home, user.email, user.password)).statusCode).toBe(429);
    clock.advance(61_000);
  });

  it('two IPv6 addresses in one /64 share the per-source and per-IP counters', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) {
      expect((await from('2001:db8:1:2::a', user.email, 'Wrong12345')).statusCode).toBe(400);
    }
    expect((await from('2001:db8:1:2:ffff::b', user.email, user.password)).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::a', user.email, user.password)).statusCode).toBe(200);
    // 20 failures across accounts, each from another address of one /64
    for (let i = 0; i < 20; i++) {
      const res = await from(`2001:db8:9:0::${i + 1}`, `nobody${i}@example.com`, 'Wrong12345');
      expect(res.statusCode).toBe(400);
    }
    const other = await createUser(ctx.db);
    expect((await from('2001:db8:9:0::99', other.email, other.password)).statusCode).toBe(429);
    clock.advance(61_000);
  });
});

describe('sign-in history', () => {
  const entries = (userId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(asc(auditLog.id));
  const agent = 'Mozilla/5.0 (HistoryTest) Firefox/130.0';
  const grant = (ip: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: ip,
      headers: { 'user-agent': agent },
      payload: { grantType: 'password', email, password, forAdmin: true, ...client },
    });

  it('records sign-ins, failed sign-ins, the lockout and sign-outs with the IP and user agent', async () => {
    const user = await createUser(ctx.db);
    expect((await grant('203.0.113.5', user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await grant('203.0.113.6', user.email, 'Wrong12345')).statusCode).toBe(400);
    }
    expect((await grant('203.0.113.6', user.email, user.password)).statusCode).toBe(429);
    const session = (await grant('203.0.113.7', user.email, user.password)).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: '203.0.113.8',
      headers: { 'user-agent': agent },
      payload: { refreshToken: session.refreshToken },
    });
    const log = await entries(user.id);
    expect(log.map((e) => [e.action, e.ip])).toEqual([
      ['user.sign-in', '203.0.113.5'],
      ...Array.from({ length: 5 }, () => ['user.sign-in-failed', '203.0.113.6']),
      // the fifth failure locks the account out for that address, once (the refusal is not one)
      ['user.lockout', '203.0.113.6'],
      ['user.sign-in', '203.0.113.7'],
      ['user.sign-out', '203.0.113.8'],
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({ actorId: user.id, actorEmail: user.email, userAgent: agent });
    }
    expect(log.find((e) => e.action === 'user.lockout')?.after).toEqual({
      scope: 'source',
      minutes: 1,
    });
    // the user screen shows the last one
    const admin = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/user/${user.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(shown.json().lastSignIn).toEqual({
      at: log
        .filter((e) => e.action === 'user.sign-in')
        .at(-1)
        ?.createdAt.toISOString(),
      ip: '203.0.113.7',
    });
    clock.advance(61_000);
  });

  it('a failed sign-in for no such account is recorded under the typed address', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    expect((await grant('203.0.113.9', email, 'Wrong12345')).statusCode).toBe(400);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.sign-in-failed'), eq(auditLog.actorEmail, email)));
    expect(entry).toMatchObject({
      actorId: null,
      entityId: null,
      ip: '203.0.113.9',
      userAgent: agent,
    });
  });

  it('a failed sign-in records the typed value only when it is an e-mail address', async () => {
    const typed = ['Secret-Passw0rd!', `${'a'.repeat(250)}@example.com`];
    for (const email of typed) {
      expect((await grant('203.0.113.11', email, 'Wrong12345')).statusCode).toBe(400);
    }
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.sign-in-failed'), eq(auditLog.ip, '203.0.113.11')));
    expect(rows.map((row) => [row.actorEmail, row.after])).toEqual([
      [null, { typed: 'not-an-email' }],
      [null, { typed: 'not-an-email' }],
    ]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('secret-passw0rd');
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

  it('a token presented again within seconds of its rotation (answer lost to a reload) answers the same pair again', async () => {
    const first = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const lost = await refresh(first.refreshToken); // the tab reloaded before storing this
    expect(lost.statusCode).toBe(200);
    clock.advance(3_000);
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(200);
    const renewed = retry.json();
    expect(renewed).toEqual(lost.json());
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

  it('20 concurrent refreshes with one token all get the same pair, and the session does not fork', async () => {
    const first = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(first.refreshToken)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const pairs = new Set(answers.map((res) => res.body));
    expect(pairs.size).toBe(1);
    const [spent] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    const chain = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, spent?.familyId ?? ''));
    // the spent token and its one successor: one chain
    expect(chain).toHaveLength(2);
    const { accessToken, refreshToken } = JSON.parse([...pairs][0] ?? '{}');
    expect(chain.map((row) => row.tokenHash)).toContain(sha256(refreshToken));
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    // no usable refresh token is kept in the database: only hashes
    expect(chain.map((row) => row.tokenHash)).not.toContain(refreshToken);
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

  it("logout ends that session's access tokens at once, and only that session's", async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.app, user.email, user.password);
    const other = await signIn(ctx.app, user.email, user.password);
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect((await me(session.accessToken)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: session.refreshToken },
    });
    const after = await me(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].code).toBe('AUTH:UNAUTHENTICATED');
    expect((await me(other.accessToken)).statusCode).toBe(200);
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
