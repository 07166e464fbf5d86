import { expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';

const ctx = useTestApp({ env: { CORS_ORIGINS: 'https://admin.example.com' }, admin: false });

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
