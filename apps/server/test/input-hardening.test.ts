import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';

const ctx = useTestApp();

const raw = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...ctx.admin, 'content-type': 'application/json' },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('NUL and lone surrogates are refused before they reach the database', () => {
  // these lists answered 500 when a NUL reached PostgreSQL through their text filter
  it.each([
    '/api/admin/faq',
    '/api/admin/menu',
    '/api/admin/audit-log',
    '/api/admin/user',
    '/api/admin/role',
    '/api/admin/role/1/permission',
    '/api/admin/permission',
  ])('%s: a NUL in the text filter answers 400 INVALID_CHARACTERS', async (list) => {
    const res = await raw('GET', `${list}?filters[search][text]=a%00b`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        code: 'REQUEST:INVALID_CHARACTERS',
        context: 'filters[search][text]',
      }),
    ]);
  });

  it('refuses a NUL or a lone surrogate in a body field, and writes nothing', async () => {
    const auditBefore = await ctx.db.$count(auditLog);
    for (const name of ['a\\u0000b', 'a\\ud800b', 'a\\udc00b']) {
      const res = await raw(
        'POST',
        '/api/admin/role',
        `{"data":{"name":"${name}","description":"d"}}`,
      );
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 'REQUEST:INVALID_CHARACTERS',
        context: 'data.name',
      });
    }
    expect(await ctx.db.$count(auditLog)).toBe(auditBefore);
  });

  it('refuses them in keys and path parameters too, and accepts paired surrogates (emoji)', async () => {
    const key = await raw('GET', '/api/admin/faq?filters[a%00][text]=x');
    expect(key.json().errors[0].code).toBe('REQUEST:INVALID_CHARACTERS');
    const param = await raw('GET', '/api/admin/faq/1%00');
    expect(param.json().errors[0]).toMatchObject({
      code: 'REQUEST:INVALID_CHARACTERS',
      context: 'id',
    });
    const emoji = await raw(
      'POST',
      '/api/admin/role',
      JSON.stringify({ data: { name: `Rola 😀 ${Date.now()}`, description: '🏠' } }),
    );
    expect(emoji.statusCode).toBe(201);
  });
});

describe('hostile shapes answer 4xx, never 500', () => {
  it('refuses __proto__ and constructor.prototype keys (secure-json-parse)', async () => {
    for (const body of [
      '{"__proto__":{"isSuperAdmin":true},"data":{"name":"x","description":"y"}}',
      '{"constructor":{"prototype":{"polluted":true}},"data":{"name":"x","description":"y"}}',
    ]) {
      const res = await raw('POST', '/api/admin/role', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().errors[0].code).toBe('REQUEST:MALFORMED_JSON');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting deeper than the guard allows, however deep', async () => {
    const res = await raw('POST', '/api/admin/role', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'REQUEST:VALIDATION_FAILED' });
    expect(res.json().errors[0].message).toMatch(/nested deeper/);
  });

  it('answers 413 for a body over the limit and 400 for a huge array under it', async () => {
    expect((await raw('POST', '/api/admin/role', `"${'x'.repeat(2_000_000)}"`)).statusCode).toBe(
      413,
    );
    const array = await raw('POST', '/api/admin/role', `[${'0,'.repeat(300_000)}0]`);
    expect(array.statusCode).toBe(400);
  });

  it('answers 400 for numbers the schema or the column cannot hold', async () => {
    const { id } = (
      await raw(
        'POST',
        '/api/admin/role',
        JSON.stringify({ data: { name: `Big ${Date.now()}`, description: 'd' } }),
      )
    ).json();
    // beyond the int4 column it is compared with: invalid input, not someone else's save (409)
    const version = await raw(
      'PUT',
      `/api/admin/role/${id}`,
      '{"data":{"name":"n","description":"d"},"version":2147483648}',
    );
    expect(version.statusCode).toBe(400);
    expect(version.json().errors[0]).toMatchObject({
      code: 'REQUEST:VALIDATION_FAILED',
      context: 'version',
    });
    const infinite = await raw(
      'PUT',
      `/api/admin/role/${id}`,
      '{"data":{"name":"n","description":"d"},"version":1e400}',
    );
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().errors[0]).toMatchObject({
      code: 'REQUEST:VALIDATION_FAILED',
      context: 'version',
    });
    // the role is untouched
    const role = await ctx.db.query.roles.findFirst({
      where: (r) => eq(r.id, id),
    });
    expect(role?.version).toBe(1);
  });

  it('answers the error shape for what the router refuses (long parameter, bad encoding)', async () => {
    const long = await raw('GET', `/api/admin/faq/${'9'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().errors[0].code).toBe('REQUEST:INVALID');
    const encoding = await raw('GET', '/api/admin/faq/%E0%A4%A');
    expect(encoding.statusCode).toBe(400);
    expect(encoding.json().errors[0].code).toBe('REQUEST:INVALID');
  });
});
