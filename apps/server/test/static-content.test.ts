import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaticContentNode } from '@backoffice/contract/static-content';
import { seedStaticContentDemo } from '../src/modules/static-content/demo-data.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';

let tree: StaticContentNode[];
const ctx = useTestApp();
beforeAll(async () => {
  // the tests' template has no demo data: this file's tree is the demo tree, picture included
  await seedStaticContentDemo(ctx.db, { files: ctx.app.deps.files });
  tree = (await call('GET', '/api/admin/static-content/list')).json().items;
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = ctx.admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function byKey(key: string, nodes: StaticContentNode[] = tree): StaticContentNode {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children.length ? byKeyOrNull(key, node.children) : null;
    if (found) return found;
  }
  throw new Error(`no node ${key}`);
}
function byKeyOrNull(key: string, nodes: StaticContentNode[]): StaticContentNode | null {
  try {
    return byKey(key, nodes);
  } catch {
    return null;
  }
}

const element = (id: number, headers = ctx.admin) =>
  call('GET', `/api/admin/static-content/element?slug=${id}`, headers);
const save = (body: object, headers = ctx.admin) =>
  call('PUT', '/api/admin/static-content/element', headers, body);

describe('Static content tree', () => {
  it('lists the seeded tree: collections with their elements in order, and root elements', async () => {
    const footer = byKey('footer');
    expect(footer).toMatchObject({ type: 'collection', name: 'Stopka serwisu' });
    expect(footer.children.map((c) => c.key)).toEqual([
      'footer.copyright',
      'footer.address',
      'footer.riskWarning',
      'footer.newsletter',
    ]);
    expect(byKey('footer.newsletter').children).toHaveLength(2);
    expect(byKey('homepage.hero')).toMatchObject({ type: 'image' });
    expect(byKey('homepage.hero').image?.thumbUrl).toMatch(/^\/uploads\//);
    expect(byKey('contact.body').type).toBe('richText');
    expect(tree.map((n) => n.key)).toContain('site.tagline');
  });

  it('answers one element with the collections above it', async () => {
    const heading = byKey('footer.newsletter.heading');
    const res = await element(heading.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: heading.id,
      type: 'text',
      content: { pl: 'Bądź na bieżąco z nowymi ofertami' },
      path: [
        { id: byKey('footer').id, name: 'Stopka serwisu' },
        { id: byKey('footer.newsletter').id, name: 'Newsletter' },
      ],
    });
  });
});

describe('Static content edit', () => {
  it('saves a text element, bumps its version and audits the change', async () => {
    const { id, version } = (await element(byKey('footer.copyright').id)).json();
    const res = await save({
      slug: id,
      data: { content: { pl: '© 2027 Wspólne Inwestycje' } },
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: { pl: '© 2027 Wspólne Inwestycje' },
      version: version + 1,
    });
    const audit = await call(
      'GET',
      '/api/admin/audit-log?filters[entityType][choice]=static-content&pagination[pageSize]=50',
    );
    const entry = audit
      .json()
      .items.find(
        (a: { entityId: string; action: string }) =>
          a.entityId === String(id) && a.action === 'static-content.update',
      );
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      after: { content: { pl: '© 2027 Wspólne Inwestycje' } },
    });
    expect(entry.before.content.pl).toContain('2026');
  });

  it('sanitises a rich-text element on save, keeping the allowed formatting', async () => {
    const { id, version } = (await element(byKey('contact.body').id)).json();
    const res = await save({
      slug: id,
      data: {
        content: {
          pl: '<h2>Kontakt</h2><p><a href="/uploads/3f2a6b1e-6d2c-4c1e-9b1a-2f4e5d6c7b8a/original.pdf">Cennik</a></p><script>alert(1)</script><p onclick="alert(1)">x</p><a href="javascript:alert(1)">zły</a><style>p{}</style>',
        },
      },
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const html: string = res.json().content.pl;
    expect(html).toContain('<h2>Kontakt</h2>');
    expect(html).toContain('href="/uploads/3f2a6b1e-6d2c-4c1e-9b1a-2f4e5d6c7b8a/original.pdf"');
    expect(html).not.toMatch(/<script|onclick|javascript:|<style/i);
  });

  it('keeps a text element as typed (it is not HTML)', async () => {
    const { id, version } = (await element(byKey('site.tagline').id)).json();
    const res = await save({
      slug: id,
      data: { content: { pl: 'Zyski <b>i</b> ryzyko' } },
      version,
    });
    expect(res.json().content.pl).toBe('Zyski <b>i</b> ryzyko');
  });

  it('sets and removes the image of an image element, with its alt text', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const { id, version } = (await element(byKey('homepage.hero').id)).json();
    const before = byKey('homepage.hero').image?.id;
    // the image inline, as REQ-WIRE-7 sends it (`{base64, fileName}`)
    const set = await save({
      slug: id,
      data: {
        image: { base64: png.toString('base64'), fileName: 'hero.png' },
        alt: { pl: 'Nowe zdjęcie' },
      },
      version,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      image: { fileName: 'hero.png' },
      alt: { pl: 'Nowe zdjęcie' },
    });
    expect(set.json().image.id).not.toBe(before);
    expect(set.json().image.thumbUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const removed = await save({
      slug: id,
      data: { image: { delete: true } },
      version: version + 1,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().image).toBeNull();
  });

  it('refuses to edit a collection, and a field the element type does not take', async () => {
    const footer = byKey('footer');
    const collection = await save({
      slug: footer.id,
      data: { content: { pl: 'x' } },
      version: footer.version,
    });
    expect(collection.statusCode).toBe(400);
    expect(collection.json().errors[0].code).toBe('STATIC_CONTENT:COLLECTION_NOT_EDITABLE');

    const text = byKey('footer.address');
    const wrong = await save({
      slug: text.id,
      data: { image: { delete: true } },
      version: text.version,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'STATIC_CONTENT:FIELD_NOT_FOR_TYPE',
      context: 'data.image',
    });
    const hero = byKey('homepage.hero');
    const noContent = await save({
      slug: hero.id,
      data: { content: { pl: 'x' } },
      version: hero.version,
    });
    expect(noContent.json().errors[0].context).toBe('data.content');
  });

  it('answers 409 STALE_WRITE for a save based on an old version', async () => {
    const { id, version } = (await element(byKey('footer.riskWarning').id)).json();
    expect((await save({ slug: id, data: { content: { pl: 'A' } }, version })).statusCode).toBe(
      200,
    );
    const stale = await save({ slug: id, data: { content: { pl: 'B' } }, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('STATIC_CONTENT:STALE_WRITE');
    expect((await element(id)).json().content.pl).toBe('A');
  });

  it('answers 404 ELEMENT_NOT_EXISTS for a missing element', async () => {
    const got = await element(999999);
    expect(got.statusCode).toBe(404);
    expect(got.json().errors[0].code).toBe('STATIC_CONTENT:ELEMENT_NOT_EXISTS');
    const put = await save({ slug: 999999, data: { content: { pl: 'x' } }, version: 1 });
    expect(put.statusCode).toBe(404);
    expect(put.json().errors[0].code).toBe('STATIC_CONTENT:ELEMENT_NOT_EXISTS');
  });

  it('enforces list, get and edit on the server', async () => {
    const lister = await createUser(ctx.db, {
      permissions: ['admin:static-content:list'],
    });
    const headers = bearer((await signIn(ctx.app, lister.email, lister.password)).accessToken);
    const text = byKey('footer.address');
    expect((await call('GET', '/api/admin/static-content/list', headers)).statusCode).toBe(200);
    expect((await element(text.id, headers)).statusCode).toBe(403);
    const reader = await createUser(ctx.db, {
      permissions: ['admin:static-content:list', 'admin:static-content:get'],
    });
    const readerHeaders = bearer(
      (await signIn(ctx.app, reader.email, reader.password)).accessToken,
    );
    expect((await element(text.id, readerHeaders)).statusCode).toBe(200);
    const put = await save(
      { slug: text.id, data: { content: { pl: 'x' } }, version: text.version },
      readerHeaders,
    );
    expect(put.statusCode).toBe(403);
    expect((await element(text.id)).json().content.pl).not.toBe('x');
  });
});
