import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_ELEMENTS } from '@backoffice/contract';
import { cleanupUnusedFiles } from '../src/core/files/cleanup.js';
import { files } from '../src/db/schema/index.js';
import { blogPostTag } from '../src/modules/blog/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import * as sample from './helpers/file-samples.js';

const ctx = useTestApp({
  env: () => ({
    UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'blog-pages-test-')),
    FILES_CLEANUP_INTERVAL_MS: '0',
  }),
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers = ctx.admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const errorsOf = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

let slugSeq = 0;
const post = (overrides: object = {}) => {
  slugSeq += 1;
  return {
    isVisible: true,
    publishedAt: '2026-03-10T09:00:00.000Z',
    position: 3,
    author: 'Anna Kowalczyk',
    slug: { pl: `wpis-${slugSeq}`, en: `post-${slugSeq}` },
    title: { pl: `Wpis ${slugSeq}`, en: `Post ${slugSeq}` },
    description: { pl: 'Opis', en: 'Description' },
    content: { pl: '<p>Treść</p>', en: '<p>Content</p>' },
    seoTitle: { pl: '', en: '' },
    seoDescription: { pl: '', en: '' },
    tags: [],
    ...overrides,
  };
};

async function createTag(pl: string, en = ''): Promise<number> {
  const res = await call('POST', '/api/admin/tags', ctx.admin, { data: { name: { pl, en } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function createPost(overrides: object = {}): Promise<number> {
  const res = await call('POST', '/api/admin/blog', ctx.admin, { data: post(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const auditActions = async (entityType: string, id: number) =>
  (
    await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=${entityType}&pagination[pageSize]=50`,
    )
  )
    .json()
    .items.filter((a: { entityId: string }) => a.entityId === String(id))
    .map((a: { action: string }) => a.action);

describe('Blog posts', () => {
  it('creates with an image and tags, reads, lists, edits and deletes, auditing each write', async () => {
    const [a, b] = [await createTag('Podatki', 'Taxes'), await createTag('Biura', 'Offices')];
    const created = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({
        tags: [b, a],
        image: { base64: (await sample.png(320, 200)).toString('base64'), fileName: 'blog.png' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const got = (await call('GET', `/api/admin/blog/${id}`)).json();
    expect(got).toMatchObject({ id, version: 1, position: 3, isVisible: true });
    expect(got.tags).toEqual([a, b].sort((x, y) => x - y));
    expect(got.image.mimeType).toBe('image/png');
    expect(got.thumbUrl).toMatch(/^\/uploads\//);
    expect(got.imageUrl).toMatch(/^\/uploads\//);

    const edited = await call('PUT', `/api/admin/blog/${id}`, ctx.admin, {
      ...post({ slug: got.slug, title: got.title, tags: [a], position: 5 }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, position: 5, tags: [a] });
    // the image stays when left out
    expect(edited.json().image.id).toBe(got.image.id);

    // only the tags change: still a write, with its version and audit entry
    const retagged = await call('PUT', `/api/admin/blog/${id}`, ctx.admin, {
      ...post({ slug: got.slug, title: got.title, tags: [a, b], position: 5 }),
      version: 2,
    });
    expect(retagged.json()).toMatchObject({ version: 3 });

    expect((await call('DELETE', `/api/admin/blog/${id}`)).statusCode).toBe(200);
    const gone = await call('GET', `/api/admin/blog/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].code).toBe('BLOG:POST_NOT_EXISTS');
    expect(await auditActions('blog-post', id)).toEqual([
      'blog-post.delete',
      'blog-post.update',
      'blog-post.update',
      'blog-post.create',
    ]);
  });

  it('filters by text, visibility and published date range, and sorts', async () => {
    const id = await createPost({
      title: { pl: 'Zażółć gęślą jaźń w Łodzi', en: 'Lodz report' },
      publishedAt: '2025-06-15T10:00:00.000Z',
      isVisible: false,
    });
    const search = await call(
      'GET',
      `/api/admin/blog?filters[search][text]=${encodeURIComponent('gęślą')}`,
    );
    expect(search.json().items.map((p: { id: number }) => p.id)).toEqual([id]);
    const inRange = await call(
      'GET',
      '/api/admin/blog?filters[publishedAt][dateFrom]=2025-06-15&filters[publishedAt][dateTo]=2025-06-15',
    );
    expect(inRange.json().items.map((p: { id: number }) => p.id)).toEqual([id]);
    const outside = await call(
      'GET',
      '/api/admin/blog?filters[publishedAt][dateFrom]=2025-06-16&filters[publishedAt][dateTo]=2025-06-30',
    );
    expect(outside.json().items.map((p: { id: number }) => p.id)).not.toContain(id);
    const hidden = await call('GET', '/api/admin/blog?filters[isVisible][boolean]=0');
    expect(hidden.json().items.every((p: { isVisible: boolean }) => !p.isVisible)).toBe(true);
    for (const column of ['publishedAt', 'position', 'title']) {
      const sorted = await call('GET', `/api/admin/blog?order[0][column]=${column}`);
      expect(sorted.statusCode, column).toBe(200);
    }
  });

  it('keeps each language slug unique: SLUG_NOT_UNIQUE on the field that clashes', async () => {
    await createPost({ slug: { pl: 'inwestowanie-2026', en: 'investing-2026' } });
    const plClash = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({ slug: { pl: 'inwestowanie-2026', en: 'other-en' } }),
    });
    expect(plClash.statusCode).toBe(409);
    expect(errorsOf(plClash)).toEqual([['BLOG:SLUG_NOT_UNIQUE', 'data.slug.pl']]);

    const other = await createPost();
    const enClash = await call('PUT', `/api/admin/blog/${other}`, ctx.admin, {
      ...post({ slug: { pl: 'inny-wpis', en: 'investing-2026' } }),
      version: 1,
    });
    expect(enClash.statusCode).toBe(409);
    expect(errorsOf(enClash)).toEqual([['BLOG:SLUG_NOT_UNIQUE', 'slug.en']]);

    // the same text in the other language is no clash, nor are two empty English slugs
    await createPost({ slug: { pl: 'investing-2026', en: '' } });
    await createPost({ slug: { pl: 'bez-angielskiego', en: '' } });
  });

  it('answers POSITION_IS_REQUIRED, TAG_NOT_EXISTS, 409 STALE_WRITE and 404', async () => {
    const noPosition = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({ position: null }),
    });
    expect(noPosition.statusCode).toBe(400);
    expect(errorsOf(noPosition)).toContainEqual(['REQUEST:POSITION_IS_REQUIRED', 'data.position']);

    const badTag = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({ tags: [999999] }),
    });
    expect(badTag.statusCode).toBe(400);
    expect(errorsOf(badTag)).toEqual([['BLOG:TAG_NOT_EXISTS', 'data.tags']]);

    const id = await createPost();
    const body = { ...post({ slug: { pl: `stale-${id}`, en: '' } }), version: 1 };
    expect((await call('PUT', `/api/admin/blog/${id}`, ctx.admin, body)).statusCode).toBe(200);
    const stale = await call('PUT', `/api/admin/blog/${id}`, ctx.admin, { ...body, position: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('BLOG:STALE_WRITE');

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        '/api/admin/blog/999999',
        ctx.admin,
        method === 'PUT' ? body : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json().errors[0].code).toBe('BLOG:POST_NOT_EXISTS');
    }
  });

  it('sanitises the rich content on save, keeping links within the site', async () => {
    const id = await createPost({
      content: {
        pl: '<p>Zobacz <a href="/oferty">oferty</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        en: '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>',
      },
    });
    const { content } = (await call('GET', `/api/admin/blog/${id}`)).json();
    expect(content.pl).toContain('<a href="/oferty">oferty</a>');
    expect(content.pl).not.toMatch(/<script|onerror/i);
    expect(content.en).not.toMatch(/javascript:|data:/i);
  });

  it('enforces each blog permission on the server', async () => {
    const reader = await createUser(ctx.db, {
      permissions: ['admin:blog:list', 'admin:blog:get'],
    });
    const headers = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    const id = await createPost();
    expect((await call('GET', '/api/admin/blog', headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/blog/${id}`, headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/blog', headers, { data: post() })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/blog/${id}`, headers, { ...post(), version: 1 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/blog/${id}`, headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/tags', headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/page', headers)).statusCode).toBe(403);
  });
});

describe('Blog posts: rich text', () => {
  const OWN = '/uploads/0b7c6f1e-3a7d-4c1e-9f6a-2b1c3d4e5f60/display.webp';

  it('drops a remote image (a tracking pixel, https too) and keeps one from our uploads', async () => {
    const created = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({
        content: {
          pl: `<p>a<img src="https://evil.example/p.png" alt="pixel"><img src="${OWN}" alt="own"></p>`,
          en: '<p><img src="https://cdn.example.com/photo.jpg">b</p>',
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const got = (await call('GET', `/api/admin/blog/${created.json().id}`)).json();
    expect(got.content).toEqual({
      pl: `<p>a<img src="${OWN}" alt="own"></p>`,
      en: '<p>b</p>',
    });
  });

  it('refuses rich text over its element limit on the field, naming the limit', async () => {
    const res = await call('POST', '/api/admin/blog', ctx.admin, {
      data: post({
        content: { pl: '<p>ok</p>', en: '<b>x</b>'.repeat(RICH_TEXT_MAX_ELEMENTS + 1) },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        code: 'RICH_TEXT_TOO_MANY_ELEMENTS',
        context: 'data.content.en',
        message: expect.stringContaining(String(RICH_TEXT_MAX_ELEMENTS)),
      }),
    ]);
  });
});

describe('Blog tags', () => {
  it('refuses a name another tag has in the same language, letter case aside, on that field', async () => {
    const id = await createTag('Fotowoltaika', 'Solar power');
    const samePl = await call('POST', '/api/admin/tags', ctx.admin, {
      data: { name: { pl: 'FOTOWOLTAIKA', en: 'Photovoltaics' } },
    });
    expect(samePl.statusCode).toBe(409);
    expect(errorsOf(samePl)).toEqual([['TAGS:NOT_UNIQUE_NAME', 'data.name.pl']]);
    const sameEn = await call('POST', '/api/admin/tags', ctx.admin, {
      data: { name: { pl: 'Panele', en: 'solar power' } },
    });
    expect(errorsOf(sameEn)).toEqual([['TAGS:NOT_UNIQUE_NAME', 'data.name.en']]);
    // two tags without an English name are no clash
    const other = await createTag('Panele');
    await createTag('Pompy ciepła');
    // an edit to another tag's name is refused on the field, and a save of its own name is not
    const stored = (await call('GET', `/api/admin/tags/${other}`)).json();
    const renamed = await call('PUT', `/api/admin/tags/${other}`, ctx.admin, {
      name: { pl: 'Panele', en: 'Solar Power' },
      version: stored.version,
    });
    expect(renamed.statusCode).toBe(409);
    expect(errorsOf(renamed)).toEqual([['TAGS:NOT_UNIQUE_NAME', 'name.en']]);
    const own = await call('PUT', `/api/admin/tags/${id}`, ctx.admin, {
      name: { pl: 'Fotowoltaika', en: 'Solar Power' },
      version: 1,
    });
    expect(own.statusCode, own.body).toBe(200);
    const names = (await call('GET', '/api/admin/tags?pagination[pageSize]=100')).json().items;
    expect(
      names.filter((t: { name: { pl: string } }) => t.name.pl === 'Fotowoltaika'),
    ).toHaveLength(1);
  });

  it('holds under concurrent creates: the unique index answers the same code', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/admin/tags', ctx.admin, { data: { name: { pl: 'Wyścig', en: '' } } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('TAGS:NOT_UNIQUE_NAME');
    }
  });

  it('CRUD with postCount, 404 TAG_NOT_EXISTS, 409 on a stale save', async () => {
    const id = await createTag('Raporty', 'Reports');
    const got = (await call('GET', `/api/admin/tags/${id}`)).json();
    expect(got).toMatchObject({ name: { pl: 'Raporty', en: 'Reports' }, postCount: 0 });
    const edited = await call('PUT', `/api/admin/tags/${id}`, ctx.admin, {
      name: { pl: 'Raporty kwartalne', en: 'Quarterly reports' },
      version: 1,
    });
    expect(edited.json()).toMatchObject({ version: 2, name: { pl: 'Raporty kwartalne' } });
    const stale = await call('PUT', `/api/admin/tags/${id}`, ctx.admin, {
      name: { pl: 'X', en: '' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const empty = await call('POST', '/api/admin/tags', ctx.admin, {
      data: { name: { pl: '', en: 'x' } },
    });
    expect(errorsOf(empty)).toContainEqual(['REQUEST:NAME_IS_EMPTY', 'data.name.pl']);
    expect((await call('DELETE', `/api/admin/tags/${id}`)).statusCode).toBe(200);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `/api/admin/tags/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('TAGS:TAG_NOT_EXISTS');
    }
    expect(await auditActions('blog-tag', id)).toEqual([
      'blog-tag.delete',
      'blog-tag.update',
      'blog-tag.create',
    ]);
  });

  it('deleting a tag takes it off its posts in the same transaction', async () => {
    const [gone, kept] = [await createTag('Do usunięcia'), await createTag('Zostaje')];
    const first = await createPost({ tags: [gone, kept] });
    const second = await createPost({ tags: [gone] });
    expect((await call('GET', `/api/admin/tags/${gone}`)).json().postCount).toBe(2);

    // the delete fails at its last step (its audit entry is refused): the links come back
    const db = ctx.db;
    await db.execute(
      sql.raw(`create function refuse_tag_audit() returns trigger language plpgsql as $$
        begin
          if new.action = 'blog-tag.delete' and new.entity_id = '${gone}' then
            raise exception 'refused for the test';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_tag_audit before insert on audit_log for each row execute function refuse_tag_audit()',
      ),
    );
    const failed = await call('DELETE', `/api/admin/tags/${gone}`);
    expect(failed.statusCode).toBe(500);
    await db.execute(sql.raw('drop trigger refuse_tag_audit on audit_log'));
    await db.execute(sql.raw('drop function refuse_tag_audit()'));
    expect((await call('GET', `/api/admin/tags/${gone}`)).json().postCount).toBe(2);
    expect((await call('GET', `/api/admin/blog/${first}`)).json().tags).toHaveLength(2);

    expect((await call('DELETE', `/api/admin/tags/${gone}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/blog/${first}`)).json().tags).toEqual([kept]);
    expect((await call('GET', `/api/admin/blog/${second}`)).json().tags).toEqual([]);
    const links = await db.select().from(blogPostTag).where(eq(blogPostTag.tagId, gone));
    expect(links).toEqual([]);
  });
});

const pageBody = (overrides: object = {}) => {
  slugSeq += 1;
  return {
    active: true,
    slug: { pl: `strona-${slugSeq}`, en: `page-${slugSeq}` },
    title: { pl: `Strona ${slugSeq}`, en: `Page ${slugSeq}` },
    subTitle: { pl: '', en: '' },
    content: { pl: '<p>Treść</p>', en: '' },
    seoTitle: { pl: '', en: '' },
    seoDescription: { pl: 'Opis\nw dwóch liniach', en: '' },
    attachments: [],
    ...overrides,
  };
};

async function uploadFile(name: string): Promise<string> {
  const res = await call('POST', '/api/admin/common/upload-file', ctx.admin, {
    file: { base64: sample.pdf().toString('base64'), fileName: name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.id as string;
}

describe('Static pages', () => {
  it('CRUD with attachments; one flagged for deletion goes and its file is released', async () => {
    const [first, second] = [
      await uploadFile('regulamin.pdf'),
      await uploadFile('regulamin (1).pdf'),
    ];
    const created = await call('POST', '/api/admin/page', ctx.admin, {
      data: pageBody({
        attachments: [
          { displayName: 'Regulamin', file: { fileId: first } },
          { displayName: 'Regulamin archiwalny', file: { fileId: second } },
          {
            displayName: 'Cennik',
            file: { base64: sample.pdf().toString('base64'), fileName: 'cennik.pdf' },
          },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const got = (await call('GET', `/api/admin/page/${id}`)).json();
    expect(got.attachments.map((a: { displayName: string }) => a.displayName)).toEqual([
      'Regulamin',
      'Regulamin archiwalny',
      'Cennik',
    ]);
    expect(got.attachments[1].file).toMatchObject({ id: second, fileName: 'regulamin (1).pdf' });

    const [kept, dropped, renamed] = got.attachments as { id: number }[];
    const saved = await call('PUT', `/api/admin/page/${id}`, ctx.admin, {
      ...pageBody({
        slug: got.slug,
        title: got.title,
        attachments: [
          { id: kept?.id, displayName: 'Regulamin' },
          { id: dropped?.id, displayName: 'Regulamin archiwalny', delete: true },
          { id: renamed?.id, displayName: 'Cennik 2026' },
        ],
      }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(saved.json().attachments.map((a: { displayName: string }) => a.displayName)).toEqual([
      'Regulamin',
      'Cennik 2026',
    ]);

    // the dropped attachment's file is no longer referenced: the cleanup takes it, not the others
    const later = new Date(Date.now() + 25 * 3600_000);
    const result = await cleanupUnusedFiles(ctx.app.deps.files, ctx.db, later);
    expect(result.removedFiles).toContain(second);
    expect(result.removedFiles).not.toContain(first);
    const left = await ctx.db.select().from(files).where(eq(files.id, second));
    expect(left).toEqual([]);

    expect((await call('DELETE', `/api/admin/page/${id}`)).statusCode).toBe(200);
    const gone = await call('GET', `/api/admin/page/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].code).toBe('PAGE:PAGE_NOT_EXISTS');
    expect(await auditActions('page', id)).toEqual(['page.delete', 'page.update', 'page.create']);
  });

  it('answers PAGE_SLUG_EXIST on the slug field, 409 STALE_WRITE and 404 PAGE_NOT_EXISTS', async () => {
    await call('POST', '/api/admin/page', ctx.admin, {
      data: pageBody({ slug: { pl: 'regulamin-serwisu', en: 'terms-of-service' } }),
    });
    const clash = await call('POST', '/api/admin/page', ctx.admin, {
      data: pageBody({ slug: { pl: 'inna', en: 'terms-of-service' } }),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorsOf(clash)).toEqual([['PAGE:PAGE_SLUG_EXIST', 'data.slug.en']]);

    const created = await call('POST', '/api/admin/page', ctx.admin, { data: pageBody() });
    const id = created.json().id as number;
    const body = { ...pageBody({ slug: { pl: 'regulamin-serwisu', en: '' } }), version: 1 };
    const editClash = await call('PUT', `/api/admin/page/${id}`, ctx.admin, body);
    expect(errorsOf(editClash)).toEqual([['PAGE:PAGE_SLUG_EXIST', 'slug.pl']]);

    const ok = { ...pageBody({ slug: { pl: `ok-${id}`, en: '' } }), version: 1 };
    expect((await call('PUT', `/api/admin/page/${id}`, ctx.admin, ok)).statusCode).toBe(200);
    const stale = await call('PUT', `/api/admin/page/${id}`, ctx.admin, { ...ok, active: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('PAGE:STALE_WRITE');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        '/api/admin/page/999999',
        ctx.admin,
        method === 'PUT' ? ok : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json().errors[0].code).toBe('PAGE:PAGE_NOT_EXISTS');
    }
  });

  it('sanitises content, refuses a wrong attachment type, and defaults to inactive', async () => {
    const created = await call('POST', '/api/admin/page', ctx.admin, {
      data: {
        ...pageBody({ content: { pl: '<p onclick="x()">A<script>b</script></p>', en: '' } }),
        active: undefined,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const got = (await call('GET', `/api/admin/page/${created.json().id}`)).json();
    expect(got.active).toBe(false);
    expect(got.content.pl).toBe('<p>A</p>');

    const exe = await call('POST', '/api/admin/page', ctx.admin, {
      data: pageBody({
        attachments: [
          {
            displayName: 'Program',
            file: { base64: Buffer.from('MZ\x90\x00binary').toString('base64'), fileName: 'a.exe' },
          },
        ],
      }),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors[0]).toMatchObject({
      code: 'UPLOAD:WRONG_FILE_TYPE',
      context: 'data.attachments.0.file',
    });
  });

  it('enforces each page permission on the server', async () => {
    const reader = await createUser(ctx.db, { permissions: ['admin:page:list'] });
    const headers = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    const id = (await call('POST', '/api/admin/page', ctx.admin, { data: pageBody() })).json().id;
    expect((await call('GET', '/api/admin/page', headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/page/${id}`, headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/page', headers, { data: pageBody() })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/admin/page/${id}`, headers, { ...pageBody(), version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/page/${id}`, headers)).statusCode).toBe(403);
  });
});
