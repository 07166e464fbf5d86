import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the audit log is append-only over HTTP', () => {
  it('every registered route on the audit log is a GET: none edits or deletes an entry', () => {
    const auditRoutes = ctx.app.registeredRoutes.filter((route) => /audit/i.test(route.url));
    // the list route must be found, or this walk proves nothing
    expect(auditRoutes.map((route) => `${route.method} ${route.url}`)).toContain(
      'GET /api/admin/audit-log',
    );
    expect(auditRoutes.filter((route) => route.method !== 'GET')).toEqual([]);
  });

  it('writing methods on the audit-log path are not routed', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/admin/audit-log/1' });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
