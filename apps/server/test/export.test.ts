import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  EXPORT_TOTAL_HEADER,
  type ListResponse,
  type OrderListItem,
} from '@backoffice/contract';
import type { Faq } from '@backoffice/contract/faq';
import { auditLog } from '../src/db/schema/index.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { readCsv, readXlsx } from './helpers/export-files.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';

// REQ-EXPORT-1, "Export any list": the file holds exactly the rows the list query selects, all
// pages of them, in the list's order (past the export's 1,000-row batches), behind its own
// permission, audited.

const ROWS = 2300;
const ctx = useTestApp();
beforeAll(async () => {
  const target = await createOfferWithSeries(ctx.db, { limit: 1_000_000 });
  const investor = await createInvestor(ctx.db, 'Zofia', 'Żak');
  const statuses = ['new', 'paid', 'completed', 'rejected'] as const;
  // few distinct dates and amounts: the keyset must order ties by id across batches
  const values = Array.from({ length: ROWS }, (_, i) => ({
    userId: investor.id,
    offerId: target.offerId,
    seriesId: target.seriesId,
    status: statuses[i % 4] ?? 'new',
    date: new Date(Date.UTC(2026, 0, 1 + (i % 7), 23, 30, 0, (i % 3) * 1)),
    pricePerShare: '100.50',
    quantity: 1 + (i % 5),
    totalAmount: (100.5 * (1 + (i % 5))).toFixed(2),
  }));
  for (let i = 0; i < values.length; i += 500) {
    await ctx.db.insert(orders).values(values.slice(i, i + 500));
  }
}, 60_000);

async function listAll<T>(url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await ctx.app.inject({
      url: `${url}${sep}pagination[pageSize]=100&pagination[pageNumber]=${page}`,
      headers: ctx.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListResponse<T>>();
    items.push(...body.items);
    if (page >= body.pagination.totalPages) return items;
  }
}

const ORDER_QUERY =
  'filters[status][choice]=paid&order[0][column]=totalAmount&order[0][direction]=DESC';

describe('orders export', () => {
  it('XLSX: every filtered row, in the list order, money as PLN numbers, dates in Warsaw time', async () => {
    const listed = await listAll<OrderListItem>(`/api/admin/order?${ORDER_QUERY}`);
    expect(listed.length).toBeGreaterThan(500);
    const res = await ctx.app.inject({
      url: `/api/admin/order/export?format=xlsx&columns=id,date,totalAmount,status&${ORDER_QUERY}`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers[EXPORT_TOTAL_HEADER.toLowerCase()]).toBe(String(listed.length));
    const { sheet, rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['No.', 'Date', 'Total', 'Status']);
    // the rows, then the totals row: the sum of the totals, exact (REQ-FINLIST-3)
    const data = rows.slice(1, -1);
    const sum = listed.reduce((cents, o) => cents + Math.round(Number(o.totalAmount) * 100), 0);
    expect(rows.at(-1)).toEqual(['Total', undefined, sum / 100]);
    // the header stays in view and filters the rows, not the totals row
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:D${listed.length + 1}`);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(data.map((r) => r[0])).toEqual(listed.map((o) => o.id));
    expect(data.map((r) => r[2])).toEqual(listed.map((o) => Number(o.totalAmount)));
    expect(new Set(data.map((r) => r[3]))).toEqual(new Set(['Paid']));
    expect(sheet.getRow(2).getCell(3).numFmt).toContain('zł');
    // 23:30 UTC on 1 January is 00:30 on the 2nd in Warsaw; the cell shows the Warsaw time
    const first = present(listed[0]);
    const cell = present(data[0])[1] as Date;
    const warsaw = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Warsaw',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(first.date));
    expect(cell.toISOString().slice(0, 19).replace('T', ' ')).toBe(warsaw);
  });

  it('CSV in Polish: semicolons, decimal commas, dd/mm/yyyy, investor and e-mail apart, a totals row', async () => {
    const listed = await listAll<OrderListItem>(`/api/admin/order?${ORDER_QUERY}`);
    const res = await ctx.app.inject({
      url: `/api/admin/order/export?format=csv&columns=id,investor,offer,date,totalAmount&${ORDER_QUERY}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = readCsv(res.body, ';');
    expect(rows[0]).toEqual([
      'Nr',
      'Inwestor',
      'E-mail',
      'Oferta',
      'Seria',
      'Data',
      'Kwota łączna',
    ]);
    const day = (iso: string) => {
      const [date = '', time = ''] = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Warsaw',
        dateStyle: 'short',
        timeStyle: 'short',
      })
        .format(new Date(iso))
        .split(' ');
      return `${date.split('-').reverse().join('/')} ${time}`;
    };
    expect(rows.slice(1, -1)).toEqual(
      listed.map((o) => [
        String(o.id),
        `${o.user.firstName} ${o.user.lastName}`,
        o.user.email,
        o.offer.title.pl,
        o.series.name,
        day(o.date),
        o.totalAmount.replace('.', ','),
      ]),
    );
    const sum = listed.reduce((cents, o) => cents + BigInt(o.totalAmount.replace('.', '')), 0n);
    const sumText = `${sum / 100n},${String(sum % 100n).padStart(2, '0')}`;
    expect(rows.at(-1)).toEqual(['Razem', '', '', '', '', '', sumText]);
  });

  it('CSV in English: commas and decimal points', async () => {
    const listed = await listAll<OrderListItem>(`/api/admin/order?${ORDER_QUERY}`);
    const res = await ctx.app.inject({
      url: `/api/admin/order/export?format=csv&columns=id,totalAmount&${ORDER_QUERY}`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    const rows = readCsv(res.body, ',');
    expect(rows[0]).toEqual(['No.', 'Total']);
    expect(rows.slice(1, -1)).toEqual(listed.map((o) => [String(o.id), o.totalAmount]));
    expect(rows.at(-1)?.[0]).toBe('Total');
    expect(rows.at(-1)?.[1]).toMatch(/^\d+\.\d{2}$/);
  });

  it('the picked rows only (ids), the filters still applying', async () => {
    const listed = await listAll<OrderListItem>(`/api/admin/order?${ORDER_QUERY}`);
    const picked = listed.slice(0, 3).map((o) => o.id);
    const notPaid = (
      await listAll<OrderListItem>('/api/admin/order?filters[status][choice]=new')
    )[0];
    const res = await ctx.app.inject({
      url: `/api/admin/order/export?format=csv&columns=id&ids=${[...picked, present(notPaid).id].join(',')}&${ORDER_QUERY}`,
      headers: ctx.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      readCsv(res.body)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(picked);
  });

  it('the default order and no filter: all rows, and the whole of each batch boundary', async () => {
    const listed = await listAll<OrderListItem>('/api/admin/order');
    const res = await ctx.app.inject({
      url: '/api/admin/order/export?format=csv&columns=id',
      headers: ctx.admin,
    });
    expect(
      readCsv(res.body)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(listed.map((o) => o.id));
  });

  it('refuses an unknown column or format and a bad filter with 400', async () => {
    for (const url of [
      '/api/admin/order/export?format=xlsx&columns=id,password',
      '/api/admin/order/export?format=pdf',
      '/api/admin/order/export?format=csv&filters[status][choice]=lost',
      '/api/admin/order/export?format=csv&ids=1,x',
      '/api/admin/order/export?format=csv&ids=9999999999',
    ]) {
      const res = await ctx.app.inject({ url, headers: ctx.admin });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
  });

  it('is audited with the area, format and filters', async () => {
    await ctx.app.inject({
      url: `/api/admin/order/export?format=csv&${ORDER_QUERY}`,
      headers: ctx.admin,
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list.export'), eq(auditLog.entityId, 'order')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.actorEmail).toBe(TEST_ADMIN_EMAIL);
    expect(entry?.after).toMatchObject({
      area: 'order',
      format: 'csv',
      filters: { status: { choice: 'paid' } },
      order: [{ column: 'totalAmount', direction: 'DESC' }],
    });
  });

  it('answers 403 without admin:order:export, even holding every other order permission', async () => {
    const user = await createUser(ctx.db, {
      permissions: ALL_PERMISSIONS.filter(
        (p) => p.startsWith('admin:order:') && !p.endsWith(':export'),
      ),
    });
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const refused = await ctx.app.inject({ url: '/api/admin/order/export?format=csv', headers });
    expect(refused.statusCode).toBe(403);
    expect(codesOf(refused.json()).length).toBeGreaterThan(0);
    const list = await ctx.app.inject({ url: '/api/admin/order', headers });
    expect(list.statusCode).toBe(200);
  });
});

describe('a content area: FAQ', () => {
  it('exports the filtered FAQ list with yes/no cells in the language asked', async () => {
    for (let i = 0; i < 3; i++) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/faq',
        headers: ctx.admin,
        payload: {
          data: {
            question: { pl: `=Pytanie ${i}, "cytat"`, en: `Question ${i}` },
            answer: { pl: '<p>a</p>', en: '<p>a</p>' },
            position: i + 1,
            active: i !== 1,
            isFeatured: false,
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const query = 'filters[active][boolean]=1&order[0][column]=position&order[0][direction]=DESC';
    const listed = await listAll<Faq>(`/api/admin/faq?${query}`);
    const xlsx = await ctx.app.inject({
      url: `/api/admin/faq/export?format=xlsx&${query}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    const { rows } = await readXlsx(xlsx.rawPayload);
    expect(rows[0]).toEqual(['Pytanie', 'Pozycja', 'Aktywne', 'Strona główna']);
    expect(rows.slice(1)).toEqual(
      listed.map((f) => [f.question.pl, f.position, 'Tak', f.isFeatured ? 'Tak' : 'Nie']),
    );
    const csv = await ctx.app.inject({
      url: `/api/admin/faq/export?format=csv&columns=question&${query}`,
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    // a text starting with "=" is not run as a formula by a spreadsheet
    expect(readCsv(csv.body).slice(1)).toEqual(
      listed.map((f) => [f.question.pl.startsWith('=') ? `'${f.question.pl}` : f.question.pl]),
    );
  });
});
