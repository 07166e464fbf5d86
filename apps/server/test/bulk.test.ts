import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { BULK_MAX_ROWS } from '@backoffice/contract';
import { SERIES_DEFAULTS } from '@backoffice/contract/series';
import { auditLog } from '../src/db/schema/index.js';
import { answer } from '../src/modules/agreements/repository.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

// Bulk actions on the content lists (decision 0005): `POST …/bulk/delete`, `…/bulk/restore`
// (the undo of a bulk delete) and `…/bulk/active`, one audited transaction per row; a row the
// data refuses answers its reason and the others go through.

let investorId: number;
const ctx = useTestApp();
beforeAll(async () => {
  investorId = (await createUser(ctx.db, { isAdmin: false })).id;
  // the homepage keeps one active slide (REQ-SLIDER-4): this one, so the slides below may all go
  await created('slider', await slideData());
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = ctx.admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function created(path: string, data: object): Promise<number> {
  const res = await call('POST', `/api/admin/${path}`, { data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let seq = 0;
const next = () => (seq += 1);
const pair = (pl: string, en: string) => ({ pl, en });

const seriesData = () => ({
  ...SERIES_DEFAULTS,
  name: `Seria hurtowa ${next()}`,
  displayName: `Seria ${seq}`,
  limit: 1000,
  pricePerShare: '499.99',
  availableFrom: '2026-01-01',
  availableTo: '2026-12-31',
  bankName: 'PKO Bank Polski S.A.',
  accountHolder: 'Fabryczna sp. z o.o.',
  accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
});

const offerData = () => ({
  isOpen: true,
  isVisible: true,
  noRobots: false,
  title: pair(`Kamienica ${next()}`, `Tenement ${seq}`),
  slug: pair(`kamienica-hurt-${seq}`, `tenement-bulk-${seq}`),
  seoTitle: pair('SEO', 'SEO'),
  seoDescription: pair('Opis SEO', 'SEO description'),
  mainDescription: pair('<p>Opis</p>', '<p>Description</p>'),
  projectType: pair('Mieszkania', 'Flats'),
  templateName: 'default',
  address: 'ul. Piotrkowska 120, Łódź',
  investmentStart: '2026-05-01',
  investmentEnd: '2026-09-30',
  investmentReturn: '8.50',
  redemptionCapRate: '6.00',
  totalCost: '1234567.89',
  costPerStock: '500.00',
  debt: '250000.00',
  minStock: 2,
  developerEquity: '100000.00',
  investorsEquity: '200000.00',
  shouldEnableFixedInvestorsEquity: false,
  fixedInvestorsEquity: null,
  tenants: pair('Najemcy', 'Tenants'),
  series: null,
  offerProperties: [{ name: pair('Powierzchnia', 'Area'), value: pair('1000 m²', '1000 m²') }],
  offerBadges: [{ name: pair('Nowość', 'New') }],
  offerDescriptions: [
    { title: pair('O projekcie', 'About'), content: pair('<p>a</p>', '<p>b</p>') },
  ],
  offerAgreements: [],
  offerAttachments: [],
  saveAndBack: false,
});

const postData = (tags: number[] = []) => ({
  isVisible: true,
  publishedAt: '2026-03-10T09:00:00.000Z',
  position: 3,
  author: 'Anna Kowalczyk',
  slug: pair(`wpis-hurt-${next()}`, `post-bulk-${seq}`),
  title: pair(`Wpis ${seq}`, `Post ${seq}`),
  description: pair('Opis', 'Description'),
  content: pair('<p>Treść</p>', '<p>Content</p>'),
  seoTitle: pair('', ''),
  seoDescription: pair('', ''),
  tags,
});

const pageData = () => ({
  active: true,
  slug: pair(`strona-hurt-${next()}`, `page-bulk-${seq}`),
  title: pair(`Strona ${seq}`, `Page ${seq}`),
  subTitle: pair('', ''),
  content: pair('<p>Treść</p>', ''),
  seoTitle: pair('', ''),
  seoDescription: pair('', ''),
  attachments: [],
});

const slideData = async () => ({
  position: 4,
  active: true,
  name: pair(`Slajd ${next()}`, `Slide ${seq}`),
  content: pair('<p>Treść</p>', '<p>Content</p>'),
  guestButtonLabel: pair('Załóż konto', 'Sign up'),
  guestButtonUrl: pair('/rejestracja', '/register'),
  loggedUserButtonLabel: pair('Zobacz', 'See it'),
  loggedUserButtonUrl: pair('/oferty', ''),
  image: {
    base64: (
      await sharp({ create: { width: 32, height: 20, channels: 3, background: '#1c7ed6' } })
        .png()
        .toBuffer()
    ).toString('base64'),
    fileName: 'slajd.png',
  },
});

const agreementData = () => ({
  type: 'marketing',
  target: 'newsletter',
  name: pair(`Zgoda ${next()}`, `Consent ${seq}`),
  content: pair('<p>Treść zgody</p>', '<p>Consent text</p>'),
});

async function seriesWithOrder(): Promise<{ seriesId: number; offerId: number }> {
  const seriesId = await created('series', seriesData());
  const offerId = await created('offer', offerData());
  await ctx.db.insert(orders).values({
    userId: investorId,
    offerId,
    seriesId,
    status: 'new',
    pricePerShare: '100.00',
    quantity: 1,
    totalAmount: '100.00',
  });
  return { seriesId, offerId };
}

interface Area {
  name: string;
  path: string;
  entityType: string;
  create(): Promise<number>;
  /** a row whose delete the data forbids, and the code it is refused with */
  refused?: () => Promise<{ id: number; code: string }>;
  /** the flag `…/bulk/active` sets */
  flag?: 'active' | 'isVisible';
}

const AREAS: Area[] = [
  {
    name: 'offers',
    path: 'offer',
    entityType: 'offer',
    create: () => created('offer', offerData()),
    refused: async () => ({
      id: (await seriesWithOrder()).offerId,
      code: 'OFFER:CANT_DELETE_ENTITY_WITH_RELATIONS',
    }),
    flag: 'isVisible',
  },
  {
    name: 'series',
    path: 'series',
    entityType: 'series',
    create: () => created('series', seriesData()),
    refused: async () => ({
      id: (await seriesWithOrder()).seriesId,
      code: 'SERIES:CANT_DELETE_SERIES',
    }),
  },
  {
    name: 'blog posts',
    path: 'blog',
    entityType: 'blog-post',
    create: async () => created('blog', postData([await created('tags', { name: tagName() })])),
    flag: 'isVisible',
  },
  {
    name: 'blog tags',
    path: 'tags',
    entityType: 'blog-tag',
    create: () => created('tags', { name: tagName() }),
  },
  {
    name: 'static pages',
    path: 'page',
    entityType: 'page',
    create: () => created('page', pageData()),
    flag: 'active',
  },
  {
    name: 'sliders',
    path: 'slider',
    entityType: 'slider',
    create: async () => created('slider', await slideData()),
    flag: 'active',
  },
  {
    name: 'agreements',
    path: 'agreements',
    entityType: 'agreement',
    create: () => created('agreements', { ...agreementData(), active: true }),
    refused: async () => {
      const id = await created('agreements', { ...agreementData(), active: true });
      await answer(ctx.db, { userId: investorId, agreementId: id, accepted: true });
      return { id, code: 'AGREEMENT:CANT_DELETE_ENTITY_WITH_RELATIONS' };
    },
    flag: 'active',
  },
  {
    name: 'FAQ',
    path: 'faq',
    entityType: 'faq',
    create: () =>
      created('faq', {
        active: true,
        position: 1,
        isFeatured: false,
        question: pair(`Pytanie ${next()}?`, `Question ${seq}?`),
        answer: pair('Tak.', 'Yes.'),
      }),
    flag: 'active',
  },
];

function tagName() {
  return pair(`Tag hurtowy ${next()}`, `Bulk tag ${seq}`);
}

const read = async (area: Area, id: number) => call('GET', `/api/admin/${area.path}/${id}`);

async function auditActions(entityType: string, id: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

interface BulkResult {
  id: number;
  ok: boolean;
  errors?: { code: string; message: string }[];
}
const resultsOf = (res: { json(): { results: BulkResult[] } }) => res.json().results;

describe.each(AREAS)('bulk actions on $name', (area) => {
  it('deletes the picked rows, refuses only the row the data forbids (with its reason), and one undo brings every deleted row back as it was', async () => {
    const a = await area.create();
    const b = await area.create();
    const saved = [(await read(area, a)).json(), (await read(area, b)).json()];
    const refused = await area.refused?.();
    const ids = refused ? [a, refused.id, b] : [a, b];

    const deleted = await call('POST', `/api/admin/${area.path}/bulk/delete`, { ids });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const results = resultsOf(deleted);
    expect(results.filter((r) => r.ok).map((r) => r.id)).toEqual([a, b]);
    if (refused) {
      const failed = results.find((r) => r.id === refused.id);
      expect(failed?.ok).toBe(false);
      expect(failed?.errors?.[0]?.code).toBe(refused.code);
      expect(failed?.errors?.[0]?.message).toMatch(/\S/);
      expect((await read(area, refused.id)).statusCode).toBe(200);
    }
    expect((await read(area, a)).statusCode).toBe(404);
    expect((await read(area, b)).statusCode).toBe(404);
    // one audited delete per row
    expect(await auditActions(area.entityType, a)).toEqual([
      `${area.entityType}.create`,
      `${area.entityType}.delete`,
    ]);

    const restored = await call('POST', `/api/admin/${area.path}/bulk/restore`, { ids: [a, b] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(resultsOf(restored)).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
    ]);
    // the same records: fields, lists, links, version and timestamps
    expect((await read(area, a)).json()).toEqual(saved[0]);
    expect((await read(area, b)).json()).toEqual(saved[1]);
    expect((await auditActions(area.entityType, b)).at(-1)).toBe(`${area.entityType}.restore`);

    // a second undo of the same delete meets the record: refused for that row with the reason
    const again = await call('POST', `/api/admin/${area.path}/bulk/restore`, { ids: [a] });
    expect(resultsOf(again)[0]?.errors?.[0]?.code).toMatch(/:RESTORE_RECORD_EXISTS$/);
  });

  it.runIf(area.flag)(
    'sets the flag of the picked rows at their listed versions; a row saved since is refused alone',
    async () => {
      const flag = area.flag as 'active' | 'isVisible';
      const a = await area.create();
      const b = await area.create();
      const stale = await area.create();
      const versions = await Promise.all(
        [a, b, stale].map(async (id) => (await read(area, id)).json().version as number),
      );
      const off = await call('POST', `/api/admin/${area.path}/bulk/active`, {
        active: false,
        items: [
          { id: a, version: versions[0] },
          { id: b, version: versions[1] },
          { id: stale, version: (versions[2] ?? 0) + 5 },
        ],
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(resultsOf(off).map((r) => [r.id, r.ok, r.errors?.[0]?.code.split(':')[1]])).toEqual([
        [a, true, undefined],
        [b, true, undefined],
        [stale, false, 'STALE_WRITE'],
      ]);
      expect((await read(area, a)).json()[flag]).toBe(false);
      expect((await read(area, stale)).json()[flag]).toBe(true);
      expect((await auditActions(area.entityType, a)).at(-1)).toBe(`${area.entityType}.update`);

      const on = await call('POST', `/api/admin/${area.path}/bulk/active`, {
        active: true,
        items: [{ id: a, version: (versions[0] ?? 0) + 1 }],
      });
      expect(resultsOf(on)).toEqual([{ id: a, ok: true }]);
      expect((await read(area, a)).json()[flag]).toBe(true);
    },
  );
});

describe('bulk actions: rules every area shares', () => {
  it('the last active slide stays: deactivating every active slide refuses the last one', async () => {
    const listed = await call('GET', '/api/admin/slider?pagination[pageSize]=100');
    const active = (listed.json().items as { id: number; version: number; active: boolean }[])
      .filter((s) => s.active)
      .map((s) => ({ id: s.id, version: s.version }));
    expect(active.length).toBeGreaterThan(0);
    const res = await call('POST', '/api/admin/slider/bulk/active', {
      active: false,
      items: active,
    });
    const results = resultsOf(res);
    expect(results.slice(0, -1).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)?.errors?.[0]?.code).toBe('SLIDER:CANT_REMOVE_LAST_ACTIVE');
  });

  it('an undo puts a deleted tag back on its posts, and the audit log does not show the stored rows', async () => {
    const tag = await created('tags', { name: tagName() });
    const post = await created('blog', postData([tag]));
    await call('POST', '/api/admin/tags/bulk/delete', { ids: [tag] });
    expect((await read(AREAS[2] as Area, post)).json().tags).toEqual([]);
    await call('POST', '/api/admin/tags/bulk/restore', { ids: [tag] });
    expect((await read(AREAS[2] as Area, post)).json().tags).toEqual([tag]);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=blog-tag&filters[search][text]=${tag}&pagination[pageSize]=100`,
    );
    const deleteEntry = (log.json().items as { action: string; before: object }[]).find(
      (e) => e.action === 'blog-tag.delete',
    );
    expect(deleteEntry?.before).toMatchObject({ id: tag });
    expect(deleteEntry?.before).not.toHaveProperty('restoreRows');
  });

  it('refuses an empty or oversized selection with a code, and a holder without the permission', async () => {
    const empty = await call('POST', '/api/admin/offer/bulk/delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].code).toBe('REQUEST:FIELD_IS_REQUIRED');
    const ids = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => i + 1);
    const many = await call('POST', '/api/admin/offer/bulk/delete', { ids });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].code).toBe('REQUEST:BULK_TOO_MANY');

    const editor = await createUser(ctx.db, {
      permissions: ['admin:offer:list', 'admin:offer:edit'],
    });
    const headers = bearer((await signIn(ctx.app, editor.email, editor.password)).accessToken);
    const offerId = await created('offer', offerData());
    const denied = await call('POST', '/api/admin/offer/bulk/delete', { ids: [offerId] }, headers);
    expect(denied.statusCode).toBe(403);
    expect((await read(AREAS[0] as Area, offerId)).statusCode).toBe(200);
    const version = (await read(AREAS[0] as Area, offerId)).json().version as number;
    const hidden = await call(
      'POST',
      '/api/admin/offer/bulk/active',
      { active: false, items: [{ id: offerId, version }] },
      headers,
    );
    expect(resultsOf(hidden)).toEqual([{ id: offerId, ok: true }]);
  });

  it('lists the bulk routes in the OpenAPI description', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const area of AREAS) {
      expect(spec.paths, area.path).toHaveProperty([`/api/admin/${area.path}/bulk/delete`]);
      expect(spec.paths, area.path).toHaveProperty([`/api/admin/${area.path}/bulk/restore`]);
      if (area.flag) {
        expect(spec.paths, area.path).toHaveProperty([`/api/admin/${area.path}/bulk/active`]);
      }
    }
  });
});
