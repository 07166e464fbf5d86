import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, SIDEBAR_ENTRIES } from '@backoffice/contract';
import type { SidebarEntry } from '@backoffice/contract/auth';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createRole, createUser, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const ctx = useTestApp({
  beforeReady: (app) => {
    // an admin route that forgot to declare a permission: the hook must refuse it
    app.get('/api/admin/__undeclared', async () => ({ leaked: true }));
  },
  admin: false,
});

const check = (token: string, names: string[]) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/user/me/permission-check?${names.map((n) => `permissions[]=${encodeURIComponent(n)}`).join('&')}`,
    headers: bearer(token),
  });

describe('permission check', () => {
  it('answers from role permissions and personal permissions, nothing else', async () => {
    await createRole(ctx.db, 'faq-editors', ['admin:faq:list', 'admin:faq:edit']);
    const user = await createUser(ctx.db, {
      roles: ['faq-editors'],
      permissions: ['admin:menu:list'],
    });
    const { accessToken } = await signIn(ctx.app, user.email, user.password);
    const res = await check(accessToken, [
      'admin:faq:list',
      'admin:faq:edit',
      'admin:faq:delete',
      'admin:menu:list',
      'admin:nothing:here',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { permission: 'admin:faq:list', isPermitted: true },
      { permission: 'admin:faq:edit', isPermitted: true },
      { permission: 'admin:faq:delete', isPermitted: false },
      { permission: 'admin:menu:list', isPermitted: true },
      { permission: 'admin:nothing:here', isPermitted: false },
    ]);
  });

  it('a super admin holds every permission', async () => {
    const { accessToken } = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const res = await check(accessToken, ALL_PERMISSIONS);
    expect(res.json().every((r: { isPermitted: boolean }) => r.isPermitted)).toBe(true);
  });

  it('needs at least one permission name', async () => {
    const { accessToken } = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/user/me/permission-check',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(400);
  });

  it('a signed-in non-admin cannot reach /api/admin', async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const tokens = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: {
          grantType: 'password',
          email: investor.email,
          password: investor.password,
          forAdmin: false,
          clientId: 'backoffice',
          clientSecret: 'backoffice-public-client',
        },
      })
    ).json();
    const res = await check(tokens.accessToken, ['admin:faq:list']);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('AUTH:USER_IS_NOT_ADMIN');
  });
});

describe('splash screen menu', () => {
  it('lists only the areas the user may list', async () => {
    const none = await createUser(ctx.db);
    const faq = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    const menuOf = async (email: string, password: string) => {
      const { accessToken } = await signIn(ctx.app, email, password);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/splash-screen',
        headers: { ...bearer(accessToken), 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const empty = await menuOf(none.email, none.password);
    expect(empty.menu).toEqual([]);
    // the full name (REQ-SHELL-5): "Welcome, Test User7", not "Welcome, Test"
    expect(empty.splash.title).toMatch(/^Welcome, Test User\d+$/);
    const withFaq = await menuOf(faq.email, faq.password);
    expect(withFaq.menu).toContainEqual({
      type: 'link',
      href: '/faq',
      icon: 'IconHelp',
      title: 'menu.faq',
    });
  });
});

describe('sidebar', () => {
  const splashMenu = async (email: string, password: string) => {
    const { accessToken } = await signIn(ctx.app, email, password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/splash-screen',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { menu: SidebarEntry[] }).menu;
  };
  /** What the menu must be: the contract's links the holder may list, under their sections. */
  const expected = (may: (permission: string) => boolean) =>
    SIDEBAR_ENTRIES.filter((link) => may(link.permission)).flatMap((link, i, visible) => [
      ...(visible[i - 1]?.section === link.section
        ? []
        : [{ type: 'section', title: link.section }]),
      {
        type: 'link',
        href: link.href,
        icon: link.icon,
        title: link.title,
        ...(link.count ? { count: link.count } : {}),
      },
    ]);

  it("a super admin's menu is every link of SIDEBAR_ENTRIES, so the client test covers all", async () => {
    const menu = await splashMenu(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(menu).toEqual(expected(() => true));
    expect(menu.filter((entry) => entry.type === 'link')).toHaveLength(SIDEBAR_ENTRIES.length);
  });

  it("a holder's menu is SIDEBAR_ENTRIES filtered by their permissions", async () => {
    const granted = ['admin:faq:list', 'admin:role:list', 'admin:audit-log:list'];
    const user = await createUser(ctx.db, { permissions: granted });
    expect(await splashMenu(user.email, user.password)).toEqual(
      expected((permission) => granted.includes(permission)),
    );
  });
});

describe('deny by default', () => {
  it('every registered /api/admin route declares a permission or signed-in-admin only', () => {
    const adminRoutes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/admin') && r.url !== '/api/admin/__undeclared',
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    const undeclared = adminRoutes.filter((r) => r.permissions.length === 0 && !r.signedInAdmin);
    expect(undeclared).toEqual([]);
    for (const route of adminRoutes) {
      for (const permission of route.permissions) expect(ALL_PERMISSIONS).toContain(permission);
    }
  });

  it('only these admin routes are open to any signed-in admin, and each answers an admin without permissions with nothing of the areas', async () => {
    // a route open to every admin must filter its answer by the caller's permissions itself
    // (dashboard: its sections; search: its kinds); a new one is added here on purpose
    const open = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/admin') && r.signedInAdmin)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/admin/dashboard',
      'GET /api/admin/search',
      'GET /api/admin/splash-screen',
      'GET /api/admin/user/me/permission-check',
    ]);
    const bare = await createUser(ctx.db);
    const { accessToken } = await signIn(ctx.app, bare.email, bare.password);
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toEqual({});
    const search = await get(`/api/admin/search?q=${encodeURIComponent(TEST_ADMIN_EMAIL)}`);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({ results: [] });
    const menu = await get('/api/admin/splash-screen');
    expect(menu.json().menu).toEqual([]);
  });

  it('every permission-guarded admin route refuses an admin without that permission', async () => {
    const bare = await createUser(ctx.db);
    const { accessToken } = await signIn(ctx.app, bare.email, bare.password);
    for (const route of ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/admin') && r.permissions.length > 0,
    )) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(accessToken),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('the walk holds the outbox under admin:email:outbox alone: every template permission together is refused, that one opens it', async () => {
    const outbox = ctx.app.registeredRoutes.find(
      (r) => r.url === '/api/admin/email/outbox' && r.method === 'GET',
    );
    expect(outbox?.permissions).toEqual(['admin:email:outbox']);
    const templates = await createUser(ctx.db, {
      permissions: ALL_PERMISSIONS.filter((name) => name.startsWith('admin:email-template:')),
    });
    const reader = await createUser(ctx.db, { permissions: ['admin:email:outbox'] });
    for (const [user, status] of [
      [templates, 403],
      [reader, 200],
    ] as const) {
      const { accessToken } = await signIn(ctx.app, user.email, user.password);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/email/outbox',
        headers: bearer(accessToken),
      });
      expect(res.statusCode).toBe(status);
    }
  });

  it('an admin route without a declaration is refused even for a super admin', async () => {
    const { accessToken } = await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/__undeclared',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('leaked');
  });

  it('admin routes need a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/splash-screen' });
    expect(res.statusCode).toBe(401);
  });
});
