import { and, desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, userPasskeys, webauthnChallenges } from '../src/db/schema/index.js';
import { bearer, client, createUser, passwordGrant, signIn } from './helpers/auth.js';
import { useTestApp } from './helpers/test-app.js';
import { softAuthenticator, type SoftAuthenticator } from './helpers/webauthn.js';

/**
 * Passkeys as a second factor (REQ-MFA-6 to REQ-MFA-9), answered by a software authenticator
 * with a real ES256 key (helpers/webauthn.ts) against the test app's relying party
 * (PUBLIC_URL http://localhost): registration, the sign-in's second step, a credential of
 * another user, a replayed challenge, a counter that did not grow, the throttle, renaming and
 * removing with a fresh check.
 */
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => (nowMs += ms);
const ctx = useTestApp({ clock, admin: false });

let ipCounter = 0;
/** A fresh source address per test, so one test's wrong answers do not throttle the next. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const post = (url: string, headers: Record<string, string>, payload?: object, ip = '192.0.2.200') =>
  ctx.app.inject({ method: 'POST', url, headers, remoteAddress: ip, payload: payload ?? {} });

const mfaGrant = (mfaToken: string, factor: object, ip = '192.0.2.200') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    payload: { grantType: 'mfa', mfaToken, ...client, ...factor },
  });

const signInOptions = async (mfaToken: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/token/mfa/passkey-options',
    payload: { mfaToken },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
};

/** A new staff user, signed in, with one passkey registered through the API. */
async function userWithPasskey(name = 'Laptop') {
  const user = await createUser(ctx.db);
  const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
  const key = softAuthenticator();
  const added = await register(headers, key, name);
  expect(added.statusCode).toBe(200);
  return { user, headers, key, passkeyId: added.json().id as number };
}

async function register(headers: Record<string, string>, key: SoftAuthenticator, name: string) {
  const options = await post('/api/user/me/two-step/passkeys/options', headers);
  expect(options.statusCode).toBe(200);
  return post('/api/user/me/two-step/passkeys', headers, {
    name,
    response: key.register(options.json()),
  });
}

async function mfaTokenOf(user: { email: string; password: string }) {
  const res = await passwordGrant(ctx.app, user.email, user.password);
  expect(res.statusCode).toBe(200);
  expect(res.json().mfaRequired).toBe(true);
  return res.json() as { mfaToken: string; factors: string[] };
}

const audits = async (userId: number) =>
  ctx.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.id));

describe('registration', () => {
  it('options for the configured relying party; a verified, named passkey is listed and audited, and the sign-in gets a second step', async () => {
    const user = await createUser(ctx.db);
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const options = await post('/api/user/me/two-step/passkeys/options', headers);
    expect(options.statusCode).toBe(200);
    const body = options.json();
    // from PUBLIC_URL, never the request's Host
    expect(body.rp).toEqual({ id: 'localhost', name: 'Backoffice' });
    expect(body.user.name).toBe(user.email);
    expect(body.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    // stored for any instance to find
    const stored = await ctx.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, body.challenge));
    expect(stored).toMatchObject([{ userId: user.id, purpose: 'register' }]);

    const key = softAuthenticator();
    const added = await post('/api/user/me/two-step/passkeys', headers, {
      name: '  Work laptop ',
      response: key.register(body),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/two-step/passkeys',
      headers,
    });
    expect(list.json().items).toEqual([
      { id: added.json().id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // the answer never carries the key
    expect(list.body).not.toContain(key.credentialId);
    const [row] = await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: key.credentialId, transports: ['internal'] });
    expect((await audits(user.id))[0]).toMatchObject({
      action: 'user.passkey-registered',
      after: { name: 'Work laptop' },
    });
    // the challenge was taken: the same answer again is refused
    const again = await post('/api/user/me/two-step/passkeys', headers, {
      name: 'Again',
      response: key.register(body),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('AUTH:PASSKEY_REGISTRATION_FAILED');

    // a user with only a passkey gets the second step, offering the passkey alone
    const step = await mfaTokenOf(user);
    expect(step.factors).toEqual(['passkey']);
  });

  it('an answer for another origin, another user’s challenge or an empty name is refused', async () => {
    const { headers } = await userWithPasskey();
    const other = await createUser(ctx.db);
    const otherHeaders = bearer((await signIn(ctx.app, other.email, other.password)).accessToken);
    const key = softAuthenticator();

    const options = (await post('/api/user/me/two-step/passkeys/options', headers)).json();
    const phishing = await post('/api/user/me/two-step/passkeys', headers, {
      name: 'Phished',
      response: key.register(options, 'https://evil.example'),
    });
    expect(phishing.json().errors[0].code).toBe('AUTH:PASSKEY_REGISTRATION_FAILED');

    // a challenge issued to one user is not the other's
    const mine = (await post('/api/user/me/two-step/passkeys/options', headers)).json();
    const stolen = await post('/api/user/me/two-step/passkeys', otherHeaders, {
      name: 'Stolen',
      response: key.register(mine),
    });
    expect(stolen.json().errors[0].code).toBe('AUTH:PASSKEY_REGISTRATION_FAILED');

    const fresh = (await post('/api/user/me/two-step/passkeys/options', headers)).json();
    const empty = await post('/api/user/me/two-step/passkeys', headers, {
      name: '   ',
      response: key.register(fresh),
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('PASSKEY_NAME_EMPTY');
  });

  it('the same credential cannot be registered twice', async () => {
    const { headers, key } = await userWithPasskey();
    const again = await register(headers, key, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('AUTH:PASSKEY_ALREADY_REGISTERED');
  });
});

describe('sign-in with a passkey', () => {
  it('completes the second step, updates last used and counter, and audits the sign-in', async () => {
    const { user, key, passkeyId } = await userWithPasskey();
    const { mfaToken } = await mfaTokenOf(user);
    const options = await signInOptions(mfaToken);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials.map((entry) => entry.id)).toEqual([key.credentialId]);
    advance(1_000);
    const res = await mfaGrant(mfaToken, { passkey: key.answer(options) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('accessToken');
    const [row] = await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.id, passkeyId));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt?.getTime()).toBe(nowMs);
    expect((await audits(user.id))[0]).toMatchObject({
      action: 'user.sign-in',
      after: { secondFactor: 'passkey' },
    });
  });

  it('a replayed answer is refused: its challenge was taken by the first use', async () => {
    const { user, key } = await userWithPasskey();
    const first = await mfaTokenOf(user);
    const answer = key.answer(await signInOptions(first.mfaToken));
    expect((await mfaGrant(first.mfaToken, { passkey: answer })).statusCode).toBe(200);
    const second = await mfaTokenOf(user);
    const replay = await mfaGrant(second.mfaToken, { passkey: answer }, nextIp());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe('AUTH:PASSKEY_NOT_VALID');
  });

  it("another user's passkey does not complete this user's sign-in", async () => {
    const victim = await userWithPasskey();
    const attacker = await userWithPasskey();
    const { mfaToken } = await mfaTokenOf(victim.user);
    const options = await signInOptions(mfaToken);
    // the attacker's own, valid passkey signs the victim's challenge
    const res = await mfaGrant(mfaToken, { passkey: attacker.key.answer(options) }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('AUTH:PASSKEY_NOT_VALID');
    expect((await audits(victim.user.id))[0]).toMatchObject({
      action: 'user.mfa-failed',
      after: { factor: 'passkey' },
    });
    // nor does a challenge issued for the attacker's sign-in serve the victim's
    const attackerStep = await mfaTokenOf(attacker.user);
    const attackerOptions = await signInOptions(attackerStep.mfaToken);
    const swapped = await mfaGrant(
      mfaToken,
      { passkey: victim.key.answer(attackerOptions) },
      nextIp(),
    );
    expect(swapped.json().errors[0].code).toBe('AUTH:PASSKEY_NOT_VALID');
  });

  it('a counter that did not grow (a cloned authenticator) is refused', async () => {
    const { user, key } = await userWithPasskey();
    const first = await mfaTokenOf(user);
    key.counter = 5;
    const ok = await mfaGrant(first.mfaToken, {
      passkey: key.answer(await signInOptions(first.mfaToken)),
    });
    expect(ok.statusCode).toBe(200);
    const second = await mfaTokenOf(user);
    key.counter = 5; // the clone's count
    const clone = await mfaGrant(
      second.mfaToken,
      { passkey: key.answer(await signInOptions(second.mfaToken)) },
      nextIp(),
    );
    expect(clone.statusCode).toBe(400);
    expect(clone.json().errors[0].code).toBe('AUTH:PASSKEY_NOT_VALID');
  });

  it('wrong answers are throttled like codes: after 5 a minute the right one waits too', async () => {
    const { user, key } = await userWithPasskey();
    const stranger = softAuthenticator();
    const ip = nextIp();
    const { mfaToken } = await mfaTokenOf(user);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await mfaGrant(
        mfaToken,
        { passkey: stranger.answer(await signInOptions(mfaToken)) },
        ip,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await mfaGrant(
      mfaToken,
      { passkey: key.answer(await signInOptions(mfaToken)) },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('AUTH:MFA_TOO_MANY_TRIES');
    advance(61_000);
    const ok = await mfaGrant(mfaToken, { passkey: key.answer(await signInOptions(mfaToken)) }, ip);
    expect(ok.statusCode).toBe(200);
  });

  it('options need a valid mfa token; with TOTP too, every factor is offered', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/mfa/passkey-options',
      payload: { mfaToken: 'not-a-token' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('AUTH:MFA_TOKEN_NOT_VALID');

    const { user, headers } = await userWithPasskey();
    const start = await post('/api/user/me/two-step/totp', headers);
    const secret = start.json().secret as string;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: nowMs,
    });
    expect((await post('/api/user/me/two-step/totp/confirm', headers, { code })).statusCode).toBe(
      200,
    );
    expect((await mfaTokenOf(user)).factors).toEqual(['totp', 'recovery', 'passkey']);
  });
});

describe('the user’s own passkeys', () => {
  it('rename: audited with the old and new name; another user’s passkey is not found', async () => {
    const { user, headers, passkeyId } = await userWithPasskey('Old');
    const other = await userWithPasskey();
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/me/two-step/passkeys/${passkeyId}`,
      headers,
      payload: { name: 'New' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await audits(user.id))[0]).toMatchObject({
      action: 'user.passkey-renamed',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/me/two-step/passkeys/${other.passkeyId}`,
      headers,
      payload: { name: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.id, other.passkeyId));
    expect(row?.name).toBe('Laptop');
  });

  it('remove asks for a fresh check (a passkey here), then the sign-in has no second step', async () => {
    const { user, headers, key, passkeyId } = await userWithPasskey();
    const url = `/api/user/me/two-step/passkeys/${passkeyId}/remove`;
    const unchecked = await post(url, headers, {});
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().errors[0].code).toBe('AUTH:MFA_CODE_REQUIRED');
    // a sign-in's challenge is not a check's
    const { mfaToken } = await mfaTokenOf(user);
    const wrongPurpose = await post(
      url,
      headers,
      { passkey: key.answer(await signInOptions(mfaToken)) },
      nextIp(),
    );
    expect(wrongPurpose.json().errors[0].code).toBe('AUTH:PASSKEY_NOT_VALID');

    const check = await post('/api/user/me/two-step/passkeys/check-options', headers);
    expect(check.statusCode).toBe(200);
    const removed = await post(url, headers, { passkey: key.answer(check.json()) });
    expect(removed.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id)),
    ).toEqual([]);
    expect((await audits(user.id))[0]).toMatchObject({
      action: 'user.passkey-removed',
      before: { name: 'Laptop' },
      after: { factor: 'passkey' },
    });
    expect((await passwordGrant(ctx.app, user.email, user.password)).json()).toHaveProperty(
      'accessToken',
    );
    // nothing left to check with
    const none = await post('/api/user/me/two-step/passkeys/check-options', headers);
    expect(none.statusCode).toBe(409);
  });

  it('every passkey route needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/me/two-step/passkeys'],
      ['POST', '/api/user/me/two-step/passkeys/options'],
      ['POST', '/api/user/me/two-step/passkeys/check-options'],
      ['POST', '/api/user/me/two-step/passkeys/1/remove'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
