import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQueryParams } from '@backoffice/contract';
import { queryRows, type Database } from '../src/core/db/database.js';
import * as orders from '../src/modules/money/orders/service.js';
import * as search from '../src/modules/search/service.js';
import * as transactions from '../src/modules/money/transactions/service.js';
import { seedScale } from '../src/ops/seed-scale.js';
import { cloneTemplateDatabase } from './helpers/test-app.js';
import { present } from './helpers/money.js';

/**
 * The EXPLAIN guard (REQ-SCALE-2): on a 50,000-order fixture, every case of the orders and
 * transactions lists runs through the product's own list functions; each SQL statement they
 * send (captured by the database's query logger, with its parameters) is explained, and a
 * sequential scan of `orders` or `transaction` fails the test. A missing index or a filter
 * written so no index can serve it shows up here before it shows up at 1M rows.
 */

interface Captured {
  query: string;
  params: unknown[];
}

const captured: Captured[] = [];
let capturing = false;
let database: Database;
let fixture: { offerId: number; seriesId: number };

type Client = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

beforeAll(async () => {
  database = await cloneTemplateDatabase({
    logger: {
      logQuery: (query, params) => {
        if (capturing) captured.push({ query, params });
      },
    },
  });
  await seedScale(database.db, { investors: 10_000, orders: 50_000, offers: 40 });
  // the planner's statistics and (for index-only scans) the visibility map, as autovacuum
  // would leave them on a real database
  for (const table of ['users', 'orders', 'transaction', 'investment']) {
    await database.db.execute(sql.raw(`vacuum analyze "${table}"`));
  }
  // the busiest offer (its series is the offer's own) — the filter least likely to be selective
  const [top] = await queryRows<{ offerId: number; seriesId: number }>(
    database.db,
    sql`select offer_id as "offerId", series_id as "seriesId" from orders group by 1, 2 order by count(*) desc limit 1`,
  );
  if (!top) throw new Error('the fixture has no orders');
  fixture = top;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

it('the bulk seed leaves the dashboard sums (kept by triggers it switches off) equal to its rows', async () => {
  const [sums] = await queryRows<{ counted: number; summed: number; raised: string; rows: string }>(
    database.db,
    sql`select (select count(*) from orders)::int as counted,
               (select coalesce(sum(orders), 0) from dashboard_order_month)::int as summed,
               (select coalesce(sum(raised), 0) from dashboard_offer_raised)::text as raised,
               (select coalesce(sum(invested_amount), 0) from investment)::text as rows`,
  );
  expect(sums?.counted).toBeGreaterThanOrEqual(50_000);
  expect(sums?.summed).toBe(sums?.counted);
  expect(sums?.raised).toBe(sums?.rows);
});

const page = (pageNumber: number) => ({ pagination: { pageNumber: String(pageNumber) } });
const order = (column: string, direction: 'ASC' | 'DESC') => ({
  order: [{ column, direction }],
});
const filter = (field: string, name: string, value: string) => ({
  filters: { [field]: { [name]: value } },
});

/** [name, query] for every case: pages, each filter, each sortable column both ways. */
function cases(
  sortable: string[],
  choices: Record<string, readonly string[]>,
  amountField: string,
  dateFields: string[],
): [string, ListQueryParams][] {
  const all: [string, ListQueryParams][] = [
    ['first page', {}],
    ['deep page (2,000 of 2,500)', page(2000)],
    ['investor search %kowal%', filter('investor', 'text', 'kowal')],
    ['offer', filter('offer', 'numeric', String(fixture.offerId))],
    [`${amountField} min`, filter(amountField, 'min', '5000')],
    [`${amountField} max`, filter(amountField, 'max', '300')],
  ];
  for (const field of dateFields) {
    all.push([
      `${field} range`,
      { filters: { [field]: { dateFrom: '2025-03-01', dateTo: '2025-03-31' } } },
    ]);
  }
  for (const [field, values] of Object.entries(choices)) {
    for (const value of values) all.push([`${field} ${value}`, filter(field, 'choice', value)]);
  }
  for (const column of sortable) {
    for (const direction of ['ASC', 'DESC'] as const) {
      all.push([`sort ${column} ${direction}`, order(column, direction)]);
      all.push([
        `sort ${column} ${direction}, deep page`,
        { ...order(column, direction), ...page(2000) },
      ]);
    }
  }
  return all;
}

type ListAnswer = { pagination: { totalPages: number; cursors?: Record<string, string> } };

/**
 * The pages stepped to by cursor (keyset) in each order whose column is never null: the next
 * one after page 1,999, the previous one before it, and the end. Each must find its page
 * through an index, as the others.
 */
async function cursorCases(
  list: (query: ListQueryParams) => Promise<ListAnswer>,
  sortable: string[],
): Promise<[string, ListQueryParams][]> {
  const orders = [
    ['default order', {}],
    ...sortable.flatMap((column) =>
      (['ASC', 'DESC'] as const).map((direction) => [
        `sort ${column} ${direction}`,
        order(column, direction),
      ]),
    ),
  ] as [string, ListQueryParams][];
  const all: [string, ListQueryParams][] = [];
  for (const [name, ordered] of orders) {
    const at = await list({ ...ordered, ...page(1999) });
    const cursors = at.pagination.cursors;
    if (!cursors) continue;
    const to = (pageNumber: number, cursor: Record<string, string | undefined>) => ({
      ...ordered,
      pagination: { pageNumber: String(pageNumber), ...cursor },
    });
    all.push(
      [`${name}, next page by cursor`, to(2000, { after: cursors.next })],
      [`${name}, previous page by cursor`, to(1998, { before: cursors.previous })],
      [`${name}, last page by cursor`, to(at.pagination.totalPages, { before: cursors.last })],
    );
  }
  return all;
}

/** The statements `run` sends that read `tables`, each explained: the plans scanning one whole. */
async function seqScans(
  run: () => Promise<unknown>,
  tables: readonly string[] = ['orders', 'transaction'],
): Promise<string[]> {
  captured.length = 0;
  capturing = true;
  try {
    await run();
  } finally {
    capturing = false;
  }
  // the count's planner estimate (`explain (format json) …`) is planned, never run: no scan
  const names = tables.join('|');
  const statements = captured.filter(
    (c) => new RegExp(`\\b"?(${names})"?\\b`).test(c.query) && !/^explain\b/i.test(c.query),
  );
  expect(statements.length).toBeGreaterThan(0);
  const client = (database.db as unknown as { $client: Client }).$client;
  const found: string[] = [];
  for (const { query, params } of statements) {
    const { rows } = await client.query(`explain ${query}`, params);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    if (new RegExp(`Seq Scan on "?(${names})"?\\b`).test(plan)) found.push(`${query}\n${plan}`);
  }
  return found;
}

describe('the money lists at scale use an index for every case', () => {
  it('orders', async () => {
    const all = [
      ...cases(
        ['id', 'date', 'totalAmount', 'status', 'quantity'],
        { status: ['new', 'paid', 'completed', 'rejected'] },
        'totalAmount',
        ['date'],
      ),
      ['series', filter('series', 'numeric', String(fixture.seriesId))] as [
        string,
        ListQueryParams,
      ],
    ];
    const list = (query: ListQueryParams) => orders.list(database.db, query);
    const sortable = ['id', 'date', 'totalAmount', 'status', 'quantity'];
    const byCursor = await cursorCases(list, sortable);
    // every order of the orders list is on a column that is never null
    expect(byCursor).toHaveLength(3 * (1 + 2 * sortable.length));
    all.push(...byCursor);
    const failures: string[] = [];
    for (const [name, query] of all) {
      const scans = await seqScans(() => list(query));
      if (scans.length > 0) failures.push(`${name}:\n${scans.join('\n')}`);
    }
    expect(failures).toEqual([]);
  });

  it('transactions', async () => {
    const list = (query: ListQueryParams) => transactions.list(database.db, query);
    const all = cases(
      ['id', 'date', 'amount', 'status', 'waitUntil'],
      { status: ['pending', 'paid', 'rejected', 'expired'], method: ['paypal', 'bank-transfer'] },
      'amount',
      ['date', 'waitUntil'],
    );
    // the payment deadline may be empty: its order pages by offset
    const byCursor = await cursorCases(list, ['id', 'date', 'amount', 'status', 'waitUntil']);
    expect(byCursor).toHaveLength(3 * (1 + 2 * 4));
    all.push(...byCursor);
    const failures: string[] = [];
    for (const [name, query] of all) {
      const scans = await seqScans(() => list(query));
      if (scans.length > 0) failures.push(`${name}:\n${scans.join('\n')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the record search (Ctrl+K) at scale', () => {
  it('reads investors through the trigram index, staff through theirs, orders and transactions by key', async () => {
    const [investor] = await queryRows<{ email: string; lastName: string }>(
      database.db,
      sql`select email, last_name as "lastName" from users where not is_admin order by id desc limit 1`,
    );
    const cases = [
      'kowal',
      'anna kowal',
      // one investor: a sequential scan would read the whole table to find them
      present(investor).email,
      present(investor).lastName,
      'zzqx',
      String(fixture.offerId),
      '#12345',
      'Inwestycja',
    ];
    const failures: string[] = [];
    for (const q of cases) {
      const scans = await seqScans(
        () => search.search(database.db, q, () => true),
        ['users', 'orders', 'transaction'],
      );
      if (scans.length > 0) failures.push(`${q}:\n${scans.join('\n')}`);
    }
    expect(failures).toEqual([]);
  });
});
