import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users, userTotp } from '../src/db/schema/index.js';
import { bearer, client, createUser, linkToken, passwordGrant } from './helpers/auth.js';
import { useTestApp } from './helpers/test-app.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';

/**
 * Sessions and the account-security notices (REQ-SESS-1 to REQ-SESS-6): listing and ending
 * one's own and another user's sessions under the power rule, an ended session's access token
 * refused at once, the new-device, password and second-factor mails, and a super admin's reset
 * of another user's second factor.
 */
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-sessions-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
const ORIGIN = 'https://admin.example.test';

const STEP_MS = 30_000;
// a clock held still 5 s into a TOTP step, moved only forward (see two-step.test.ts)
let nowMs = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
const advance = (ms: number) => (nowMs += ms);
const ctx = useTestApp({
  clock: { now: () => new Date(nowMs) },
  env: { OUTBOX_DIR: outbox, PUBLIC_URL: ORIGIN },
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_WINDOWS_NEWER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

type Person = { id: number; email: string; password: string };

/** A sign-in from a browser and an address: its tokens and headers. */
async function signInFrom(user: Person, userAgent: string, ip = '198.51.100.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, 'accept-language': 'en' },
    payload: {
      grantType: 'password',
      email: user.email,
      password: user.password,
      forAdmin: true,
      ...client,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json() as { accessToken: string; refreshToken: string };
  return { ...tokens, headers: { ...bearer(tokens.accessToken), 'accept-language': 'en' } };
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

const sessionsOf = async (headers: Record<string, string>, url = '/api/user/me/sessions') => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: SessionItem[] }).items;
};
interface SessionItem {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

const me = (headers: Record<string, string>) => call('GET', '/api/user/me', headers);

const refresh = (refreshToken: string, ip = '198.51.100.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    payload: { grantType: 'refresh_token', refreshToken, ...client },
  });

const audits = async (userId: number, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

/** Every message delivered to an address, oldest first. */
function mailsTo(to: string): { subject: string; text: string; html: string }[] {
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')))
    .filter((message) => message.to === to);
}

/** Waits until a message with this subject reached the address, and answers it. */
async function waitForMail(to: string, subject: string) {
  for (let i = 0; i < 100; i += 1) {
    const found = mailsTo(to).filter((message) => message.subject === subject);
    if (found.length > 0) return found[found.length - 1] as { text: string; html: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${subject}" to ${to}`);
}
const countMails = (to: string, subject: string) =>
  mailsTo(to).filter((message) => message.subject === subject).length;

const NEW_SIGN_IN = 'A new sign-in to your account';

describe('own sessions', () => {
  it('lists the open sessions with device, IP, started and last used, this one marked', async () => {
    const user = await createUser(ctx.db);
    const windows = await signInFrom(user, CHROME_WINDOWS, '198.51.100.7');
    advance(1000);
    const linux = await signInFrom(user, FIREFOX_LINUX, '2001:db8::5');
    const items = await sessionsOf(linux.headers);
    expect(items).toHaveLength(2);
    // the most recently used first
    expect(items[0]).toMatchObject({
      browser: 'Firefox 128',
      os: 'Linux',
      ip: '2001:db8::5',
      current: true,
    });
    expect(items[1]).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      ip: '198.51.100.7',
      current: false,
    });
    expect(items[1]?.startedAt).toBe(items[1]?.lastUsedAt);
    // another user's list is theirs alone
    const other = await createUser(ctx.db);
    const otherSession = await signInFrom(other, SAFARI_MAC);
    expect((await sessionsOf(otherSession.headers)).map((s) => s.current)).toEqual([true]);
    // no token in the answer
    const raw = (await call('GET', '/api/user/me/sessions', windows.headers)).body;
    expect(raw).not.toContain(windows.refreshToken);
    expect(raw).not.toContain(windows.accessToken);
  });

  it('a refresh moves last used and the address', async () => {
    const user = await createUser(ctx.db);
    const session = await signInFrom(user, CHROME_WINDOWS, '198.51.100.8');
    const [before] = await sessionsOf(session.headers);
    advance(60_000);
    const rotated = await refresh(session.refreshToken, '198.51.100.9');
    expect(rotated.statusCode).toBe(200);
    const [after] = await sessionsOf(bearer(rotated.json().accessToken));
    expect(after?.id).toBe(before?.id);
    expect(after?.startedAt).toBe(before?.startedAt);
    expect(new Date(after?.lastUsedAt ?? 0).getTime()).toBe(nowMs);
    expect(after?.ip).toBe('198.51.100.9');
  });

  it('ending another of one’s sessions kills its access token at once, and is audited', async () => {
    const user = await createUser(ctx.db);
    const first = await signInFrom(user, CHROME_WINDOWS);
    const second = await signInFrom(user, FIREFOX_LINUX);
    expect((await me(first.headers)).statusCode).toBe(200);
    const target = (await sessionsOf(second.headers)).find((s) => !s.current);
    const res = await call('POST', `/api/user/me/sessions/${target?.id}/end`, second.headers);
    expect(res.statusCode, res.body).toBe(200);
    // the very next request with the ended session's unexpired access token is refused
    expect((await me(first.headers)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(400);
    expect((await me(second.headers)).statusCode).toBe(200);
    expect((await sessionsOf(second.headers)).map((s) => s.current)).toEqual([true]);
    const [entry] = await audits(user.id, 'user.session-ended');
    expect(entry).toMatchObject({ actorId: user.id, after: { session: target?.id } });
    // ended already, unknown, or not a UUID: no such session
    const again = await call('POST', `/api/user/me/sessions/${target?.id}/end`, second.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('AUTH:SESSION_NOT_EXISTS');
    const bad = await call('POST', '/api/user/me/sessions/not-a-uuid/end', second.headers);
    expect(bad.statusCode).toBe(400);
  });

  it("another user's session id ends nothing", async () => {
    const owner = await createUser(ctx.db);
    const ownerSession = await signInFrom(owner, CHROME_WINDOWS);
    const [ownerItem] = await sessionsOf(ownerSession.headers);
    const stranger = await createUser(ctx.db);
    const strangerSession = await signInFrom(stranger, CHROME_WINDOWS);
    const res = await call(
      'POST',
      `/api/user/me/sessions/${ownerItem?.id}/end`,
      strangerSession.headers,
    );
    expect(res.statusCode).toBe(404);
    expect((await me(ownerSession.headers)).statusCode).toBe(200);
  });

  it('signing out everywhere else keeps only this session', async () => {
    const user = await createUser(ctx.db);
    const a = await signInFrom(user, CHROME_WINDOWS);
    const b = await signInFrom(user, FIREFOX_LINUX);
    const c = await signInFrom(user, SAFARI_MAC);
    const res = await call('POST', '/api/user/me/sessions/end-others', b.headers);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(a.headers)).statusCode).toBe(401);
    expect((await me(c.headers)).statusCode).toBe(401);
    expect((await me(b.headers)).statusCode).toBe(200);
    expect(await sessionsOf(b.headers)).toHaveLength(1);
    const [entry] = await audits(user.id, 'user.sessions-ended');
    expect(entry?.after).toEqual({ count: 2 });
    // nothing else to end: an answer, no audit entry
    expect((await call('POST', '/api/user/me/sessions/end-others', b.headers)).json()).toEqual({
      ended: 0,
    });
    expect(await audits(user.id, 'user.sessions-ended')).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/user/me/sessions', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/user/me/sessions/end-others', {})).statusCode).toBe(401);
  });
});

describe("another user's sessions", () => {
  it('an admin with admin:user:edit lists and ends a less powerful user’s session', async () => {
    const admin = await createUser(ctx.db, {
      permissions: ['admin:user:edit', 'admin:user:get', 'admin:faq:list'],
    });
    const adminSession = await signInFrom(admin, SAFARI_MAC);
    const person = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    const personSession = await signInFrom(person, CHROME_WINDOWS, '198.51.100.20');
    const url = `/api/admin/user/${person.id}/sessions`;
    const items = await sessionsOf(adminSession.headers, url);
    expect(items).toEqual([
      expect.objectContaining({ ip: '198.51.100.20', browser: 'Chrome 131', current: false }),
    ]);
    const end = await call('POST', `${url}/${items[0]?.id}/end`, adminSession.headers);
    expect(end.statusCode, end.body).toBe(200);
    expect((await me(personSession.headers)).statusCode).toBe(401);
    const [entry] = await audits(person.id, 'user.session-ended');
    expect(entry).toMatchObject({ actorId: admin.id, after: { session: items[0]?.id } });
    // the id must be one of this user's sessions: the admin's own is not
    const [own] = await sessionsOf(adminSession.headers);
    const cross = await call('POST', `${url}/${own?.id}/end`, adminSession.headers);
    expect(cross.statusCode).toBe(404);
    expect((await me(adminSession.headers)).statusCode).toBe(200);
  });

  it('refuses an account more powerful than the admin’s, a super admin’s, and a missing one', async () => {
    const admin = await createUser(ctx.db, { permissions: ['admin:user:edit'] });
    const adminSession = await signInFrom(admin, SAFARI_MAC);
    const stronger = await createUser(ctx.db, {
      permissions: ['admin:user:edit', 'admin:faq:edit'],
    });
    const strongerSession = await signInFrom(stronger, CHROME_WINDOWS);
    const [strongerItem] = await sessionsOf(strongerSession.headers);
    for (const url of [
      `/api/admin/user/${stronger.id}/sessions`,
      `/api/admin/user/${stronger.id}/sessions/${strongerItem?.id}/end`,
    ]) {
      const res = await call(url.endsWith('/end') ? 'POST' : 'GET', url, adminSession.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0].code).toBe('ACCESS:CANT_MANAGE_MORE_POWERFUL_ACCOUNT');
    }
    expect((await me(strongerSession.headers)).statusCode).toBe(200);
    const [superAdmin] = await ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN_EMAIL));
    const onSuper = await call(
      'GET',
      `/api/admin/user/${superAdmin?.id}/sessions`,
      adminSession.headers,
    );
    expect(onSuper.statusCode).toBe(403);
    expect(
      (await call('GET', '/api/admin/user/999999/sessions', adminSession.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses an admin without admin:user:edit, whatever else they hold', async () => {
    const viewer = await createUser(ctx.db, { permissions: ['admin:user:get', 'admin:user:list'] });
    const viewerSession = await signInFrom(viewer, SAFARI_MAC);
    const person = await createUser(ctx.db);
    const res = await call('GET', `/api/admin/user/${person.id}/sessions`, viewerSession.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('new-device notice', () => {
  it('mails a sign-in from a device the account has not used, once, with no token in it', async () => {
    const user = await createUser(ctx.db);
    // the very first sign-in of an account is no news
    await signInFrom(user, CHROME_WINDOWS);
    // the same browser and system, a newer version, another address: no new device
    await signInFrom(user, CHROME_WINDOWS_NEWER, '198.51.100.99');
    const linux = await signInFrom(user, FIREFOX_LINUX, '198.51.100.44');
    const mail = await waitForMail(user.email, NEW_SIGN_IN);
    expect(mail.text).toContain('Firefox 128 on Linux');
    expect(mail.text).toContain('198.51.100.44');
    // the link is the configured back-office's "forgot password" page, never a token
    expect(mail.html).toContain(`href="${ORIGIN}/forgot-password"`);
    expect(mail.text).not.toContain(linux.refreshToken);
    expect(mail.text).not.toContain(linux.accessToken);
    // Firefox on Linux is known now: signing in from it again sends nothing
    await signInFrom(user, FIREFOX_LINUX, '198.51.100.45');
    // a later new device's mail arrives after anything the earlier sign-ins could have sent
    await signInFrom(user, SAFARI_MAC);
    await waitForMail(user.email, NEW_SIGN_IN);
    for (let i = 0; i < 40 && countMails(user.email, NEW_SIGN_IN) < 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const subjects = mailsTo(user.email).filter((m) => m.subject === NEW_SIGN_IN);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]?.text).toContain('Safari 17 on macOS');
  });
});

describe('password and second-factor notices', () => {
  it('a password set from a link mails the change, with no token in it', async () => {
    const user = await createUser(ctx.db);
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'accept-language': 'en' },
      payload: {
        email: user.email,
        activationUrlPattern: `${ORIGIN}/reset-password/:resetPasswordToken`,
      },
    });
    expect(ask.statusCode).toBe(200);
    const link = await waitForMail(user.email, 'Set a new password');
    const token = linkToken(link.text);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'accept-language': 'en' },
      payload: { token, newPassword: 'N3wPassword!x', repeatPassword: 'N3wPassword!x' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const notice = await waitForMail(user.email, 'Your account password was changed');
    expect(notice.html).toContain(`href="${ORIGIN}/forgot-password"`);
    expect(notice.text).not.toContain(token);
  });

  const codeAt = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: nowMs,
    });

  async function enrol(user: Person) {
    const session = await signInFrom(user, CHROME_WINDOWS);
    const start = await call('POST', '/api/user/me/two-step/totp', session.headers);
    const { secret } = start.json();
    const confirm = await call('POST', '/api/user/me/two-step/totp/confirm', session.headers, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    advance(2 * STEP_MS);
    return { session, secret: secret as string };
  }

  it('turning TOTP on and off mails the user each time, naming the factor and who', async () => {
    const user = await createUser(ctx.db);
    const { session, secret } = await enrol(user);
    const added = await waitForMail(user.email, 'A second factor was added to your account');
    expect(added.text).toContain('authenticator app (TOTP)');
    expect(added.text).toContain('you, from your own account');
    expect(added.text).not.toContain(secret);
    const off = await call('POST', '/api/user/me/two-step/totp/disable', session.headers, {
      code: codeAt(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    const removed = await waitForMail(user.email, 'A second factor was removed from your account');
    expect(removed.text).toContain('authenticator app (TOTP) and recovery codes');
  });

  it("a super admin resets another user's second factor: gone, audited, mailed, password alone signs in", async () => {
    const user = await createUser(ctx.db);
    await enrol(user);
    const res = await call('POST', `/api/admin/user/${user.id}/two-step/reset`, {
      ...ctx.admin,
      'accept-language': 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    const [entry] = await audits(user.id, 'user.second-factor-reset');
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      after: { factors: ['totp', 'recovery-codes'] },
    });
    const mail = await waitForMail(user.email, 'A second factor was removed from your account');
    expect(mail.text).toContain(TEST_ADMIN_EMAIL);
    const signIn = await passwordGrant(ctx.app, user.email, user.password);
    expect(signIn.json().accessToken).toEqual(expect.any(String));
    // nothing left to reset
    const again = await call('POST', `/api/admin/user/${user.id}/two-step/reset`, ctx.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('AUTH:MFA_NOT_ENABLED');
  });

  it('the reset is for a super admin only, and never on their own account', async () => {
    const user = await createUser(ctx.db);
    await enrol(user);
    const admin = await createUser(ctx.db, { permissions: ['admin:user:edit', 'admin:user:get'] });
    const adminSession = await signInFrom(admin, SAFARI_MAC);
    const denied = await call(
      'POST',
      `/api/admin/user/${user.id}/two-step/reset`,
      adminSession.headers,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].code).toBe('ACCESS:ONLY_SUPER_ADMIN');
    expect(await ctx.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toHaveLength(
      1,
    );
    const superAdmin = await createUser(ctx.db, { isSuperAdmin: true });
    const superSession = await signInFrom(superAdmin, SAFARI_MAC);
    const own = await call(
      'POST',
      `/api/admin/user/${superAdmin.id}/two-step/reset`,
      superSession.headers,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().errors[0].code).toBe('AUTH:CANT_RESET_OWN_SECOND_FACTOR');
  });
});
