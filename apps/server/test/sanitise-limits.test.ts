import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  JSON_UPLOAD_MAX_BYTES,
  RICH_TEXT_MAX_CHARS,
  RICH_TEXT_MAX_ELEMENTS,
  SVG_MAX_BYTES,
  SVG_MAX_ELEMENTS,
} from '@backoffice/contract';
import { createPglite } from '../src/core/db/database.js';
import {
  call,
  callEarlyAnswer,
  requireFreshBuild,
  signInAdmin,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

// REQ-SEC-5: each of these requests ended the server with "JavaScript heap out of memory"
// under the heap cap `npm start` sets (scripts/start.mjs). The built server runs here under the
// same cap; after each request it must still be running and answer healthz.
const kind = testDatabaseKind();
const HEAP_CAP = '--max-old-space-size=192';

let env: Record<string, string>;
let cleanup: () => Promise<void>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  requireFreshBuild();
  if (kind === 'postgres') {
    const clone = await clonePostgresTemplate();
    env = { DATABASE_URL: clone.url };
    cleanup = clone.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-sanitise-'));
    const template = await createPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
    });
    await template.close();
    env = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await cleanup?.();
});

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    ...env,
    NODE_OPTIONS: HEAP_CAP,
    REQUEST_TIMEOUT_MS: '120000',
    ...extra,
  });
  running.push(server);
  return server;
}

async function expectAlive(server: ServerProcess) {
  expect(server.child.exitCode, server.output()).toBeNull();
  expect(server.child.signalCode, server.output()).toBeNull();
  expect((await fetch(`${server.url}/api/healthz`)).status, server.output()).toBe(200);
  expect(server.output()).not.toMatch(/heap out of memory/i);
}

const svgUpload = (text: string, fileName = 'logo.svg') => ({
  file: { base64: Buffer.from(text).toString('base64'), fileName },
});

/** 200,000 characters of editor-like paragraphs, at most RICH_TEXT_MAX_ELEMENTS elements. */
function largestRichText(word: string): string {
  const paragraph = `<p>${word} <strong>${word}</strong> ${'lorem ipsum '.repeat(3)}</p>`;
  let html = paragraph.repeat(Math.floor(RICH_TEXT_MAX_CHARS / paragraph.length));
  html += 'x'.repeat(RICH_TEXT_MAX_CHARS - html.length);
  return html;
}

describe(`the sanitisers under the server's heap cap (${kind})`, () => {
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    server = await start();
    token = await signInAdmin(server.url);
  });
  afterAll(async () => {
    // a clean stop: the sanitiser's threads end with the server (PGlite takes one process)
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });

  it('a 100 KB SVG of 25,000 elements: 413 naming the element limit, and the server stays up', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(25_000)}</svg>`;
    expect(svg.length).toBeGreaterThan(100_000);
    const res = await call(server.url, 'POST', '/api/admin/common/upload-photo', {
      token,
      body: svgUpload(svg, 'many.svg'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.errors[0].code).toBe('UPLOAD:SVG_TOO_MANY_ELEMENTS');
    expect(res.body.errors[0].message).toContain(String(SVG_MAX_ELEMENTS));
    await expectAlive(server);
  });

  it('a blog post with 400 KB of rich text (both languages at the field limit) is saved, and the server stays up', async () => {
    const content = { pl: largestRichText('Treść'), en: largestRichText('Content') };
    expect(content.pl.length + content.en.length).toBe(2 * RICH_TEXT_MAX_CHARS);
    const res = await call(server.url, 'POST', '/api/admin/blog', {
      token,
      body: {
        data: {
          isVisible: false,
          publishedAt: null,
          position: 1,
          author: 'Anna',
          slug: { pl: 'duzy-wpis', en: 'large-post' },
          title: { pl: 'Duży wpis', en: 'Large post' },
          description: { pl: '', en: '' },
          content,
          seoTitle: { pl: '', en: '' },
          seoDescription: { pl: '', en: '' },
          tags: [],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
    await expectAlive(server);
    // more elements than the limit in as many characters: refused before parsing, on the field
    const dense = await call(server.url, 'POST', '/api/admin/blog', {
      token,
      body: {
        data: {
          isVisible: false,
          publishedAt: null,
          position: 1,
          author: 'Anna',
          slug: { pl: 'gesty-wpis', en: 'dense-post' },
          title: { pl: 'Gęsty wpis', en: 'Dense post' },
          description: { pl: '', en: '' },
          content: { pl: '<b>x</b>'.repeat(RICH_TEXT_MAX_CHARS / 8), en: '' },
          seoTitle: { pl: '', en: '' },
          seoDescription: { pl: '', en: '' },
          tags: [],
        },
      },
    });
    expect(dense.status).toBe(400);
    expect(dense.body.errors[0]).toMatchObject({
      code: 'RICH_TEXT_TOO_MANY_ELEMENTS',
      context: 'data.content.pl',
    });
    expect(dense.body.errors[0].message).toContain(String(RICH_TEXT_MAX_ELEMENTS));
    await expectAlive(server);
  });

  it('a 125 MB JSON upload: 413 naming the multipart path, and the server stays up', async () => {
    const base64 = 'JVBERi0x'.repeat(Math.ceil(125_000_000 / 8));
    const res = await callEarlyAnswer(server.url, 'POST', '/api/admin/common/upload-file', {
      token,
      body: { file: { base64, fileName: 'large.pdf' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.errors[0].code).toBe('UPLOAD:JSON_UPLOAD_TOO_LARGE');
    expect(res.body.errors[0].message).toContain(String(JSON_UPLOAD_MAX_BYTES));
    expect(res.body.errors[0].message).toContain('multipart/form-data');
    await expectAlive(server);
  });

  it('an SVG within both limits whose check runs its thread out of memory: 413, and the server stays up', async () => {
    // 75 elements of 1,500 attributes each: under 1 MB (930 KB), but 112,500 attribute nodes
    const attributes = Array.from({ length: 1500 }, (_, i) => ` a${i}=""`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${`<g${attributes}/>`.repeat(75)}</svg>`;
    expect(svg.length).toBeLessThan(SVG_MAX_BYTES);
    const res = await call(server.url, 'POST', '/api/admin/common/upload-photo', {
      token,
      body: svgUpload(svg),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.errors[0].code).toBe('UPLOAD:SVG_TOO_COMPLEX');
    await expectAlive(server);
    // the next job gets a fresh thread
    const logo = await call(server.url, 'POST', '/api/admin/common/upload-photo', {
      token,
      body: svgUpload('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>'),
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(201);
  });
});
