import { and, desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, permissions, roles, rolePermissions } from '../src/db/schema/index.js';
import { bearer, client, createUser, passwordGrant, signIn, stepUp } from './helpers/auth.js';
import { createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { useTestApp } from './helpers/test-app.js';
import { TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

/**
 * Step-up (REQ-STEP-1 to REQ-STEP-5) and the second-factor policy (REQ-MFA-POL-1 to
 * REQ-MFA-POL-4), with a clock the test holds still and moves forward.
 */
const STEP_MS = 30_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let nowMs = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
const clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => (nowMs += ms);
// access tokens that outlive the days the policy's tests move the clock by: the refusals under
// test are the policy's, not an expired token's
const ctx = useTestApp({ clock, env: { ACCESS_TOKEN_TTL: String(30 * 24 * 3600) } });

const codeAt = (secret: string, atMs: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: atMs });

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  ip = '198.51.100.250',
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

let roleId = 0;
const permissionIds: number[] = [];
beforeAll(async () => {
  const [role] = await ctx.db
    .insert(roles)
    .values({ name: 'Step-up test', slug: 'step-up-test' })
    .returning();
  roleId = present(role).id;
  const rows = await ctx.db.select({ id: permissions.id }).from(permissions).limit(40);
  permissionIds.push(...rows.map((r) => r.id));
});
let nextPermission = 0;
/** A guarded grant: give the test role one more permission. */
const grant = (headers: Record<string, string>) =>
  inject(
    'POST',
    `/api/admin/role/${roleId}/permissions/${permissionIds[nextPermission++]}`,
    headers,
  );
const granted = async () =>
  (await ctx.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).length;

/**
 * A super admin (who may grant any permission), signed in with the password only: the
 * step-up is what stands between them and a grant.
 */
async function granter() {
  const user = await createUser(ctx.db, { isSuperAdmin: true });
  const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
  return { user, headers };
}

async function enrol(headers: Record<string, string>) {
  const start = await inject('POST', '/api/user/me/two-step/totp', headers);
  expect(start.statusCode).toBe(200);
  const secret = start.json().secret as string;
  const confirm = await inject('POST', '/api/user/me/two-step/totp/confirm', headers, {
    code: codeAt(secret, nowMs),
  });
  expect(confirm.statusCode).toBe(200);
  advance(2 * STEP_MS);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

describe('step-up', () => {
  it('a grant without a recent check is refused with AUTH:STEP_UP_REQUIRED and changes nothing; the password check lets it through', async () => {
    const { user, headers } = await granter();
    const before = await granted();
    const refused = await grant(headers);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('AUTH:STEP_UP_REQUIRED');
    expect(await granted()).toBe(before);

    const empty = await inject('POST', '/api/user/me/step-up', headers, {});
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, 'AUTH:STEP_UP_PASSWORD_REQUIRED']);
    const wrong = await inject(
      'POST',
      '/api/user/me/step-up',
      headers,
      { password: 'nope' },
      nextIp(),
    );
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'AUTH:STEP_UP_PASSWORD_NOT_VALID']);
    const ok = await inject('POST', '/api/user/me/step-up', headers, { password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().validUntil).getTime()).toBe(nowMs + 10 * MINUTE);

    expect((await grant(headers)).statusCode).toBe(200);
    expect(await granted()).toBe(before + 1);
    const [entry] = await ctx.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.step-up'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toEqual({ factor: 'password' });
  });

  it('the check expires after the window (10 minutes by default, then as Settings say) and holds for its session only', async () => {
    const { user, headers } = await granter();
    await stepUp(ctx.app, headers, user.password);
    advance(10 * MINUTE - 1000);
    expect((await grant(headers)).statusCode).toBe(200);
    advance(2000);
    const expired = await grant(headers);
    expect([expired.statusCode, codeOf(expired)]).toEqual([403, 'AUTH:STEP_UP_REQUIRED']);

    // another session of the same user has made no check
    await stepUp(ctx.app, headers, user.password);
    const other = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    expect(codeOf(await grant(other))).toBe('AUTH:STEP_UP_REQUIRED');
    expect((await grant(headers)).statusCode).toBe(200);

    // a refreshed access token is the same session: the check stays
    const tokens = await signIn(ctx.app, user.email, user.password);
    await stepUp(ctx.app, bearer(tokens.accessToken), user.password);
    advance(1000);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grantType: 'refresh_token', refreshToken: tokens.refreshToken, ...client },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await grant(bearer(refreshed.json().accessToken))).statusCode).toBe(200);

    // the super admin makes the window 30 minutes (with a check of their own: the clock moved)
    await stepUp(ctx.app, ctx.admin, TEST_ADMIN_PASSWORD);
    const current = await inject('GET', '/api/admin/config/security', ctx.admin);
    expect(current.json()).toMatchObject({ stepUpMinutes: 10, mfaRequiredFor: 'none' });
    const saved = await inject('PUT', '/api/admin/config/security', ctx.admin, {
      data: { stepUpMinutes: 30, mfaRequiredFor: 'none', mfaGraceDays: 7 },
      version: current.json().version,
    });
    expect(saved.statusCode).toBe(200);
    await stepUp(ctx.app, headers, user.password);
    advance(29 * MINUTE);
    expect((await grant(headers)).statusCode).toBe(200);
    advance(2 * MINUTE);
    expect(codeOf(await grant(headers))).toBe('AUTH:STEP_UP_REQUIRED');
    // the policy itself is guarded too: the admin's own check has lapsed by now
    const stale = await inject('PUT', '/api/admin/config/security', ctx.admin, {
      data: { stepUpMinutes: 10, mfaRequiredFor: 'none', mfaGraceDays: 7 },
      version: saved.json().version,
    });
    expect(codeOf(stale)).toBe('AUTH:STEP_UP_REQUIRED');
    await stepUp(ctx.app, ctx.admin, TEST_ADMIN_PASSWORD);
    const back = await inject('PUT', '/api/admin/config/security', ctx.admin, {
      data: { stepUpMinutes: 10, mfaRequiredFor: 'none', mfaGraceDays: 7 },
      version: saved.json().version,
    });
    expect(back.statusCode).toBe(200);
  });

  it('a sign-in with the second factor is a check; later a code or a recovery code is, the password is not', async () => {
    const { user, headers } = await granter();
    const { secret, recoveryCodes } = await enrol(headers);
    const first = await passwordGrant(ctx.app, user.email, user.password);
    const mfaToken = first.json().mfaToken as string;
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grantType: 'mfa', mfaToken, code: codeAt(secret, nowMs), ...client },
    });
    expect(signedIn.statusCode).toBe(200);
    const mfaHeaders = bearer(signedIn.json().accessToken);
    expect((await grant(mfaHeaders)).statusCode).toBe(200);

    advance(11 * MINUTE);
    expect(codeOf(await grant(mfaHeaders))).toBe('AUTH:STEP_UP_REQUIRED');
    const byPassword = await inject('POST', '/api/user/me/step-up', mfaHeaders, {
      password: user.password,
    });
    expect([byPassword.statusCode, codeOf(byPassword)]).toEqual([400, 'AUTH:MFA_CODE_REQUIRED']);
    const byCode = await inject('POST', '/api/user/me/step-up', mfaHeaders, {
      code: codeAt(secret, nowMs),
    });
    expect(byCode.statusCode).toBe(200);
    expect((await grant(mfaHeaders)).statusCode).toBe(200);
    // the same code twice is refused (REQ-MFA-4)
    const reused = await inject(
      'POST',
      '/api/user/me/step-up',
      mfaHeaders,
      {
        code: codeAt(secret, nowMs),
      },
      nextIp(),
    );
    expect(codeOf(reused)).toBe('AUTH:MFA_CODE_NOT_VALID');

    advance(11 * MINUTE);
    const byRecovery = await inject('POST', '/api/user/me/step-up', mfaHeaders, {
      recoveryCode: recoveryCodes[0],
    });
    expect(byRecovery.statusCode).toBe(200);
    expect((await grant(mfaHeaders)).statusCode).toBe(200);
  });

  it('wrong step-up codes are throttled like the sign-in codes: the sixth try in a minute is refused, even a right code', async () => {
    const { user, headers } = await granter();
    const { secret } = await enrol(headers);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await inject('POST', '/api/user/me/step-up', headers, { code: '000000' }, ip);
      expect(codeOf(wrong)).toBe('AUTH:MFA_CODE_NOT_VALID');
    }
    const blocked = await inject(
      'POST',
      '/api/user/me/step-up',
      headers,
      {
        code: codeAt(secret, nowMs),
      },
      ip,
    );
    expect([blocked.statusCode, codeOf(blocked)]).toEqual([429, 'AUTH:MFA_TOO_MANY_TRIES']);
    expect(codeOf(await grant(headers))).toBe('AUTH:STEP_UP_REQUIRED');
    advance(MINUTE + 1000);
    const after = await inject(
      'POST',
      '/api/user/me/step-up',
      headers,
      {
        code: codeAt(secret, nowMs),
      },
      ip,
    );
    expect(after.statusCode).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('money actions and the payment-provider secrets are guarded too', async () => {
    const user = await createUser(ctx.db, {
      permissions: ['admin:investment:manual-order', 'admin:config:get', 'admin:config:edit'],
    });
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const target = await createOfferWithSeries(ctx.db);
    const investor = await createInvestor(ctx.db);
    const order = {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 1,
      acceptedAgreementIds: [],
    };
    const refused = await inject('POST', '/api/admin/investment/manual-order', headers, order);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'AUTH:STEP_UP_REQUIRED']);
    const paypal = await inject('GET', '/api/admin/config/paypal', headers);
    const save = () =>
      inject('PUT', '/api/admin/config/paypal', headers, {
        data: {
          maxAmount: '5000',
          defaultCredentials: {
            productionMode: false,
            sandboxClientId: 'sandbox-id',
            sandboxClientSecret: 'sandbox-secret',
            productionClientId: '',
            productionClientSecret: '',
          },
        },
        version: paypal.json().version,
      });
    expect(codeOf(await save())).toBe('AUTH:STEP_UP_REQUIRED');
    await stepUp(ctx.app, headers, user.password);
    const placed = await inject('POST', '/api/admin/investment/manual-order', headers, order);
    expect(placed.statusCode, placed.body).not.toBe(403);
    expect((await save()).statusCode).toBe(200);
  });
});

describe('the second-factor policy', () => {
  // the super admin holds a factor, so the policies below never lock the test's admin out
  beforeAll(async () => {
    adminSecret = (await enrol(ctx.admin)).secret;
  });
  let adminSecret = '';
  // saving the policy asks the super admin for a recent check: a fresh code each time
  const stepUpAdmin = async () => {
    advance(STEP_MS);
    const checked = await inject('POST', '/api/user/me/step-up', ctx.admin, {
      code: codeAt(adminSecret, nowMs),
    });
    expect(checked.statusCode).toBe(200);
  };
  const savePolicy = async (
    headers: Record<string, string>,
    mfaRequiredFor: 'none' | 'staff' | 'money',
    mfaGraceDays = 7,
  ) => {
    if (headers === ctx.admin) await stepUpAdmin();
    const current = await inject('GET', '/api/admin/config/security', ctx.admin);
    return inject('PUT', '/api/admin/config/security', headers, {
      data: { stepUpMinutes: 10, mfaRequiredFor, mfaGraceDays },
      version: current.json().version,
    });
  };

  it('only the super admin saves it, audited', async () => {
    const editor = await createUser(ctx.db, {
      permissions: ['admin:config:get', 'admin:config:edit'],
    });
    const headers = bearer((await signIn(ctx.app, editor.email, editor.password)).accessToken);
    expect((await inject('GET', '/api/admin/config/security', headers)).statusCode).toBe(200);
    const refused = await savePolicy(headers, 'staff');
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'CONFIG:ONLY_SUPER_ADMIN']);
    const bad = await inject('PUT', '/api/admin/config/security', ctx.admin, {
      data: { stepUpMinutes: 0, mfaRequiredFor: 'everyone', mfaGraceDays: -1 },
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await savePolicy(ctx.admin, 'money', 7);
    expect(saved.statusCode).toBe(200);
    const [entry] = await ctx.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'security-settings.update'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({ mfaRequiredFor: 'money', mfaGraceDays: 7 });
    expect((await savePolicy(ctx.admin, 'none')).statusCode).toBe(200);
  });

  it('money staff without a factor: taken to enrolment in the grace period, refused after it except enrolment, let in once enrolled', async () => {
    const finance = await createUser(ctx.db, { permissions: ['admin:order:list'] });
    const editor = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    expect((await savePolicy(ctx.admin, 'money', 3)).statusCode).toBe(200);
    const headers = bearer((await signIn(ctx.app, finance.email, finance.password)).accessToken);
    const editorHeaders = bearer(
      (await signIn(ctx.app, editor.email, editor.password)).accessToken,
    );

    const status = await inject('GET', '/api/user/me/two-step', headers);
    expect(status.json()).toMatchObject({ totpEnabled: false, enrolmentRequired: true });
    expect(new Date(status.json().enrolmentDueAt).getTime()).toBe(nowMs + 3 * DAY);
    expect((await inject('GET', '/api/user/me/two-step', editorHeaders)).json()).toMatchObject({
      enrolmentRequired: false,
      enrolmentDueAt: null,
    });
    // in the grace period the admin routes still answer
    expect((await inject('GET', '/api/admin/order', headers)).statusCode).toBe(200);

    advance(3 * DAY + MINUTE);
    // the grace period is over: refused, with its own code, on every admin route
    const refused = await inject('GET', '/api/admin/order', headers);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'AUTH:MFA_ENROLMENT_REQUIRED']);
    // the staff the policy does not cover go on
    const fresh = bearer((await signIn(ctx.app, editor.email, editor.password)).accessToken);
    expect((await inject('GET', '/api/admin/faq', fresh)).statusCode).toBe(200);
    // a new sign-in is given tokens (enrolment needs them) but not the admin routes
    const again = bearer((await signIn(ctx.app, finance.email, finance.password)).accessToken);
    expect(codeOf(await inject('GET', '/api/admin/order', again))).toBe(
      'AUTH:MFA_ENROLMENT_REQUIRED',
    );
    expect((await inject('GET', '/api/user/me', again)).statusCode).toBe(200);
    // enrolment stays open, and lets them in
    await enrol(again);
    expect((await inject('GET', '/api/admin/order', again)).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/me/two-step', again)).json()).toMatchObject({
      totpEnabled: true,
      enrolmentRequired: false,
    });
    expect((await savePolicy(ctx.admin, 'none')).statusCode).toBe(200);
  });

  it('"all staff" covers every staff member; a new scope starts the grace period again', async () => {
    const finance = await createUser(ctx.db, { permissions: ['admin:transaction:list'] });
    expect((await savePolicy(ctx.admin, 'money', 0)).statusCode).toBe(200);
    const headers = bearer((await signIn(ctx.app, finance.email, finance.password)).accessToken);
    advance(1000);
    expect(codeOf(await inject('GET', '/api/admin/transaction', headers))).toBe(
      'AUTH:MFA_ENROLMENT_REQUIRED',
    );
    // the scope changes to all staff: everyone's grace period starts again, from now
    expect((await savePolicy(ctx.admin, 'staff', 1)).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/transaction', headers)).statusCode).toBe(200);
    const plain = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    const plainHeaders = bearer((await signIn(ctx.app, plain.email, plain.password)).accessToken);
    advance(DAY + MINUTE);
    expect(codeOf(await inject('GET', '/api/admin/faq', plainHeaders))).toBe(
      'AUTH:MFA_ENROLMENT_REQUIRED',
    );
    expect((await savePolicy(ctx.admin, 'none')).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/faq', plainHeaders)).statusCode).toBe(200);
  });
});
