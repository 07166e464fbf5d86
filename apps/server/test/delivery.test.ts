import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase, useTestApp } from './helpers/test-app.js';

// How answers leave the server: compressed as the client accepts, cached as their names allow,
// and with no more database round trips than the request needs.

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-web-dist-'));
const INDEX_HTML = `<!doctype html><html><head><title>Back-office</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const ASSET = `export const app = ${JSON.stringify('x'.repeat(5000))};`;
/** What scripts/compress-web.mjs writes beside each text file of the build. */
function writeWithCompressedCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}
writeWithCompressedCopies(path.join(webDist, 'index.html'), INDEX_HTML);
writeWithCompressedCopies(path.join(webDist, 'assets/app-Bx1y2z3A.js'), ASSET);

const queries: string[] = [];
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const ctx = useTestApp({
  database: () =>
    cloneTemplateDatabase({ logger: { logQuery: (query) => void queries.push(query) } }),
  env: { WEB_DIST: webDist },
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compression', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    [undefined, 'identity'],
  ])(
    'sends a hashed asset as %s for accept-encoding "%s", cached for a year',
    async (encoding, accept) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-Bx1y2z3A.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload)).toBe(ASSET);
    },
  );

  it('sends the index page compressed, never cached without revalidation, for client routes', async () => {
    for (const [accept, encoding] of [
      ['br;q=1, gzip;q=0.5', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/faq',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(encoding, res.rawPayload)).toBe(INDEX_HTML);
    }
  });

  it('compresses JSON above 1 KB and leaves small answers as they are', async () => {
    const big = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/permission?pagination[pageSize]=100',
      headers: { ...ctx.admin, 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const list = JSON.parse(decode('br', big.rawPayload)) as { items: unknown[] };
    expect(list.items.length).toBeGreaterThan(20);

    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/permission?pagination[pageSize]=100',
      headers: { ...ctx.admin, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzipped.rawPayload))).toEqual(list);

    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

describe('database round trips', () => {
  async function queriesOf(request: InjectOptions) {
    queries.length = 0;
    const res = await ctx.app.inject(request);
    return { res, count: queries.length };
  }

  it('a public route does not look the user up when a bearer header is sent', async () => {
    const withHeader = await queriesOf({
      method: 'GET',
      url: '/api/healthz',
      headers: ctx.admin,
    });
    expect(withHeader.res.statusCode).toBe(200);
    expect(withHeader.count).toBe(0);

    const plain = await queriesOf({ method: 'GET', url: '/api/investor/register' });
    const signedIn = await queriesOf({
      method: 'GET',
      url: '/api/investor/register',
      headers: ctx.admin,
    });
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.count).toBe(plain.count);
  });

  it('the user, the route permission and the maintenance switch come in one query', async () => {
    // /api/user/me answers from what authentication loaded: its only query is the hook's
    const me = await queriesOf({ method: 'GET', url: '/api/user/me', headers: ctx.admin });
    expect(me.res.statusCode).toBe(200);
    expect(me.count).toBe(1);
    // a list adds its page and its count
    const list = await queriesOf({ method: 'GET', url: '/api/admin/faq', headers: ctx.admin });
    expect(list.res.statusCode).toBe(200);
    expect(list.count).toBe(3);
  });
});
