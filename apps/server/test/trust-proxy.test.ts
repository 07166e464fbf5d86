import { desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loginAttempts } from '../src/db/schema/index.js';
import { type TestApp, useTestApp } from './helpers/test-app.js';
import { bearer, client, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

// Documentation addresses (RFC 5737): the client's real one, the one it claims, the proxy's.
const REAL_CLIENT = '198.51.100.7';
const SPOOFED = '203.0.113.66';
const PROXY = '10.0.0.2';
// What the client sends (`X-Forwarded-For: 203.0.113.66`) with what its proxy appends.
const FORWARDED = `${SPOOFED}, ${REAL_CLIENT}`;

/** The address the app takes for a request: the IP its audit entry records. */
async function recordedIp(
  ctx: TestApp,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string | null> {
  const token = (await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/faq',
    remoteAddress,
    headers: { ...bearer(token), 'x-forwarded-for': forwardedFor },
    payload: {
      data: {
        active: true,
        position: 1,
        isFeatured: false,
        question: { pl: 'Pytanie', en: 'Question' },
        answer: { pl: 'Odpowiedź', en: 'Answer' },
      },
    },
  });
  expect(created.statusCode).toBe(201);
  const [entry] = await ctx.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'faq.create'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry?.ip ?? null;
}

/** A wrong password through the proxy, then which addresses the sign-in limit counted. */
async function countedAddresses(ctx: TestApp, remoteAddress: string, forwardedFor: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      grantType: 'password',
      email: TEST_ADMIN_EMAIL,
      password: 'Not-the-password-1',
      forAdmin: true,
      ...client,
    },
  });
  expect(res.statusCode).toBe(400);
  const keysWith = async (address: string) =>
    (
      await ctx.db
        .select({ key: loginAttempts.key })
        .from(loginAttempts)
        .where(like(loginAttempts.key, `%${address}%`))
    ).length;
  // the throttle keeps several counters per try (per source, per account and source): what
  // matters is that the real address is in them and the spoofed one in none
  return { real: (await keysWith(REAL_CLIENT)) > 0, spoofed: await keysWith(SPOOFED) };
}

describe('TRUST_PROXY=1: one proxy hop', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1' }, admin: false });

  it('takes the address the proxy appended, not a left-most one the client wrote', async () => {
    expect(await recordedIp(ctx, PROXY, FORWARDED)).toBe(REAL_CLIENT);
  });

  it('the sign-in limit counts the real address, so a client cannot shed it by spoofing', async () => {
    expect(await countedAddresses(ctx, PROXY, FORWARDED)).toEqual({ real: true, spoofed: 0 });
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: `127.0.0.1, 10.0.0.0/8` }, admin: false });

  it('walks back through the listed proxies and stops at the first address not on the list', async () => {
    expect(await recordedIp(ctx, PROXY, FORWARDED)).toBe(REAL_CLIENT);
    expect(await countedAddresses(ctx, PROXY, FORWARDED)).toEqual({ real: true, spoofed: 0 });
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    expect(await recordedIp(ctx, '192.0.2.9', FORWARDED)).toBe('192.0.2.9');
  });
});
