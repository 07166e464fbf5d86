import { and, desc, eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, userTotp } from '../src/db/schema/index.js';
import { sha256 } from '../src/core/auth/passwords.js';
import { bearer, client, createUser, passwordGrant, signIn } from './helpers/auth.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The TOTP second factor (REQ-MFA-1 to REQ-MFA-5) with a clock the test holds still and moves:
 * enrolment, the previous, current and next step, a code two steps away and a reused code
 * refused, recovery codes once, the mfa grant and its throttle, turning it off.
 */
const STEP_MS = 30_000;
// a frozen clock 5 s into a step, moved only forward (access tokens must not be issued later
// than they are checked)
let nowMs = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
const clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => (nowMs += ms);
const ctx = useTestApp({ clock, admin: false });

const codeAt = (secret: string, atMs: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: atMs });

let ipCounter = 0;
/** A fresh source address per test, so one test's wrong codes do not throttle the next. */
const nextIp = () => `192.0.2.${++ipCounter}`;

const post = (url: string, headers: Record<string, string>, payload?: object, ip = '192.0.2.200') =>
  ctx.app.inject({ method: 'POST', url, headers, remoteAddress: ip, payload: payload ?? {} });
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

const mfaGrant = (mfaToken: string, factor: object, ip = '192.0.2.200') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    payload: { grantType: 'mfa', mfaToken, ...client, ...factor },
  });

/** A new staff user with TOTP on: their headers, secret and recovery codes. */
async function enrolledUser() {
  const user = await createUser(ctx.db);
  const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
  const start = await post('/api/user/me/two-step/totp', headers);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json();
  const confirm = await post('/api/user/me/two-step/totp/confirm', headers, {
    code: codeAt(secret, nowMs),
  });
  expect(confirm.statusCode).toBe(200);
  // the confirming code's step is spent: the tests start two steps later, so that the
  // previous step's code is a fresh one
  advance(2 * STEP_MS);
  return { user, headers, secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

async function mfaTokenOf(user: { email: string; password: string }) {
  const res = await passwordGrant(ctx.app, user.email, user.password);
  expect(res.statusCode).toBe(200);
  return res.json().mfaToken as string;
}

const auditActions = async (userId: number) =>
  (
    await ctx.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(desc(auditLog.id))
  ).map((row) => row.action);

describe('enrolment', () => {
  it('start answers the secret, its URI and a QR code; a first code turns it on with 10 recovery codes; all audited', async () => {
    const user = await createUser(ctx.db);
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    expect((await get('/api/user/me/two-step', headers)).json()).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
      enrolmentRequired: false,
      enrolmentDueAt: null,
      factors: [],
    });
    const start = await post('/api/user/me/two-step/totp', headers);
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('algorithm=SHA1');
    expect(otpauthUri).toContain('digits=6');
    expect(otpauthUri).toContain('period=30');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // stored encrypted, not as typed
    const [row] = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row?.secretEncrypted).toMatch(/^v1:/);
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
    // a pending secret does not change the sign-in
    expect((await passwordGrant(ctx.app, user.email, user.password)).json()).toHaveProperty(
      'accessToken',
    );

    const wrong = await post('/api/user/me/two-step/totp/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].code).toBe('AUTH:MFA_CODE_NOT_VALID');
    const confirm = await post('/api/user/me/two-step/totp/confirm', headers, {
      code: codeAt(secret, nowMs),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // hashed: no stored value is a code
    const stored = await ctx.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.hash)).toContain(sha256(String(codes[0]).replace('-', '')));
    for (const s of stored) expect(codes).not.toContain(s.hash);

    const status = await get('/api/user/me/two-step', headers);
    expect(status.json()).toEqual({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      enrolmentRequired: false,
      enrolmentDueAt: null,
      // what a step-up check can then be made with
      factors: ['totp', 'recovery'],
    });
    // neither the secret nor a code is readable back from any GET of the account
    for (const url of ['/api/user/me/two-step', '/api/user/me', `/api/user/me/preferences`]) {
      const body = (await get(url, headers)).body;
      expect(body).not.toContain(secret);
      for (const code of codes) expect(body).not.toContain(code);
    }
    // a second start while it is on is refused (the secret cannot be replaced or read again)
    const again = await post('/api/user/me/two-step/totp', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('AUTH:MFA_ALREADY_ENABLED');
    expect(again.body).not.toContain(secret);

    const actions = await auditActions(user.id);
    expect(actions).toContain('user.totp-enrolment');
    expect(actions).toContain('user.totp-enabled');
    expect(actions).toContain('user.mfa-failed');
    // the audit log never holds the secret nor a code
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), like(auditLog.action, 'user.%')));
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    for (const code of codes) expect(text).not.toContain(code);
    advance(STEP_MS);
  });

  it('the two-step routes need a signed-in user, and no admin permission', async () => {
    expect((await get('/api/user/me/two-step', {})).statusCode).toBe(401);
    expect((await post('/api/user/me/two-step/totp', {})).statusCode).toBe(401);
    const investor = await createUser(ctx.db, { isAdmin: false });
    const tokens = (
      await passwordGrant(ctx.app, investor.email, investor.password, {
        forAdmin: false,
      })
    ).json();
    expect((await get('/api/user/me/two-step', bearer(tokens.accessToken))).statusCode).toBe(200);
  });
});

describe('sign-in with a second factor', () => {
  it('the password grant answers mfaRequired and no tokens; the mfa token is no access token', async () => {
    const { user } = await enrolledUser();
    const res = await passwordGrant(ctx.app, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      factors: ['totp', 'recovery'],
    });
    expect(body).not.toHaveProperty('accessToken');
    expect(body).not.toHaveProperty('refreshToken');
    const asBearer = await get('/api/user/me', bearer(body.mfaToken));
    expect(asBearer.statusCode).toBe(401);
    // nor is an access token an mfa token
    const other = await createUser(ctx.db);
    const { accessToken } = await signIn(ctx.app, other.email, other.password);
    const forged = await mfaGrant(accessToken, { code: '123456' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].code).toBe('AUTH:MFA_TOKEN_NOT_VALID');
  });

  it('accepts a code of the current, the previous and the next step; refuses one two steps away and the same code again', async () => {
    const { user, secret } = await enrolledUser();
    const ip = nextIp();
    const complete = async (code: string) => mfaGrant(await mfaTokenOf(user), { code }, ip);

    const previous = await complete(codeAt(secret, nowMs - STEP_MS));
    expect(previous.statusCode).toBe(200);
    expect(previous.json()).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    expect((await get('/api/user/me', bearer(previous.json().accessToken))).statusCode).toBe(200);
    expect((await complete(codeAt(secret, nowMs))).statusCode).toBe(200);
    const nextCode = codeAt(secret, nowMs + STEP_MS);
    expect((await complete(nextCode)).statusCode).toBe(200);

    const twoAway = await complete(codeAt(secret, nowMs + 2 * STEP_MS));
    expect(twoAway.statusCode).toBe(400);
    expect(twoAway.json().errors[0].code).toBe('AUTH:MFA_CODE_NOT_VALID');
    // the same code again, in its own step or the one before: refused
    const reused = await complete(nextCode);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].code).toBe('AUTH:MFA_CODE_NOT_VALID');
    advance(STEP_MS);
    expect((await complete(nextCode)).statusCode).toBe(400);
    const twoBack = await complete(codeAt(secret, nowMs - 2 * STEP_MS));
    expect(twoBack.statusCode).toBe(400);

    const actions = await auditActions(user.id);
    expect(actions.filter((a) => a === 'user.mfa-failed').length).toBeGreaterThanOrEqual(4);
    const [signIn] = await ctx.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'user.sign-in')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(signIn?.after).toEqual({ secondFactor: 'totp' });
    advance(2 * STEP_MS);
  });

  it('a recovery code works once, in any case and with spaces', async () => {
    const { user, headers, recoveryCodes: codes } = await enrolledUser();
    const ip = nextIp();
    const first = String(codes[0]);
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const ok = await mfaGrant(await mfaTokenOf(user), { recoveryCode: typed }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('accessToken');
    const again = await mfaGrant(await mfaTokenOf(user), { recoveryCode: first }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('AUTH:MFA_RECOVERY_CODE_NOT_VALID');
    expect((await get('/api/user/me/two-step', headers)).json().recoveryCodesLeft).toBe(9);
    expect(await auditActions(user.id)).toContain('user.recovery-code-used');
  });

  it('wrong codes are throttled like passwords: after 5 a minute the right one waits too', async () => {
    const { user, secret } = await enrolledUser();
    const ip = nextIp();
    const token = await mfaTokenOf(user);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await mfaGrant(token, { code: '000000' }, ip);
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await mfaGrant(token, { code: codeAt(secret, nowMs) }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('AUTH:MFA_TOO_MANY_TRIES');
    expect(await auditActions(user.id)).toContain('user.mfa-lockout');
    // a minute later the right code goes through (the mfa token lives 5 minutes)
    advance(61_000);
    const ok = await mfaGrant(token, { code: codeAt(secret, nowMs) }, ip);
    expect(ok.statusCode).toBe(200);
  });

  it('an expired mfa token, one of another client or a missing code are refused', async () => {
    const { user, secret } = await enrolledUser();
    const token = await mfaTokenOf(user);
    const none = await mfaGrant(token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].code).toBe('AUTH:MFA_CODE_REQUIRED');
    advance(5 * 60_000 + 1_000);
    const expired = await mfaGrant(token, { code: codeAt(secret, nowMs) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].code).toBe('AUTH:MFA_TOKEN_NOT_VALID');
    const garbage = await mfaGrant('not-a-token', { code: '123456' });
    expect(garbage.json().errors[0].code).toBe('AUTH:MFA_TOKEN_NOT_VALID');
  });
});

describe('recovery codes and turning it off', () => {
  it('regenerating needs a valid code, replaces every earlier code and is audited', async () => {
    const { user, headers, secret, recoveryCodes: old } = await enrolledUser();
    const ip = nextIp();
    const refused = await post(
      '/api/user/me/two-step/recovery-codes',
      headers,
      { code: '111111' },
      ip,
    );
    expect(refused.statusCode).toBe(400);
    const res = await post(
      '/api/user/me/two-step/recovery-codes',
      headers,
      { code: codeAt(secret, nowMs) },
      ip,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const oldOne = await mfaGrant(await mfaTokenOf(user), { recoveryCode: old[0] }, ip);
    expect(oldOne.statusCode).toBe(400);
    expect(await auditActions(user.id)).toContain('user.recovery-codes');
    advance(STEP_MS);
  });

  it('turning it off needs a valid code; then the password alone signs in again', async () => {
    const { user, headers, secret } = await enrolledUser();
    const ip = nextIp();
    const noCode = await post('/api/user/me/two-step/totp/disable', headers, {}, ip);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0].code).toBe('AUTH:MFA_CODE_REQUIRED');
    const wrong = await post('/api/user/me/two-step/totp/disable', headers, { code: '123456' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/user/me/two-step', headers)).json().totpEnabled).toBe(true);
    const off = await post(
      '/api/user/me/two-step/totp/disable',
      headers,
      { code: codeAt(secret, nowMs) },
      ip,
    );
    expect(off.statusCode).toBe(200);
    expect((await get('/api/user/me/two-step', headers)).json()).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
      enrolmentRequired: false,
      enrolmentDueAt: null,
      factors: [],
    });
    expect(
      await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await passwordGrant(ctx.app, user.email, user.password)).json()).toHaveProperty(
      'accessToken',
    );
    expect(await auditActions(user.id)).toContain('user.totp-disabled');
    const twice = await post('/api/user/me/two-step/totp/disable', headers, { code: '123456' }, ip);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('AUTH:MFA_NOT_ENABLED');
    advance(STEP_MS);
  });
});
