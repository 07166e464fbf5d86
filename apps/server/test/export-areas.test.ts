import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  EXPORT_TOTAL_HEADER,
  permissionDescription,
  type AuditEntry,
  type ListResponse,
} from '@backoffice/contract';
import type { Agreement } from '@backoffice/contract/agreements';
import type { BlogTag } from '@backoffice/contract/blog';
import type { EmailTemplate } from '@backoffice/contract/email-templates';
import type { FeaturedOfferListItem } from '@backoffice/contract/featured-offers';
import type { MenuItem } from '@backoffice/contract/menu-items';
import type { OfferListItem } from '@backoffice/contract/offers';
import type { Page } from '@backoffice/contract/pages';
import type { Permission, Role } from '@backoffice/contract/roles';
import type { Series } from '@backoffice/contract/series';
import type { Slider } from '@backoffice/contract/sliders';
import type { UserListItem } from '@backoffice/contract/users';
import { auditLog } from '../src/db/schema/index.js';
import { typesAndTargets } from '../src/modules/agreements/service.js';
import { MODULES } from '../src/modules/index.js';
import { readCsv, readXlsx } from './helpers/export-files.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { throwawayFileService } from './helpers/test-config.js';

// REQ-EXPORT-1, "Export any list", on every list screen besides the five that came first (orders,
// transactions, investments: export.test.ts; FAQ and blog likewise): each area's export holds
// exactly the rows its list selects, in the list's order, its columns with translated headers,
// behind admin:<area>:export, audited as list.export.

const ctx = useTestApp();
beforeAll(async () => {
  // the demo content (not the money rows): every list has rows to export
  const files = throwawayFileService();
  for (const module of MODULES) {
    if (module.name === 'investments') continue;
    await module.seedDemo?.(ctx.db, { files });
  }
  // an audited write for the audit log's export
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/faq',
    headers: ctx.admin,
    payload: {
      data: {
        question: { pl: 'Pytanie do dziennika', en: 'A question' },
        answer: { pl: '<p>a</p>', en: '<p>a</p>' },
        position: 1,
        active: true,
        isFeatured: false,
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
}, 120_000);

async function listAll<T>(path: string, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await ctx.app.inject({
      url: `${path}?${query}&pagination[pageSize]=5&pagination[pageNumber]=${page}`,
      headers: ctx.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListResponse<T>>();
    items.push(...body.items);
    if (page >= body.pagination.totalPages) return items;
  }
}

const AGREEMENT_VOCABULARY = typesAndTargets('pl');
const label = (pairs: { value: string; label: string }[], value: string) =>
  pairs.find((p) => p.value === value)?.label ?? value;
const yes = (value: boolean) => (value ? 'Tak' : 'Nie');
const warsaw = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'medium',
});
/** `31/01/2026 14:05`: the files' dates read day/month/year (REQ-FINLIST-3). */
const warsawTime = (iso: string) => {
  const [day = '', time = ''] = warsaw.format(new Date(iso)).split(' ');
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
};
/** A calendar day `2026-01-31` as the files write it: `31/01/2026`. */
const dayText = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');
/** A decimal as a Polish CSV writes it: `100,50`. */
const decimalPl = (value: string) => value.replace('.', ',');
/** What a spreadsheet would run as a formula gets an apostrophe. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

interface AreaCase<T> {
  area: string;
  path: string;
  /** the list query: a filter and an order where the list has them */
  query: string;
  /** the web list's column keys and their Polish headers */
  columns: Record<string, string>;
  /** a listed row as the CSV's cells (Polish) */
  cells: (item: T) => string[];
  /** the permissions a caller holds that may list but not export */
  listOnly: string[];
}

const areaPermissions = (area: string) =>
  ALL_PERMISSIONS.filter((p) => p.startsWith(`admin:${area}:`) && !p.endsWith(':export'));

const defineCase = <T>(c: AreaCase<T>) => c as AreaCase<unknown>;

const CASES: AreaCase<unknown>[] = [
  defineCase<Agreement>({
    area: 'agreement',
    path: '/api/admin/agreements',
    query: 'filters[active][boolean]=1&order[0][column]=name&order[0][direction]=DESC',
    columns: {
      name: 'Nazwa',
      type: 'Typ',
      target: 'Miejsce',
      active: 'Aktywna',
      required: 'Wymagana',
      contentVersion: 'Wersja',
    },
    cells: (a) => [
      text(a.name.pl),
      label(AGREEMENT_VOCABULARY.types, a.type),
      label(AGREEMENT_VOCABULARY.targets, a.target),
      yes(a.active),
      yes(a.required),
      String(a.contentVersion),
    ],
    listOnly: areaPermissions('agreement'),
  }),
  defineCase<BlogTag>({
    area: 'tags',
    path: '/api/admin/tags',
    query: 'order[0][column]=nameEn&order[0][direction]=DESC',
    columns: { namePl: 'Nazwa polska', nameEn: 'Nazwa angielska', postCount: 'Wpisy' },
    cells: (t) => [text(t.name.pl), text(t.name.en), String(t.postCount)],
    listOnly: areaPermissions('tags'),
  }),
  defineCase<EmailTemplate>({
    area: 'email-template',
    path: '/api/admin/email/template',
    query: 'order[0][column]=name&order[0][direction]=DESC',
    columns: { name: 'Nazwa', subject: 'Temat' },
    cells: (t) => [text(t.name.pl), text(t.subject.pl)],
    listOnly: areaPermissions('email-template'),
  }),
  defineCase<FeaturedOfferListItem>({
    area: 'featured-offer',
    path: '/api/admin/featured-offer',
    query: 'order[0][column]=title&order[0][direction]=ASC',
    columns: { name: 'Nazwa (klucz techniczny)', title: 'Tytuł', offerCount: 'Liczba ofert' },
    cells: (g) => [text(g.name), text(g.title.pl), String(g.offerCount)],
    listOnly: areaPermissions('featured-offer'),
  }),
  defineCase<MenuItem>({
    area: 'menu',
    path: '/api/admin/menu',
    query: 'filters[codeName][choice]=header&order[0][column]=label&order[0][direction]=DESC',
    columns: {
      position: 'Pozycja',
      label: 'Etykieta',
      parent: 'Element nadrzędny',
      url: 'Adres URL',
      codeName: 'Menu',
    },
    // the header's roots: no parent, their own menu
    cells: (m) => [String(m.position), text(m.label.pl), '', text(m.url.pl), 'Nagłówek'],
    listOnly: areaPermissions('menu'),
  }),
  defineCase<OfferListItem>({
    area: 'offer',
    path: '/api/admin/offer',
    query:
      'filters[isVisible][boolean]=1&order[0][column]=investmentStart&order[0][direction]=DESC',
    columns: {
      position: 'Pozycja',
      title: 'Tytuł',
      slug: 'Slug',
      investmentStart: 'Początek inwestycji',
      investmentEnd: 'Koniec inwestycji',
      isOpen: 'Otwarta',
      isVisible: 'Widoczna',
    },
    cells: (o) => [
      String(o.position),
      text(o.title.pl),
      text(o.slug.pl),
      dayText(o.investmentStart),
      dayText(o.investmentEnd),
      yes(o.isOpen),
      yes(o.isVisible),
    ],
    listOnly: areaPermissions('offer'),
  }),
  defineCase<Permission>({
    area: 'permission',
    path: '/api/admin/permission',
    query: 'filters[search][text]=admin:faq&order[0][column]=name&order[0][direction]=DESC',
    columns: { name: 'Nazwa', description: 'Opis' },
    cells: (p) => [p.name, text(permissionDescription(p, 'pl'))],
    listOnly: areaPermissions('permission'),
  }),
  defineCase<Role>({
    area: 'role',
    path: '/api/admin/role',
    query: 'order[0][column]=name&order[0][direction]=ASC',
    columns: { id: 'ID', name: 'Nazwa' },
    cells: (r) => [String(r.id), text(r.name)],
    listOnly: areaPermissions('role'),
  }),
  defineCase<Series>({
    area: 'series',
    path: '/api/admin/series',
    query: 'order[0][column]=pricePerShare&order[0][direction]=DESC',
    columns: {
      name: 'Nazwa',
      displayName: 'Nazwa wyświetlana',
      pricePerShare: 'Cena za udział (PLN)',
      sold: 'Sprzedane / limit',
      availableFrom: 'Dostępna od',
      availableTo: 'Dostępna do',
      offers: 'Oferty',
    },
    cells: (s) => [
      text(s.name),
      text(s.displayName),
      decimalPl(s.pricePerShare),
      `${s.numberOfShares} / ${s.limit}`,
      dayText(s.availableFrom),
      dayText(s.availableTo),
      s.offers.length > 0
        ? `${s.offers.length}: ${s.offers.map((o) => o.title.pl).join(', ')}`
        : '',
    ],
    listOnly: areaPermissions('series'),
  }),
  defineCase<Slider>({
    area: 'slider',
    path: '/api/admin/slider',
    query: 'filters[active][boolean]=1&order[0][column]=name&order[0][direction]=ASC',
    columns: { thumbnail: 'Miniatura', position: 'Pozycja', name: 'Nazwa', active: 'Aktywny' },
    cells: (s) => [s.image.url, String(s.position), text(s.name.pl), yes(s.active)],
    listOnly: areaPermissions('slider'),
  }),
  defineCase<Page>({
    area: 'page',
    path: '/api/admin/page',
    query: 'order[0][column]=slug&order[0][direction]=DESC',
    columns: { title: 'Tytuł', slug: 'Slug', active: 'Aktywna' },
    cells: (p) => [text(p.title.pl), text(p.slug.pl), yes(p.active)],
    listOnly: areaPermissions('page'),
  }),
  defineCase<UserListItem>({
    area: 'user',
    path: '/api/admin/user',
    query: 'filters[userType][choice]=investor&order[0][column]=email&order[0][direction]=ASC',
    columns: {
      email: 'E-mail',
      firstName: 'Imię',
      lastName: 'Nazwisko',
      createdAt: 'Utworzono',
      userType: 'Typ konta',
      isAdmin: 'Admin',
      isSuperAdmin: 'Superadmin',
    },
    cells: (u) => [
      u.email,
      text(u.firstName),
      text(u.lastName),
      warsawTime(u.createdAt),
      'Inwestor',
      yes(u.isAdmin),
      yes(u.isSuperAdmin),
    ],
    listOnly: areaPermissions('user'),
  }),
  defineCase<AuditEntry>({
    area: 'audit-log',
    path: '/api/admin/audit-log',
    query: 'filters[entityType][choice]=faq&order[0][column]=actorEmail&order[0][direction]=ASC',
    columns: {
      createdAt: 'Data',
      actorEmail: 'Kto',
      action: 'Akcja',
      entity: 'Obiekt',
      ip: 'Adres IP',
    },
    cells: (e) => [
      warsawTime(e.createdAt),
      e.actorEmail ?? 'system',
      e.action,
      e.entityId ? `${e.entityType} #${e.entityId}` : e.entityType,
      e.ip ?? '',
    ],
    listOnly: areaPermissions('audit-log'),
  }),
];

describe.each(CASES)('the $area list', (c) => {
  it('exports as CSV exactly the rows the list selects, with its columns in Polish', async () => {
    const listed = await listAll<unknown>(c.path, c.query);
    expect(listed.length).toBeGreaterThan(0);
    const keys = Object.keys(c.columns);
    const res = await ctx.app.inject({
      url: `${c.path}/export?format=csv&columns=${keys.join(',')}&${c.query}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers[EXPORT_TOTAL_HEADER.toLowerCase()]).toBe(String(listed.length));
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual(Object.values(c.columns));
    expect(rows.slice(1)).toEqual(listed.map(c.cells));
  });

  it('exports the columns asked for, in the order asked', async () => {
    const [first, second] = Object.keys(c.columns).reverse();
    const res = await ctx.app.inject({
      url: `${c.path}/export?format=csv&columns=${first},${second}&${c.query}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(readCsv(res.body)[0]).toEqual([c.columns[first ?? ''], c.columns[second ?? '']]);
  });

  it('is audited as list.export with the filters used', async () => {
    await ctx.app.inject({ url: `${c.path}/export?format=csv&${c.query}`, headers: ctx.admin });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list.export'), eq(auditLog.entityId, c.area)));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)?.after).toMatchObject({ area: c.area, format: 'csv' });
  });

  it(`answers 403 to a caller who may list but not export`, async () => {
    const user = await createUser(ctx.db, { permissions: c.listOnly });
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const list = await ctx.app.inject({ url: c.path, headers });
    expect(list.statusCode, list.body).toBe(200);
    const refused = await ctx.app.inject({ url: `${c.path}/export?format=csv`, headers });
    expect(refused.statusCode).toBe(403);
  });
});

describe('XLSX of the content lists', () => {
  it('offers: calendar days as date cells, yes/no in English', async () => {
    const query = 'order[0][column]=investmentEnd&order[0][direction]=ASC';
    const listed = await listAll<OfferListItem>('/api/admin/offer', query);
    const res = await ctx.app.inject({
      url: `/api/admin/offer/export?format=xlsx&columns=title,investmentStart,isOpen&${query}`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { sheet, rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Title', 'Investment start', 'Open']);
    expect(
      rows
        .slice(1)
        .map(([title, start, open]) => [title, (start as Date).toISOString().slice(0, 10), open]),
    ).toEqual(
      listed.map((o) => [o.title.en || o.title.pl, o.investmentStart, o.isOpen ? 'Yes' : 'No']),
    );
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy');
  });

  it('series: the price as a PLN number', async () => {
    const query = 'order[0][column]=name&order[0][direction]=ASC';
    const listed = await listAll<Series>('/api/admin/series', query);
    const res = await ctx.app.inject({
      url: `/api/admin/series/export?format=xlsx&columns=name,pricePerShare&${query}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sheet, rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Nazwa', 'Cena za udział (PLN)']);
    expect(rows.slice(1)).toEqual(listed.map((s) => [s.name, Number(s.pricePerShare)]));
    expect(sheet.getRow(2).getCell(2).numFmt).toContain('zł');
  });
});

describe('staff accounts (users with onlyAdmin=1)', () => {
  it('exports only what the staff list shows', async () => {
    const query = 'order[0][column]=email&order[0][direction]=ASC';
    const listed = await listAll<UserListItem>('/api/admin/user', `onlyAdmin=1&${query}`);
    expect(listed.every((u) => u.isAdmin)).toBe(true);
    const res = await ctx.app.inject({
      url: `/api/admin/user/export?format=csv&columns=email&onlyAdmin=1&${query}`,
      headers: ctx.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      readCsv(res.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(listed.map((u) => u.email));
  });
});
