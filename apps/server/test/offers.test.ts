import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultElementContent, newElementCommon } from '@backoffice/contract';
import type { Offer } from '@backoffice/contract/offers';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/audit.js';
import { series } from '../src/modules/series/schema.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import * as sample from './helpers/file-samples.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

/** The public site's webhook, on loopback: answers as `mode` says and records each call. */
let mode: 'ok' | 'fail' | 'hang' | 'fail-once' = 'ok';
const received: { secret: string | undefined; body: { scope: string; slugs: string[] } }[] = [];
const hanging: http.ServerResponse[] = [];
const webhook = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({
      secret: req.headers['x-revalidate-secret'] as string | undefined,
      body: JSON.parse(raw) as { scope: string; slugs: string[] },
    });
    if (mode === 'hang') return void hanging.push(res);
    if (mode === 'fail' || (mode === 'fail-once' && received.length === 1)) {
      res.statusCode = 500;
      return void res.end('boom');
    }
    res.end('{"revalidated":true}');
  });
});

let ctx: TestContext;
let admin: Record<string, string>;
let webhookUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/revalidate`;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offers-test-'));
  ctx = await createTestApp({
    env: {
      UPLOADS_DIR: uploadsDir,
      FILES_CLEANUP_INTERVAL_MS: '0',
      REVALIDATE_WEBHOOK_URL: webhookUrl,
      REVALIDATE_WEBHOOK_SECRET: 'shh-test-secret',
      REVALIDATE_TIMEOUT_MS: '300',
    },
  });
  admin = bearer((await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken);
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await ctx.close();
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers = admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const errorsOf = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

let seq = 0;
const body = (overrides: object = {}) => {
  seq += 1;
  return {
    isOpen: true,
    isVisible: true,
    noRobots: false,
    title: { pl: `Oferta ${seq}`, en: `Offer ${seq}` },
    slug: { pl: `oferta-${seq}`, en: `offer-${seq}` },
    seoTitle: { pl: 'SEO', en: 'SEO' },
    seoDescription: { pl: 'Opis SEO', en: 'SEO description' },
    mainDescription: { pl: '<p>Opis</p>', en: '<p>Description</p>' },
    projectType: { pl: 'Biurowiec', en: 'Office' },
    templateName: 'default',
    address: 'ul. Domaniewska 41, Warszawa',
    investmentStart: '2026-05-01',
    investmentEnd: '2026-09-30',
    investmentReturn: '8.50',
    redemptionCapRate: '6.00',
    totalCost: '1000000.00',
    costPerStock: '500.00',
    debt: '250000.00',
    minStock: 2,
    developerEquity: '100000.00',
    investorsEquity: '200000.00',
    shouldEnableFixedInvestorsEquity: false,
    fixedInvestorsEquity: null,
    tenants: { pl: 'Najemcy', en: 'Tenants' },
    series: null,
    offerProperties: [
      { name: { pl: 'Powierzchnia', en: 'Area' }, value: { pl: '1000 m²', en: '1000 m²' } },
    ],
    offerBadges: [
      { name: { pl: 'Nowość', en: 'New' } },
      { name: { pl: 'Zysk 8%', en: '8% return' } },
    ],
    offerDescriptions: [
      { title: { pl: 'O projekcie', en: 'About' }, content: { pl: '<p>a</p>', en: '<p>b</p>' } },
    ],
    offerAgreements: [
      {
        type: 'risk',
        target: 'order',
        required: true,
        content: { pl: '<p>Ryzyko</p>', en: '<p>Risk</p>' },
      },
    ],
    offerAttachments: [{ displayName: { pl: 'Prospekt', en: 'Memorandum' } }],
    saveAndBack: false,
    ...overrides,
  };
};

async function create(overrides: object = {}): Promise<number> {
  const res = await call('POST', '/api/admin/offer', admin, { data: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const read = async (id: number): Promise<Offer> => {
  const res = await call('GET', `/api/admin/offer/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Offer;
};
/** The edit body of a loaded offer: its lists with their backendIndex. */
const editBody = (offer: Offer, overrides: object = {}) => ({
  ...body(),
  title: offer.title,
  slug: offer.slug,
  version: offer.version,
  offerProperties: offer.properties,
  offerBadges: offer.badges.map((b) => ({ backendIndex: b.backendIndex, name: b.name })),
  offerDescriptions: offer.descriptions,
  offerAgreements: offer.agreements.map(({ position: _p, ...a }) => a),
  offerAttachments: offer.investorAttachments.map((a) => ({
    backendIndex: a.backendIndex,
    displayName: a.displayName,
  })),
  ...overrides,
});

describe('offers CRUD', () => {
  it('creates with every list, reads it back with backendIndex and renumbered agreements', async () => {
    const upload = await call('POST', '/api/admin/common/upload-file', admin, {
      file: { base64: sample.pdf().toString('base64'), fileName: 'prospekt.pdf' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json().file.id as string;
    const id = await create({
      mainDescription: { pl: '<p>ok<script>alert(1)</script></p>', en: '' },
      offerAttachments: [
        { displayName: { pl: 'Prospekt', en: 'Memorandum' }, file: { fileId } },
        { displayName: { pl: 'Bez pliku', en: '' } },
      ],
    });
    const offer = await read(id);
    expect(offer.mainDescription.pl).not.toContain('script');
    expect(offer.badges.map((b) => b.name.pl)).toEqual(['Nowość', 'Zysk 8%']);
    expect(offer.badges.every((b) => typeof b.backendIndex === 'number')).toBe(true);
    expect(offer.agreements).toMatchObject([{ position: 1, type: 'risk', target: 'order' }]);
    expect(offer.investorAttachments[0]?.file?.id).toBe(fileId);
    expect(offer.investorAttachments[1]?.file).toBeNull();
    expect(offer.isVisible).toBe(true);
    expect(offer.totalCost).toBe('1000000.00');
    expect(offer.sections).toEqual([]);

    const list = await call(
      'GET',
      '/api/admin/offer?filters[search][text]=' + encodeURIComponent(offer.title.pl),
    );
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('reorders, deletes flagged items, keeps ids, and answers 409 with who saved last', async () => {
    const id = await create();
    const offer = await read(id);
    const [first, second] = offer.badges;
    if (!first || !second) throw new Error('two badges expected');
    const res = await call(
      'PUT',
      `/api/admin/offer/${id}`,
      admin,
      editBody(offer, {
        offerBadges: [
          { backendIndex: second.backendIndex, name: second.name },
          { backendIndex: first.backendIndex, name: first.name, delete: true },
          { name: { pl: 'Dodana', en: 'Added' } },
        ],
        offerProperties: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Offer;
    expect(after.badges.map((b) => [b.name.pl, b.position])).toEqual([
      ['Zysk 8%', 1],
      ['Dodana', 2],
    ]);
    expect(after.badges[0]?.backendIndex).toBe(second.backendIndex);
    expect(after.properties).toEqual([]);
    expect(after.version).toBe(offer.version + 1);

    const stale = await call('PUT', `/api/admin/offer/${id}`, admin, editBody(offer));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('OFFER:STALE_WRITE');
    expect(stale.json().errors[0].message).toContain(TEST_ADMIN_EMAIL);
  });

  it('a save that changes nothing writes nothing: same version, no audit entry (REQ-AUDIT-1)', async () => {
    const upload = await call('POST', '/api/admin/common/upload-file', admin, {
      file: { base64: sample.pdf().toString('base64'), fileName: 'bez-zmian.pdf' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = await create({
      offerAttachments: [
        {
          displayName: { pl: 'Prospekt', en: 'Memorandum' },
          file: { fileId: upload.json().file.id },
        },
      ],
      offerSections: [
        {
          elements: [
            {
              ...newElementCommon(),
              type: 'text',
              content: {
                ...defaultElementContent('text'),
                content: { pl: '<p>Tekst</p>', en: '' },
              },
            },
          ],
        },
      ],
    });
    const offer = await read(id);
    const entries = async () =>
      (
        await ctx.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'offer'), eq(auditLog.entityId, String(id))))
      ).map((e) => e.action);
    const logged = await entries();
    // every list, the sections sent back as read, and a decimal typed as a number
    const same = await call(
      'PUT',
      `/api/admin/offer/${id}`,
      admin,
      editBody(offer, { totalCost: 1000000, offerSections: offer.sections }),
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(offer);
    // the General tab alone (the sections left out)
    const general = await call('PUT', `/api/admin/offer/${id}`, admin, editBody(offer));
    expect(general.statusCode, general.body).toBe(200);
    expect((await read(id)).version).toBe(offer.version);
    expect(await entries()).toEqual(logged);

    // one badge renamed: written, the version bumped, one entry
    const renamed = await call(
      'PUT',
      `/api/admin/offer/${id}`,
      admin,
      editBody(offer, {
        offerBadges: offer.badges.map((b, i) => ({
          backendIndex: b.backendIndex,
          name: i === 0 ? { pl: 'Inna', en: 'Other' } : b.name,
        })),
        offerSections: offer.sections,
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json() as Offer;
    expect(after.version).toBe(offer.version + 1);
    expect(after.badges.map((b) => b.backendIndex)).toEqual(
      offer.badges.map((b) => b.backendIndex),
    );
    expect(after.sections).toEqual(offer.sections);
    expect(await entries()).toEqual([...logged, 'offer.update']);

    // the field checks come before the stale version's 409, as in every area
    const staleAndWrong = await call(
      'PUT',
      `/api/admin/offer/${id}`,
      admin,
      editBody(offer, { investmentEnd: '2026-04-01' }),
    );
    expect(staleAndWrong.statusCode).toBe(400);
    expect(errorsOf(staleAndWrong)).toEqual([
      ['OFFER:INVESTMENT_END_BEFORE_START', 'investmentEnd'],
    ]);
  });

  it('clamps negatives to 0, keeps fixed equity only with its switch, orders dates', async () => {
    const id = await create({
      totalCost: '-5.00',
      debt: -3,
      minStock: -4,
      fixedInvestorsEquity: '900.00',
      shouldEnableFixedInvestorsEquity: false,
    });
    const offer = await read(id);
    expect([offer.totalCost, offer.debt, offer.minStock]).toEqual(['0.00', '0.00', 0]);
    expect(offer.fixedInvestorsEquity).toBeNull();
    expect(offer.shouldEnableFixedInvestorsEquity).toBe(false);

    const on = await call(
      'PUT',
      `/api/admin/offer/${id}`,
      admin,
      editBody(offer, { shouldEnableFixedInvestorsEquity: true, fixedInvestorsEquity: '900.50' }),
    );
    expect(on.json().fixedInvestorsEquity).toBe('900.50');

    const bad = await call('POST', '/api/admin/offer', admin, {
      data: body({ investmentStart: '2026-06-02', investmentEnd: '2026-06-01' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([['OFFER:INVESTMENT_END_BEFORE_START', 'data.investmentEnd']]);

    const missingTitle = await call('POST', '/api/admin/offer', admin, {
      data: body({ title: { pl: '', en: 'x' }, seoTitle: { pl: '', en: '' } }),
    });
    expect(missingTitle.statusCode).toBe(400);

    const noSeries = await call('POST', '/api/admin/offer', admin, {
      data: body({ series: 999999 }),
    });
    expect(errorsOf(noSeries)).toEqual([['OFFER:SERIES_NOT_EXISTS', 'data.series']]);
  });

  it('refuses a taken slug per language, on that language field', async () => {
    const id = await create({ slug: { pl: 'zajety-pl', en: 'taken-en' } });
    const pl = await call('POST', '/api/admin/offer', admin, {
      data: body({ slug: { pl: 'zajety-pl', en: 'free-en' } }),
    });
    expect(pl.statusCode).toBe(409);
    expect(errorsOf(pl)).toEqual([['OFFER:SLUG_NOT_UNIQUE', 'data.slug.pl']]);
    const other = await create();
    const en = await call(
      'PUT',
      `/api/admin/offer/${other}`,
      admin,
      editBody(await read(other), { slug: { pl: 'wolny-pl', en: 'taken-en' } }),
    );
    expect(errorsOf(en)).toEqual([['OFFER:SLUG_NOT_UNIQUE', 'slug.en']]);
    expect((await read(id)).slug.en).toBe('taken-en');
  });

  it('deletes, then answers 404', async () => {
    const id = await create();
    expect((await call('DELETE', `/api/admin/offer/${id}`)).statusCode).toBe(200);
    const gone = await call('GET', `/api/admin/offer/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].code).toBe('OFFER:OFFER_NOT_EXISTS');
  });

  it('links a series that exists', async () => {
    const [s] = await ctx.database.db
      .insert(series)
      .values({ name: 'Seria T', limit: 100, pricePerShare: '500.00' })
      .returning();
    const seriesId = s?.id ?? 0;
    const id = await create({ series: seriesId });
    expect((await read(id)).series).toBe(seriesId);
    const filtered = await call('GET', `/api/admin/offer?filters[series][numeric]=${seriesId}`);
    expect(filtered.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
  });
});

describe('offer clone', () => {
  it('copies every list with free slugs, hidden, the same files', async () => {
    const upload = await call('POST', '/api/admin/common/upload-file', admin, {
      file: { base64: sample.pdf().toString('base64'), fileName: 'a.pdf' },
    });
    const fileId = upload.json().file.id as string;
    const id = await create({
      slug: { pl: 'klon', en: 'clone' },
      offerAttachments: [{ displayName: { pl: 'A', en: 'A' }, file: { fileId } }],
    });
    const first = await call('POST', `/api/admin/offer/${id}/clone`);
    expect(first.statusCode, first.body).toBe(201);
    const copy = await read(first.json().id);
    expect(copy.slug).toEqual({ pl: 'klon-kopia', en: 'clone-copy' });
    expect(copy.isVisible).toBe(false);
    expect(copy.badges.map((b) => b.name)).toEqual((await read(id)).badges.map((b) => b.name));
    expect(copy.agreements).toHaveLength(1);
    expect(copy.investorAttachments[0]?.file?.id).toBe(fileId);
    expect(copy.badges[0]?.backendIndex).not.toBe((await read(id)).badges[0]?.backendIndex);
    // one entry: the copy as stored, with its lists, its sections and the offer it came from
    const cloned = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.clone'), eq(auditLog.entityId, String(copy.id))));
    expect(cloned).toHaveLength(1);
    expect(cloned[0]?.entityType).toBe('offer');
    expect(cloned[0]?.before).toBeNull();
    expect(cloned[0]?.after).toMatchObject({
      clonedFrom: id,
      id: copy.id,
      slugPl: 'klon-kopia',
      isVisible: false,
      agreements: [expect.objectContaining({ offerId: copy.id })],
      attachments: [expect.objectContaining({ offerId: copy.id, fileId })],
      sections: expect.any(Array),
    });
    const second = await read((await call('POST', `/api/admin/offer/${id}/clone`)).json().id);
    expect(second.slug).toEqual({ pl: 'klon-kopia-2', en: 'clone-copy-2' });
    expect((await call('POST', '/api/admin/offer/999999/clone')).statusCode).toBe(404);
  });
});

describe('offer positions', () => {
  const lastPosition = async () => {
    const res = await call(
      'GET',
      '/api/admin/offer?pagination[pageSize]=1&order[0][column]=position&order[0][direction]=DESC',
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items[0]?.position as number | undefined) ?? 0;
  };

  it('a new offer without a position and a clone take the next free position; a typed one is kept', async () => {
    const before = await lastPosition();
    const first = await create();
    expect((await read(first)).position).toBe(before + 1);
    const second = await create();
    expect((await read(second)).position).toBe(before + 2);
    const clone = await call('POST', `/api/admin/offer/${first}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    expect((await read(clone.json().id)).position).toBe(before + 3);
    // typed by someone: kept as typed, even when another offer is there
    const typed = await create({ position: before + 1 });
    expect((await read(typed)).position).toBe(before + 1);
    // an edit without a position keeps the stored one
    const stored = await read(second);
    const edited = await call('PUT', `/api/admin/offer/${second}`, admin, {
      ...editBody(stored),
      position: undefined,
      version: stored.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(second)).position).toBe(before + 2);
  });

  it('concurrent creates take different positions', async () => {
    const before = await lastPosition();
    const ids = await Promise.all(Array.from({ length: 4 }, () => create()));
    const positions = await Promise.all(ids.map(async (id) => (await read(id)).position));
    expect(positions.map(Number).sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4].map((n) => before + n),
    );
  });
});

describe('revalidation', () => {
  it('calls the webhook with the secret and the slugs, audited', async () => {
    const id = await create({ slug: { pl: 'rewalidacja', en: 'revalidation' } });
    mode = 'ok';
    received.length = 0;
    const one = await call('POST', `/api/admin/revalidate/offers/${id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ outcome: 'sent', slugs: ['rewalidacja', 'revalidation'] });
    expect(received).toEqual([
      {
        secret: 'shh-test-secret',
        body: expect.objectContaining({ scope: 'offer', slugs: ['rewalidacja', 'revalidation'] }),
      },
    ]);
    const all = await call('POST', '/api/admin/revalidate/offers');
    expect(all.statusCode).toBe(200);
    expect(all.json().slugs).toContain('rewalidacja');
    const log = await call(
      'GET',
      '/api/admin/audit-log?filters[entityType][choice]=offer&pagination[pageSize]=50',
    );
    expect(
      log.json().items.filter((e: { action: string }) => e.action === 'offer.revalidate').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('retries once, then answers 502; a webhook that never answers gives 504', async () => {
    mode = 'fail-once';
    received.length = 0;
    const retried = await call('POST', '/api/admin/revalidate/offers');
    expect(retried.statusCode).toBe(200);
    expect(received).toHaveLength(2);

    mode = 'fail';
    received.length = 0;
    const failed = await call('POST', '/api/admin/revalidate/offers');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors[0].code).toBe('OFFER:REVALIDATION_FAILED');
    expect(received).toHaveLength(2);

    mode = 'hang';
    const slow = await call('POST', '/api/admin/revalidate/offers');
    expect(slow.statusCode).toBe(504);
    expect(slow.json().errors[0].code).toBe('OFFER:REVALIDATION_TIMEOUT');
    mode = 'ok';
  });

  it('without a URL it is a recorded no-op; an unknown offer is 404', async () => {
    const config = ctx.app.deps.config.revalidate;
    const saved = config.url;
    config.url = undefined;
    try {
      received.length = 0;
      const res = await call('POST', '/api/admin/revalidate/offers');
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('skipped');
      expect(received).toHaveLength(0);
    } finally {
      config.url = saved;
    }
    expect((await call('POST', '/api/admin/revalidate/offers/999999')).statusCode).toBe(404);
  });
});

describe('offer permissions', () => {
  it('refuses each action without its admin:offer:* permission', async () => {
    const id = await create();
    const user = await createUser(ctx.database.db, { permissions: [] });
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const checks: [Method, string, object?][] = [
      ['GET', '/api/admin/offer'],
      ['GET', `/api/admin/offer/${id}`],
      ['POST', '/api/admin/offer', { data: body() }],
      ['PUT', `/api/admin/offer/${id}`, { ...body(), version: 1 }],
      ['DELETE', `/api/admin/offer/${id}`],
      ['POST', `/api/admin/offer/${id}/clone`],
      ['POST', '/api/admin/revalidate/offers'],
      ['POST', `/api/admin/revalidate/offers/${id}`],
    ];
    for (const [method, url, payload] of checks) {
      const res = await call(method, url, headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const reader = await createUser(ctx.database.db, {
      permissions: ['admin:offer:list', 'admin:offer:get'],
    });
    const readerHeaders = bearer(
      (await signIn(ctx.app, reader.email, reader.password)).accessToken,
    );
    expect((await call('GET', `/api/admin/offer/${id}`, readerHeaders)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/offer/${id}/clone`, readerHeaders)).statusCode).toBe(
      403,
    );
  });
});
