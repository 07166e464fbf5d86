import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './helpers/test-app.js';

// A route that validates its body and one that fails unexpectedly, to prove the error shape.
const ctx = useTestApp({
  admin: false,
  beforeReady: (app) => {
    app.route({
      method: 'POST',
      url: '/api/__test/echo',
      config: { public: true },
      schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) },
      handler: async (request) => request.body,
    });
    app.get('/api/__test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internal detail');
    });
  },
});

describe('health', () => {
  it('healthz answers ok while the process is alive', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('readyz reports the database it reached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });
});

describe('the error shape for every failure', () => {
  it('malformed JSON answers 400 MALFORMED_JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ code: 'REQUEST:MALFORMED_JSON', message: expect.any(String) }],
    });
  });

  it('an empty body labelled JSON is no body: a route that needs one says so by its schema', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('REQUEST:VALIDATION_FAILED');
  });

  it('an unknown /api route answers 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().errors[0].code).toBe('REQUEST:ROUTE_NOT_FOUND');
  });

  it('an oversize body answers 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].code).toBe('REQUEST:PAYLOAD_TOO_LARGE');
  });

  it('a validation failure answers 400 naming each bad field in context', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: '', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { code: string; context: string }[];
    expect(errors.map((e) => e.context).sort()).toEqual(['age', 'name']);
    expect(errors.every((e) => e.code === 'REQUEST:VALIDATION_FAILED')).toBe(true);
  });

  it('strips unknown body fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: 'Ala', age: 3, isSuperAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ala', age: 3 });
  });

  it('an unexpected error answers 500 with a code and no stack or internal message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errors: [{ code: 'SERVER:INTERNAL_ERROR', message: 'Internal server error' }],
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });
});

describe('security headers and docs', () => {
  it('sends a strict Content-Security-Policy and helmet headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends them on an answer the sign-in check refuses too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/faq' });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves OpenAPI generated from the contract schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/healthz'].get.responses['200']).toBeDefined();
    // area routes carry their request and response schemas into the document
    const editFaq = doc.paths['/api/admin/faq/{id}'].put;
    expect(editFaq.requestBody.content['application/json'].schema.properties.version).toBeDefined();
    expect(editFaq.responses['409']).toBeDefined();
    expect(doc.paths['/api/admin/role/{id}/permissions/{permissionId}'].post).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
