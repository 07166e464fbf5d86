import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, passwordGrant, setMaintenanceMode, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

describe('maintenance mode (settings flag)', () => {
  const ctx = useTestApp({ admin: false });

  it('limits the platform to signed-in administrators', async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const investorTokens = (
      await passwordGrant(ctx.app, investor.email, investor.password, { forAdmin: false })
    ).json();
    const admin = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    await setMaintenanceMode(ctx.db, true);

    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { ...bearer(investorTokens.accessToken), 'accept-language': 'en' },
    });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({
      errors: [{ code: 'SYSTEM:MAINTENANCE', message: expect.any(String) }],
      maintenance: {
        title: 'Maintenance break',
        message: expect.stringContaining('temporarily unavailable'),
      },
    });
    const polish = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { ...bearer(investorTokens.accessToken), 'accept-language': 'pl' },
    });
    expect(polish.json().maintenance.title).toBe('Przerwa techniczna');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/splash-screen' });
    expect(anonymous.statusCode).toBe(503);

    // administrators keep working, and can still sign in
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(admin.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect((await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);

    await setMaintenanceMode(ctx.db, false);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(investorTokens.accessToken),
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('system maintenance (SYSTEM_MAINTENANCE=1)', () => {
  // no admin: sign-in answers 503 here
  const ctx = useTestApp({ env: { SYSTEM_MAINTENANCE: '1' }, admin: false });

  it('answers 503 to every call but the health checks, administrators and sign-in included', async () => {
    for (const url of ['/api/user/me', '/api/admin/splash-screen', '/api/docs/openapi.json']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().maintenance).toEqual({
        title: 'System upgrade',
        message: expect.stringContaining('being upgraded'),
      });
      expect(res.json().errors[0].code).toBe('SYSTEM:SYSTEM_MAINTENANCE');
    }
    const token = await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(token.statusCode).toBe(503);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });
});
