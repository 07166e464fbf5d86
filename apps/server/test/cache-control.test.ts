import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { passwordGrant } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('Cache-Control on /api answers', () => {
  it('the token endpoint answers no-store, issued tokens and refusals alike (RFC 6749 section 5.1)', async () => {
    const issued = await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    const refused = await passwordGrant(ctx.app, TEST_ADMIN_EMAIL, 'Wrong-password-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("an admin's answers with personal data, the signed-in user and refusals are not stored", async () => {
    const list = await get('/api/admin/user?pagination[pageSize]=1', ctx.admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const id = list.json().items[0].id as number;
    const detail = await get(`/api/admin/user/${id}`, ctx.admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const self = await get('/api/user/me', ctx.admin);
    expect(self.headers['cache-control']).toBe('no-store');
    const unauthenticated = await get(`/api/admin/user/${id}`);
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
    const missing = await get('/api/admin/no-such-route', ctx.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('public answers with nothing personal are left to their own caching', async () => {
    for (const url of ['/api/healthz', '/api/readyz', '/api/investor/register']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    const description = await get('/api/docs/openapi.json');
    expect(description.statusCode).toBe(200);
    expect(description.headers['cache-control']).not.toBe('no-store');
  });
});
