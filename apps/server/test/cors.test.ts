import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: 'https://admin.example.com' } });
});
afterAll(async () => {
  await ctx.close();
});

it('allows only the configured origins when CORS is on', async () => {
  const allowed = await ctx.app.inject({
    method: 'GET',
    url: '/api/healthz',
    headers: { origin: 'https://admin.example.com' },
  });
  expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
  const other = await ctx.app.inject({
    method: 'GET',
    url: '/api/healthz',
    headers: { origin: 'https://evil.example.com' },
  });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});
