import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ELEMENT_CONTENT_SLOTS,
  ELEMENT_TYPES,
  entriesAt,
  defaultElementContent,
  newElementCommon,
  type ElementType,
} from '@backoffice/contract';
import type { Offer } from '@backoffice/contract/offers';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/audit.js';
import { bigOfferSections } from '../src/modules/offers/big-offer.js';
import { useTestApp } from './helpers/test-app.js';
import { startFakeGeocoder } from '../../../scripts/fake-geocoder.mjs';
import { bearer, createUser, signIn } from './helpers/auth.js';
import * as sample from './helpers/file-samples.js';

/*
 * REQ-SECTION-1 to REQ-SECTION-13, the server side of the Sections page builder: per-type
 * validation with the error on the field's path, ids kept across saves, removed elements deleted,
 * the version check,
 * clone, rich text sanitised, images resolved, and a 1,000-element offer intact.
 */

let geocoder: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
});
afterAll(() => geocoder.close());
const ctx = useTestApp({
  env: () => ({
    UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'offer-sections-test-')),
    FILES_CLEANUP_INTERVAL_MS: '0',
    GEOCODER_URL: geocoder.url,
    // the fake holds a "zwłoka" lookup open: the timeout answer comes after this
    GEOCODER_TIMEOUT_MS: '1500',
    MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
  }),
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.admin, ...(payload ? { payload } : {}) });
const errorsOf = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

let seq = 0;
const offerBody = (offerSections: unknown[]) => {
  seq += 1;
  return {
    title: { pl: `Sekcje ${seq}`, en: '' },
    slug: { pl: `sekcje-${seq}-${Date.now()}`, en: '' },
    seoTitle: { pl: 'SEO', en: '' },
    seoDescription: { pl: 'SEO', en: '' },
    mainDescription: { pl: '', en: '' },
    projectType: { pl: '', en: '' },
    tenants: { pl: '', en: '' },
    investmentStart: '2026-01-01',
    investmentEnd: '2026-12-31',
    offerSections,
  };
};
const element = (type: ElementType, content: object = {}, extra: object = {}) => ({
  ...newElementCommon(),
  type,
  content: { ...defaultElementContent(type), ...content },
  ...extra,
});

async function create(offerSections: unknown[]) {
  const res = await call('POST', '/api/admin/offer', { data: offerBody(offerSections) });
  expect(res.statusCode, res.body).toBe(201);
  return read(res.json().id as number);
}
async function read(id: number): Promise<Offer> {
  const res = await call('GET', `/api/admin/offer/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Offer;
}
/** The edit body of a loaded offer, its sections as the editor sends them back. */
const edit = (offer: Offer, offerSections: unknown[] = offer.sections) => ({
  ...offerBody(offerSections),
  title: offer.title,
  slug: offer.slug,
  version: offer.version,
});

describe('offer sections: storage', () => {
  it('stores every element type with its defaults and reads them back in order', async () => {
    const types = ELEMENT_TYPES.filter((t) => t !== 'iframe' && t !== 'youtube');
    const offer = await create([
      { elements: types.map((type) => element(type)) },
      {
        elements: [
          element('iframe', { title: { pl: 'Mapa', en: '' }, url: 'https://example.com/x' }),
          element('youtube', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
        ],
      },
    ]);
    expect(offer.sections).toHaveLength(2);
    expect(offer.sections[0]?.position).toBe(1);
    expect(offer.sections[0]?.elements.map((e) => e.type)).toEqual(types);
    expect(offer.sections[1]?.elements.map((e) => e.position)).toEqual([1, 2]);
    const counter = offer.sections[0]?.elements.find((e) => e.type === 'counter');
    // inner items are numbered from 1 on read
    expect(counter?.content).toMatchObject({
      animationDuration: 1,
      elements: [{ backendIndex: 1, position: 1, countFrom: 0, countTo: 100 }],
    });
    const map = offer.sections[0]?.elements.find((e) => e.type === 'map');
    expect(map?.content).toMatchObject({ zoom: 16, latitude: 50.050098, longitude: 19.947975 });
    expect(offer.sections[0]?.elements[0]).toMatchObject({
      visible: true,
      grid: { desktop: 12, tablet: 12, mobile: 12 },
    });
  });

  it('keeps ids across saves, deletes what the payload leaves out, and renumbers', async () => {
    const offer = await create([
      { elements: [element('text'), element('map'), element('contactForm')] },
      { elements: [element('text')] },
    ]);
    const [first, second] = offer.sections;
    const ids = first?.elements.map((e) => e.backendIndex) ?? [];
    // the user removed the map and the whole second section, and moved the form up
    const res = await call(
      'PUT',
      `/api/admin/offer/${offer.id}`,
      edit(offer, [{ ...first, elements: [first?.elements[2], first?.elements[0]] }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Offer;
    expect(saved.sections).toHaveLength(1);
    expect(saved.sections[0]?.backendIndex).toBe(first?.backendIndex);
    expect(saved.sections[0]?.elements.map((e) => [e.backendIndex, e.position, e.type])).toEqual([
      [ids[2], 1, 'contactForm'],
      [ids[0], 2, 'text'],
    ]);
    expect(second).toBeDefined();
    // a backendIndex of another offer's element is a new element, never a takeover
    const other = await create([{ elements: [element('text')] }]);
    const foreign = other.sections[0]?.elements[0]?.backendIndex;
    const res2 = await call(
      'PUT',
      `/api/admin/offer/${saved.id}`,
      edit(saved, [{ elements: [{ ...element('text'), backendIndex: foreign }] }]),
    );
    expect(res2.statusCode, res2.body).toBe(200);
    expect((res2.json() as Offer).sections[0]?.elements[0]?.backendIndex).not.toBe(foreign);
    expect((await read(other.id)).sections[0]?.elements[0]?.backendIndex).toBe(foreign);
  });

  it('audits a one-field edit as that one element, before and after', async () => {
    const offer = await create([{ elements: [element('text'), element('map'), element('text')] }]);
    const sent = structuredClone(offer.sections);
    const map = sent[0]?.elements[1];
    if (!map) throw new Error('no map');
    (map.content as { zoom: number }).zoom = 18;
    const res = await call('PUT', `/api/admin/offer/${offer.id}`, edit(offer, sent));
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await ctx.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'offer'), eq(auditLog.entityId, String(offer.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    type Change = {
      elements: { id: number; content: { zoom?: number } }[];
      unchangedElements?: number;
    };
    const before = (entry?.before as { sections: Change }).sections;
    const after = (entry?.after as { sections: Change }).sections;
    expect(before.elements.map((e) => [e.id, e.content.zoom])).toEqual([[map.backendIndex, 16]]);
    expect(after.elements.map((e) => [e.id, e.content.zoom])).toEqual([[map.backendIndex, 18]]);
    expect(after.unchangedElements).toBe(2);
  });

  it('leaves the sections alone when a save does not send them', async () => {
    const offer = await create([{ elements: [element('text')] }]);
    const { offerSections: _omit, ...body } = edit(offer);
    const res = await call('PUT', `/api/admin/offer/${offer.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Offer).sections).toEqual(offer.sections);
  });

  it('answers 409 to a stale save and keeps the newer sections', async () => {
    const offer = await create([{ elements: [element('text')] }]);
    const newer = await call('PUT', `/api/admin/offer/${offer.id}`, edit(offer, []));
    expect(newer.statusCode, newer.body).toBe(200);
    const stale = await call('PUT', `/api/admin/offer/${offer.id}`, edit(offer));
    expect(stale.statusCode).toBe(409);
    expect((await read(offer.id)).sections).toEqual([]);
  });

  it('clone copies the sections with new ids', async () => {
    const offer = await create([
      { elements: [element('text', { content: { pl: '<p>Kopia</p>', en: '' } })] },
    ]);
    const res = await call('POST', `/api/admin/offer/${offer.id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = await read(res.json().id as number);
    const strip = (o: Offer) =>
      o.sections.map((s) => s.elements.map(({ backendIndex: _b, ...e }) => e));
    expect(strip(copy)).toEqual(strip(offer));
    expect(copy.sections[0]?.backendIndex).not.toBe(offer.sections[0]?.backendIndex);
  });

  it('sanitises rich text and keeps plain text as typed', async () => {
    const offer = await create([
      {
        elements: [
          element('text', {
            content: {
              pl: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>',
              en: '',
            },
          }),
          element('timeline', {
            elements: [
              {
                label: { pl: 'a < b & c', en: '' },
                content: { pl: '<b>zwykły tekst</b>', en: '' },
                date: '2026-02-01',
                current: true,
              },
            ],
          }),
        ],
      },
    ]);
    const [text, timeline] = offer.sections[0]?.elements ?? [];
    expect((text?.content as { content: { pl: string } }).content.pl).toBe('<p>ok</p>');
    // a timeline entry is plain text: the public site escapes it, the server keeps it verbatim
    expect(timeline?.content).toMatchObject({
      elements: [{ label: { pl: 'a < b & c' }, content: { pl: '<b>zwykły tekst</b>' } }],
    });
  });

  it('sanitises every field an element type marks as rich text, whatever its depth', async () => {
    // built from the contract's marks, so a new type or field is covered without a new test
    const dirty = { pl: '<p>ok</p><img src=x onerror=alert(1)>', en: '<script>x</script><b>b</b>' };
    const withDirty = (path: string[]): unknown => {
      const [key = '', ...rest] = path;
      if (path.length === 0) return dirty;
      // a list item also needs the fields no default fills (a grid tile's span, title and link)
      const required = {
        grid: { desktop: 12, tablet: 12, mobile: 12 },
        title: { pl: '', en: '' },
        url: { pl: '', en: '' },
      };
      return key === '*'
        ? [{ ...required, ...(withDirty(rest) as object) }]
        : { [key]: withDirty(rest) };
    };
    const marked = ELEMENT_TYPES.flatMap((type) =>
      ELEMENT_CONTENT_SLOTS[type]
        .filter((slot) => slot.kind === 'richText')
        .map((slot) => ({ type, path: slot.path })),
    );
    expect(marked.length).toBeGreaterThanOrEqual(3);
    const offer = await create([
      { elements: marked.map(({ type, path }) => element(type, withDirty(path) as object)) },
    ]);
    const saved = offer.sections[0]?.elements ?? [];
    for (const [index, { type, path }] of marked.entries()) {
      const values = entriesAt(saved[index]?.content, path).map((entry) => entry.value);
      expect(values, `${type}.${path.join('.')}`).toEqual([{ pl: '<p>ok</p>', en: '<b>b</b>' }]);
    }
  });

  it('resolves images by upload id, expands their URLs, and refuses an unknown one on its field', async () => {
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/common/upload-photo',
      headers: ctx.admin,
      payload: { file: { base64: (await sample.png()).toString('base64'), fileName: 'a.png' } },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json().file.id as string;
    const offer = await create([
      { elements: [element('pageHeader', { images: [{ file: { fileId } }] })] },
    ]);
    const header = offer.sections[0]?.elements[0]?.content as {
      images: { file: { fileId: string; url: string; thumbUrl: string | null } }[];
    };
    expect(header.images[0]?.file.fileId).toBe(fileId);
    expect(header.images[0]?.file.url).toMatch(/^\/uploads\//);
    // the editor sends the read shape straight back: it saves unchanged
    const again = await call('PUT', `/api/admin/offer/${offer.id}`, edit(offer));
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Offer).sections).toEqual(offer.sections);

    const missing = await call('POST', '/api/admin/offer', {
      data: offerBody([
        {
          elements: [
            element('text'),
            element('gallery', {
              items: [
                {
                  title: { pl: '', en: '' },
                  description: { pl: '', en: '' },
                  file: { fileId: '00000000-0000-4000-8000-000000000000' },
                },
              ],
            }),
          ],
        },
      ]),
    });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([
      ['UPLOAD:FILE_NOT_FOUND', 'data.offerSections.0.elements.1.content.items.0.file'],
    ]);
  });
});

describe('offer sections: validation on the field path', () => {
  const cases: [string, unknown, string, string][] = [
    ['no type', { ...newElementCommon(), content: {} }, 'ELEMENT_TYPE_IS_REQUIRED', 'type'],
    [
      'iframe over http',
      element('iframe', { url: 'http://example.com' }),
      'URL_MUST_BE_HTTPS',
      'content.url',
    ],
    ['iframe without url', element('iframe'), 'FIELD_IS_REQUIRED', 'content.url'],
    [
      'youtube elsewhere',
      element('youtube', { url: 'https://vimeo.com/1' }),
      'INVALID_YOUTUBE_URL',
      'content.url',
    ],
    ['map zoom', element('map', { zoom: 12 }), 'INVALID_ZOOM', 'content.zoom'],
    [
      'grid span',
      element('text', {}, { grid: { desktop: 13, tablet: 6, mobile: 12 } }),
      'INVALID_GRID_SPAN',
      'grid.desktop',
    ],
    [
      'colour',
      element('counter', { elements: [{ color: 'red', label: { pl: '', en: '' } }] }),
      'INVALID_COLOR',
      'content.elements.0.color',
    ],
    [
      'four header images',
      element('pageHeader', { images: [1, 2, 3, 4].map(() => ({ file: null })) }),
      'TOO_MANY_IMAGES',
      'content.images',
    ],
    [
      'six gallery items',
      element('gallery', {
        items: [1, 2, 3, 4, 5, 6].map(() => ({
          title: { pl: '', en: '' },
          description: { pl: '', en: '' },
        })),
      }),
      'TOO_MANY_ITEMS',
      'content.items',
    ],
    [
      'table cells',
      element('table', { columns: [{ name: { pl: 'A', en: '' } }], rows: [{ cells: [] }] }),
      'CELLS_DO_NOT_MATCH_COLUMNS',
      'content.rows.0.cells',
    ],
    ['css class', element('text', {}, { cssClasses: ['bogus'] }), 'UNKNOWN_TYPE', 'cssClasses.0'],
    ['element id', element('text', {}, { elementId: '1 bad' }), 'INVALID_ELEMENT_ID', 'elementId'],
    [
      'chart value',
      element('barChart', { items: [{ value: -1, label: { pl: '', en: '' } }] }),
      'INVALID_NUMBER',
      'content.items.0.value',
    ],
    [
      'timeline date',
      element('timeline', {
        elements: [{ label: { pl: '', en: '' }, content: { pl: '', en: '' }, date: '2026-13-01' }],
      }),
      'INVALID_DATE',
      'content.elements.0.date',
    ],
  ];
  it.each(cases)('%s', async (_name, bad, code, field) => {
    const offer = await create([{ elements: [element('text')] }]);
    const res = await call(
      'PUT',
      `/api/admin/offer/${offer.id}`,
      edit(offer, [offer.sections[0], { elements: [element('text'), bad] }]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { code: string; context: string }[];
    expect(errors.map((e) => [e.code.split(':').pop(), e.context])).toContainEqual([
      code,
      `offerSections.1.elements.1.${field}`,
    ]);
    // nothing was saved
    expect((await read(offer.id)).version).toBe(offer.version);
  });
});

describe('offer sections: size', () => {
  it('saves and loads a 1,000-element offer intact', async () => {
    const sections = bigOfferSections(100, 10);
    const offer = await create(sections);
    expect(offer.sections).toHaveLength(100);
    expect(offer.sections.flatMap((s) => s.elements)).toHaveLength(1000);
    // what was sent comes back, element by element, with the server's numbering added
    const unnumber = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(unnumber)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([k]) => k !== 'backendIndex' && k !== 'position')
                .map(([k, v]) => [k, unnumber(v)]),
            )
          : value;
    const sent = sections.map((s) => s.elements);
    const back = offer.sections.map((s) => s.elements);
    expect(unnumber(back)).toEqual(JSON.parse(JSON.stringify(sent)) as unknown);
    // and a second save of the whole thing keeps every id
    const res = await call('PUT', `/api/admin/offer/${offer.id}`, edit(offer));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Offer).sections).toEqual(offer.sections);
  }, 60_000);
});

describe('geocoding for the map element', () => {
  const lookup = (address: string, headers = ctx.admin) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/geocode?address=${encodeURIComponent(address)}`,
      headers,
    });

  it('answers the first match of the configured provider', async () => {
    const res = await lookup('Rynek Główny 1, Kraków');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      formattedAddress: 'Rynek Główny, Kraków, Polska',
      latitude: 50.0616,
      longitude: 19.9373,
    });
  });

  it('names an unknown address, an empty one, and a provider that fails', async () => {
    const unknown = await lookup('Nieistniejąca 999, Nigdzie');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual([['OFFER:ADDRESS_INVALID', 'address']]);
    const empty = await lookup('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].code).toMatch(/ADDRESS_EMPTY$/);
  });

  it('a provider that fails is a 502, one too slow a 504, on the address: never the maintenance 503', async () => {
    const down = await lookup('awaria dostawcy');
    expect(down.statusCode).toBe(502);
    expect(errorsOf(down)).toEqual([['OFFER:GEOCODER_UNAVAILABLE', 'address']]);
    expect(down.json()).not.toHaveProperty('maintenance');
    const slow = await lookup('zwłoka dostawcy');
    expect(slow.statusCode).toBe(504);
    expect(errorsOf(slow)).toEqual([['OFFER:GEOCODER_TIMEOUT', 'address']]);
  });

  it('gives the tile URL, and both only to who may create or edit offers', async () => {
    const config = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/geocode/config',
      headers: ctx.admin,
    });
    expect(config.json()).toEqual({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      geocoderConfigured: true,
    });
    const reader = await createUser(ctx.db, { permissions: ['admin:offer:list'] });
    const headers = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    expect((await lookup('Kraków', headers)).statusCode).toBe(403);
    const editor = await createUser(ctx.db, { permissions: ['admin:offer:edit'] });
    const editorHeaders = bearer(
      (await signIn(ctx.app, editor.email, editor.password)).accessToken,
    );
    expect((await lookup('Kraków', editorHeaders)).statusCode).toBe(200);
  });
});
