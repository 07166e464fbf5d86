import { eq, inArray, sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase } from './helpers/test-app.js';
import { queryRows, type Database } from '../src/core/db/database.js';
import { AppError } from '../src/core/errors.js';
import {
  COUNT_CAP,
  keyedPage,
  pageQuery,
  parseListQuery,
  runList,
  type ListDefinition,
} from '../src/core/list-query/index.js';
import type { ListQueryParams } from '@backoffice/contract';

// A scratch table with one column per filter type.
const things = pgTable('list_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  active: boolean('active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const def: ListDefinition = {
  table: things,
  filters: [
    { field: 'search', type: 'text', columns: [things.name] },
    {
      field: 'kind',
      type: 'choice',
      columns: [things.kind],
      choices: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { field: 'amount', type: 'numeric', columns: [things.amount] },
    { field: 'active', type: 'boolean', columns: [things.active] },
    { field: 'createdAt', type: 'dateTimeRange', columns: [things.createdAt] },
  ],
  sortable: { name: things.name, amount: things.amount },
  defaultOrder: [{ column: 'amount', direction: 'ASC' }],
  tieBreaker: things.id,
};

let database: Database;
const list = (query: ListQueryParams) =>
  runList(database.db, def, query, (q) =>
    database.db
      .select()
      .from(things)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
async function rejects(query: ListQueryParams): Promise<{ context?: string; code: string }> {
  try {
    await list(query);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(400);
    return appError.errors[0] as { context?: string; code: string };
  }
  throw new Error('expected a 400');
}

beforeAll(async () => {
  database = await cloneTemplateDatabase();
  await database.db.execute(
    sql`create table list_things (id int primary key, name text not null, kind text not null, amount int not null, active boolean not null, created_at timestamptz not null)`,
  );
  // 30 rows; created_at on Warsaw days 2026-03-01 .. 2026-03-30 at 23:30 local time (edge of the day)
  await database.db.execute(sql`
    insert into list_things
    select i, 'item ' || i || case when i = 7 then ' 100%_off' else '' end,
           case when i % 2 = 0 then 'a' else 'b' end, i * 10, i % 3 = 0,
           ((date '2026-03-01' + (i - 1)) + time '23:30') at time zone 'Europe/Warsaw'
    from generate_series(1, 30) i`);
});
afterAll(async () => {
  await database.close();
});

describe('list-query engine', () => {
  it('pages with the default order and answers the whole list shape', async () => {
    const res = await list({ pagination: { pageSize: '5', pageNumber: '2' } });
    expect(res.items.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
    expect(res.pagination).toEqual({
      pageSize: 5,
      pageNumber: 2,
      totalItems: 30,
      totalPages: 6,
      totalIsEstimate: false,
    });
    expect(res.appliedOrder).toEqual([{ column: 'amount', direction: 'ASC' }]);
    expect(res.order).toEqual([]);
    expect(res.configuredOrder).toEqual(['name', 'amount']);
    expect(res.configuredFilters.map((f) => [f.field, f.type, f.name])).toEqual([
      ['search', 'text', 'text'],
      ['kind', 'choice', 'choice'],
      ['amount', 'numeric', 'numeric'],
      ['active', 'boolean', 'boolean'],
      ['createdAt', 'dateTimeRange', 'dateFrom'],
    ]);
    expect(res.configuredPagination.pageSizes).toEqual([5, 10, 20, 50]);
  });

  it('sorts by a declared column in either direction', async () => {
    const desc = await list({
      order: [{ column: 'amount', direction: 'DESC' }],
      pagination: { pageSize: '3' },
    });
    expect(desc.items.map((r) => r.id)).toEqual([30, 29, 28]);
    expect(desc.order).toEqual([{ column: 'amount', direction: 'DESC' }]);
    const byName = await list({
      order: [{ column: 'name', direction: 'asc' }],
      pagination: { pageSize: '3' },
    });
    expect(byName.items.map((r) => r.name)).toEqual(['item 1', 'item 10', 'item 11']);
  });

  it('a page query built once per shape answers each request its own page, order, filter and list', async () => {
    const page = pageQuery(
      (db, q) =>
        db
          .select()
          .from(things)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(q.offset),
      (rows) => rows.map((row) => row.id),
    );
    const ids = (listDef: ListDefinition, query: ListQueryParams) =>
      runList(database.db, listDef, query, (q) => page(database.db, q)).then((r) => r.items);
    const firstPage = { pagination: { pageSize: '5' } };
    expect(await ids(def, firstPage)).toEqual([1, 2, 3, 4, 5]);
    // the same shape again: its own limit and offset
    expect(await ids(def, { pagination: { pageSize: '3', pageNumber: '3' } })).toEqual([7, 8, 9]);
    expect(
      await ids(def, { ...firstPage, order: [{ column: 'amount', direction: 'DESC' }] }),
    ).toEqual([30, 29, 28, 27, 26]);
    expect(await ids(def, { ...firstPage, filters: { kind: { choice: 'a' } } })).toEqual([
      2, 4, 6, 8, 10,
    ]);
    // another list through the same query: its own base condition
    const activeOnly: ListDefinition = { ...def, baseWhere: eq(things.active, true) };
    expect(await ids(activeOnly, firstPage)).toEqual([3, 6, 9, 12, 15]);
    // a parsed query with another condition put in (an export's batch of ids) is not the shape
    const parsed = parseListQuery(def, firstPage);
    expect(await page(database.db, { ...parsed, where: inArray(things.id, [4, 2]) })).toEqual([
      2, 4,
    ]);
    expect(await ids(def, firstPage)).toEqual([1, 2, 3, 4, 5]);
  });

  it('applies every filter type', async () => {
    expect(
      (await list({ filters: { search: { text: 'ITEM 2' } } })).items.map((r) => r.id),
    ).toEqual([2, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect((await list({ filters: { kind: { choice: 'a' } } })).pagination.totalItems).toBe(15);
    expect(
      (await list({ filters: { amount: { numeric: '120' } } })).items.map((r) => r.id),
    ).toEqual([12]);
    // a range: min and max, both ends included, each on its own or together
    expect(
      (await list({ filters: { amount: { min: '120', max: '150' } } })).items.map((r) => r.id),
    ).toEqual([12, 13, 14, 15]);
    expect((await list({ filters: { amount: { min: '281' } } })).items.map((r) => r.id)).toEqual([
      29, 30,
    ]);
    expect((await list({ filters: { amount: { max: '20.5' } } })).items.map((r) => r.id)).toEqual([
      1, 2,
    ]);
    expect((await list({ filters: { active: { boolean: '1' } } })).pagination.totalItems).toBe(10);
    expect((await list({ filters: { active: { boolean: 'false' } } })).pagination.totalItems).toBe(
      20,
    );
    const range = await list({
      filters: { createdAt: { dateFrom: '2026-03-05', dateTo: '2026-03-07' } },
    });
    // Warsaw days: the rows at 23:30 local time on the 5th, 6th and 7th, not the 8th
    expect(range.items.map((r) => r.id)).toEqual([5, 6, 7]);
    expect(range.activeFilters).toEqual({
      createdAt: { dateFrom: '2026-03-05', dateTo: '2026-03-07' },
    });
  });

  it('omits a date equal to "Invalid date" and an empty search', async () => {
    const res = await list({
      filters: { createdAt: { dateFrom: 'Invalid date' }, search: { text: '   ' } },
    });
    expect(res.pagination.totalItems).toBe(30);
    expect(res.activeFilters).toEqual({});
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect((await list({ filters: { search: { text: '100%_' } } })).items.map((r) => r.id)).toEqual(
      [7],
    );
    expect((await list({ filters: { search: { text: '%' } } })).items.map((r) => r.id)).toEqual([
      7,
    ]);
  });

  it('rejects bad parameters with a 400 naming the parameter', async () => {
    expect(await rejects({ filters: { nope: { text: 'x' } } })).toMatchObject({
      context: 'filters[nope]',
    });
    expect(await rejects({ filters: { kind: { text: 'x' } } })).toMatchObject({
      context: 'filters[kind][text]',
    });
    expect(await rejects({ filters: { kind: { choice: 'z' } } })).toMatchObject({
      context: 'filters[kind][choice]',
    });
    expect(await rejects({ filters: { amount: { numeric: '1e3' } } })).toMatchObject({
      context: 'filters[amount][numeric]',
    });
    expect(await rejects({ filters: { amount: { max: '1 or 1=1' } } })).toMatchObject({
      context: 'filters[amount][max]',
    });
    expect(await rejects({ filters: { active: { boolean: 'yes' } } })).toMatchObject({
      context: 'filters[active][boolean]',
    });
    expect(await rejects({ filters: { createdAt: { dateFrom: '2026-02-30' } } })).toMatchObject({
      context: 'filters[createdAt][dateFrom]',
    });
    expect(await rejects({ pagination: { pageSize: '0' } })).toMatchObject({
      context: 'pagination[pageSize]',
    });
    expect(await rejects({ pagination: { pageSize: '1000' } })).toMatchObject({
      context: 'pagination[pageSize]',
    });
    expect(await rejects({ pagination: { pageNumber: 'two' } })).toMatchObject({
      context: 'pagination[pageNumber]',
    });
    expect(await rejects({ order: [{ column: 'kind', direction: 'ASC' }] })).toMatchObject({
      context: 'order[0][column]',
    });
    expect(await rejects({ order: [{ column: 'name', direction: 'sideways' }] })).toMatchObject({
      context: 'order[0][direction]',
    });
  });

  it('finds no Object.prototype member behind a value or a column name', async () => {
    // found by the fuzz: `toString` looked up in an object literal answered 500
    for (const member of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(await rejects({ filters: { active: { boolean: member } } })).toMatchObject({
        context: 'filters[active][boolean]',
      });
      expect(await rejects({ order: [{ column: member, direction: 'ASC' }] })).toMatchObject({
        context: 'order[0][column]',
      });
    }
  });

  it('is inert against SQL injection in values and rejects it in column names', async () => {
    const injected = await list({
      filters: { search: { text: "x'; drop table list_things; --" } },
    });
    expect(injected.items).toEqual([]);
    expect(
      await rejects({ order: [{ column: 'name; drop table list_things', direction: 'ASC' }] }),
    ).toMatchObject({ context: 'order[0][column]' });
    expect(
      await rejects({ order: [{ column: 'amount', direction: 'ASC, (select 1)' }] }),
    ).toMatchObject({ context: 'order[0][direction]' });
    expect(await rejects({ filters: { amount: { numeric: '1 or 1=1' } } })).toMatchObject({
      context: 'filters[amount][numeric]',
    });
    expect((await list({})).pagination.totalItems).toBe(30); // the table is still there
  });

  it('caps the total of a big table instead of counting it all', async () => {
    await database.db.execute(sql`
      insert into list_things
      select i, 'bulk ' || i, 'a', i, true, now() from generate_series(1000, 1000 + ${COUNT_CAP} + 50) i`);
    await database.db.execute(sql`analyze list_things`);
    const unfiltered = await list({ pagination: { pageSize: '10' } });
    expect(unfiltered.pagination.totalIsEstimate).toBe(true);
    expect(unfiltered.pagination.totalItems).toBeGreaterThan(COUNT_CAP);
    const filtered = await list({ filters: { kind: { choice: 'a' } } });
    expect(filtered.pagination).toMatchObject({ totalItems: COUNT_CAP + 1, totalIsEstimate: true });
    const small = await list({ filters: { search: { text: 'item' } } });
    expect(small.pagination).toMatchObject({ totalItems: 30, totalIsEstimate: false });
  });

  it("answers a clearly large filter with the planner's estimate, and counts the rest", async () => {
    // 25,000 more of kind b: kind b is then ~25,000 rows, well over twice the cap
    await database.db.execute(sql`
      insert into list_things
      select i, 'more ' || i, 'b', i, false, now() from generate_series(100000, 124999) i`);
    await database.db.execute(sql`analyze list_things`);
    const large = await list({ filters: { kind: { choice: 'b' } } });
    expect(large.pagination.totalIsEstimate).toBe(true);
    // an estimate ("about N"), not the cap's "more than N", and near the real 25,015
    expect(large.pagination.totalItems).toBeGreaterThan(20_000);
    expect(large.pagination.totalItems).toBeLessThan(30_000);
    // two filter fields: their estimates would multiply as if independent, so it is counted
    const two = await list({ filters: { kind: { choice: 'b' }, active: { boolean: '0' } } });
    expect(two.pagination).toMatchObject({ totalItems: COUNT_CAP + 1, totalIsEstimate: true });
    // a text search is counted too (a pattern's selectivity is a guess)
    const search = await list({ filters: { search: { text: 'more' } } });
    expect(search.pagination).toMatchObject({ totalItems: COUNT_CAP + 1, totalIsEstimate: true });
    // a small result of one filter keeps its exact count
    const small = await list({ filters: { amount: { max: '100' } } });
    expect(small.pagination).toMatchObject({ totalItems: 10, totalIsEstimate: false });
    // a short page ends the list: the total is exact whatever was estimated
    const last = await list({
      filters: { kind: { choice: 'b' } },
      pagination: { pageSize: '100', pageNumber: '251' },
    });
    expect(last.items).toHaveLength(15);
    expect(last.pagination).toMatchObject({ totalItems: 25_015, totalIsEstimate: false });
  });

  it('goes to the end of a list with an estimated total by the last cursor', async () => {
    // list_things holds some 35,000 rows by now: its total is the planner's estimate
    const keyed = keyedPage(def, {
      name: 'list_things_by_keys',
      build: (db, keys) =>
        db
          .select()
          .from(things)
          .where(sql`${things.id} = any(${keys})`),
      keyOf: (row) => row.id,
    });
    const run = (query: ListQueryParams) =>
      runList(database.db, def, query, (q) => keyed(database.db, q));
    const first = await run({ pagination: { pageSize: '20' } });
    expect(first.pagination.totalIsEstimate).toBe(true);
    const last = first.pagination.cursors?.last;
    expect(last).toBeDefined();
    const end = await run({
      pagination: {
        pageSize: '20',
        pageNumber: String(first.pagination.totalPages),
        before: last ?? '',
      },
    });
    // the 20 greatest amounts, in the list's own (ascending) order
    const [top] = await queryRows<{ n: number }>(
      database.db,
      sql`select max(amount)::int as n from list_things`,
    );
    expect(end.items).toHaveLength(20);
    expect(end.items.at(-1)?.amount).toBe(top?.n);
    // the page's range ("34,981–35,000 of about …") never reads past the estimated total
    expect(end.pagination.totalItems).toBeGreaterThanOrEqual(
      (end.pagination.pageNumber - 1) * 20 + end.items.length,
    );
    const amounts = end.items.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // and back from there by its previous cursor: the 20 before them
    const before = await run({
      pagination: {
        pageSize: '20',
        pageNumber: String(first.pagination.totalPages - 1),
        before: end.pagination.cursors?.previous ?? '',
      },
    });
    const [endFirst] = end.items;
    expect(before.items.at(-1)?.amount).toBeLessThanOrEqual(endFirst?.amount ?? -1);
    expect(before.items.map((row) => row.id)).not.toContain(endFirst?.id);
    // a page the pager shows beside the last one (two before it) is counted from the end too:
    // the 20 rows before those
    const ids = (r: { items: { id: number }[] }) => r.items.map((row) => row.id);
    const twoBefore = await run({
      pagination: {
        pageSize: '20',
        pageNumber: String(first.pagination.totalPages - 2),
        before: last ?? '',
      },
    });
    const stepped = await run({
      pagination: {
        pageSize: '20',
        pageNumber: String(first.pagination.totalPages - 2),
        before: before.pagination.cursors?.previous ?? '',
      },
    });
    expect(ids(twoBefore)).toHaveLength(20);
    expect(ids(twoBefore)).toEqual(ids(stepped));
    // and the previous page by the end cursor is the one the previous cursor gave
    const oneBefore = await run({
      pagination: {
        pageSize: '20',
        pageNumber: String(first.pagination.totalPages - 1),
        before: last ?? '',
      },
    });
    expect(ids(oneBefore)).toEqual(ids(before));
  });

  it('steps to the next and previous page by cursor (keyset) with the rows the offset gives', async () => {
    // 61 rows whose times differ by microseconds only (a cursor written from a JavaScript date
    // would repeat or skip rows) and whose amounts repeat (the key breaks the ties)
    await database.db.execute(
      sql`create table list_steps (id int primary key, at timestamptz not null, amount numeric(12,2) not null, label text not null)`,
    );
    await database.db.execute(sql`
      insert into list_steps
      select i, timestamptz '2026-01-01 12:00:00' + (i % 5) * interval '1 microsecond',
             (i % 4) * 2.5, 'row ' || (i % 3)
      from generate_series(1, 61) i`);
    const steps = pgTable('list_steps', {
      id: integer('id').primaryKey(),
      at: timestamp('at', { withTimezone: true }).notNull(),
      amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
      label: text('label').notNull(),
    });
    const stepList: ListDefinition = {
      table: steps,
      filters: [{ field: 'label', type: 'text', columns: [steps.label] }],
      sortable: { id: steps.id, at: steps.at, amount: steps.amount, label: steps.label },
      defaultOrder: [{ column: 'at', direction: 'DESC' }],
      tieBreaker: steps.id,
      tieBreakerFollowsOrder: true,
    };
    const page = keyedPage(stepList, {
      name: 'list_steps_by_keys',
      build: (db, keys) =>
        db
          .select()
          .from(steps)
          .where(sql`${steps.id} = any(${keys})`),
      keyOf: (row) => row.id,
    });
    const run = (query: ListQueryParams) =>
      runList(database.db, stepList, query, (q) => page(database.db, q));
    const ids = (r: { items: { id: number }[] }) => r.items.map((row) => row.id);

    for (const order of [
      [],
      [{ column: 'at', direction: 'ASC' }],
      [{ column: 'amount', direction: 'DESC' }],
      [{ column: 'label', direction: 'ASC' }],
      [{ column: 'id', direction: 'DESC' }],
    ]) {
      const filters = { label: { text: 'row' } };
      const pagination = (n: number, cursor: Record<string, string> = {}) => ({
        pageSize: '7',
        pageNumber: String(n),
        ...cursor,
      });
      const byOffset: number[][] = [];
      for (let n = 1; n <= 9; n++)
        byOffset.push(ids(await run({ filters, order, pagination: pagination(n) })));
      expect(byOffset.flat().sort((a, b) => a - b)).toEqual(
        Array.from({ length: 61 }, (_, i) => i + 1),
      );
      // forward by each page's next cursor
      let current = await run({ filters, order, pagination: pagination(1) });
      for (let n = 2; n <= 9; n++) {
        const next = current.pagination.cursors?.next;
        expect(next, `order ${JSON.stringify(order)}, page ${n}`).toBeDefined();
        current = await run({ filters, order, pagination: pagination(n, { after: next ?? '' }) });
        expect(ids(current), `order ${JSON.stringify(order)}, page ${n}`).toEqual(byOffset[n - 1]);
      }
      expect(current.pagination.cursors?.next).toBeUndefined(); // a short last page
      // and back by each page's previous cursor
      for (let n = 8; n >= 2; n--) {
        const previous = current.pagination.cursors?.previous;
        current = await run({
          filters,
          order,
          pagination: pagination(n, { before: previous ?? '' }),
        });
        expect(ids(current), `order ${JSON.stringify(order)}, back to ${n}`).toEqual(
          byOffset[n - 1],
        );
      }
    }

    // A cursor is only a shortcut: one of another order, filter or page size, or a made-up one,
    // is ignored and the page found by its number.
    const second = await run({ pagination: { pageSize: '7', pageNumber: '2' } });
    const first = await run({ pagination: { pageSize: '7' } });
    const next = first.pagination.cursors?.next ?? '';
    expect(next).not.toBe('');
    const [fingerprint] = next.split('.');
    const made = (position: unknown) =>
      `${fingerprint}.${Buffer.from(JSON.stringify(position)).toString('base64url')}`;
    for (const after of [
      next.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      `${fingerprint}.not json`,
      `${fingerprint}.end`,
      `${fingerprint}.end.3`, // the end serves the second half only
      made(['1e400', '1', 2]),
      made(['2026-13-45 99:99:99', '3', 2]),
      made(['99999999999999999', '3', 2]),
      made([1, 2, 2]),
      made(['1', '99999999999', 2]),
      // a cursor of another page: the page number was edited in the address
      made(['1767268800000000', '61', 3]),
      next.replace(/^[^.]+\./, `${fingerprint}.`).slice(0, -2),
      // a well-formed position before every row (after it, in this order, nothing)
      made(['-9999999999999999', '1', 2]),
    ]) {
      const r = await run({ pagination: { pageSize: '7', pageNumber: '2', after } });
      expect(ids(r), after).toEqual(ids(second));
    }
    // page 3 asked for with page 2's cursor (its number edited in the address) is page 3
    const third = await run({ pagination: { pageSize: '7', pageNumber: '3', after: next } });
    expect(ids(third)).toEqual(ids(await run({ pagination: { pageSize: '7', pageNumber: '3' } })));
    // a full last page has no next page to seek
    const whole = await run({ pagination: { pageSize: '61' } });
    expect(whole.items).toHaveLength(61);
    expect(whole.pagination.cursors?.next).toBeUndefined();
    // a cursor of another order is not used for this one
    const byAmount = await run({
      order: [{ column: 'amount', direction: 'ASC' }],
      pagination: { pageSize: '7', pageNumber: '2', after: next },
    });
    const byAmountOffset = await run({
      order: [{ column: 'amount', direction: 'ASC' }],
      pagination: { pageSize: '7', pageNumber: '2' },
    });
    expect(ids(byAmount)).toEqual(ids(byAmountOffset));
    // an exact total (61) gives no cursor to the end: the last page is found by its number
    expect(first.pagination.cursors?.last).toBeUndefined();

    // A row added at the top while someone pages (a new order): the next page by cursor goes on
    // from the row they saw last, where the offset repeats it.
    await database.db.execute(sql`insert into list_steps values (62, '2026-02-01', 1, 'row 2')`);
    const stepped = await run({ pagination: { pageSize: '7', pageNumber: '2', after: next } });
    expect(ids(stepped)).toEqual(ids(second));
    const shifted = await run({ pagination: { pageSize: '7', pageNumber: '2' } });
    expect(ids(shifted)[0]).toBe(ids(first).at(-1));
  });

  it('estimates a date range without the bound added only for the plan (alsoBounds)', async () => {
    // A deadline is never before its row's date, as a transaction's. 25,000 rows dated in
    // February 2025 with a deadline in March 2025, and 25,000 dated and due in 2026: half of
    // the dates fall before April 2025, so with the date bound the planner guessed about half
    // of March's 25,000 deadlines, counted them, and the list said "more than 10,000".
    await database.db.execute(
      sql`create table list_deadlines (id int primary key, created_at timestamptz not null, due_at timestamptz not null)`,
    );
    await database.db.execute(sql`
      insert into list_deadlines
      select i, timestamptz '2025-02-01' + (i % 27) * interval '1 day',
             timestamptz '2025-03-02' + (i % 28) * interval '1 day'
      from generate_series(1, 25000) i
      union all
      select i, timestamptz '2026-02-01' + (i % 27) * interval '1 day',
             timestamptz '2026-03-02' + (i % 28) * interval '1 day'
      from generate_series(25001, 50000) i`);
    await database.db.execute(sql`create index on list_deadlines (due_at)`);
    await database.db.execute(sql`analyze list_deadlines`);
    const deadlines = pgTable('list_deadlines', {
      id: integer('id').primaryKey(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    });
    const deadlineList: ListDefinition = {
      table: deadlines,
      filters: [
        {
          field: 'dueAt',
          type: 'dateTimeRange',
          columns: [deadlines.dueAt],
          alsoBounds: deadlines.createdAt,
        },
      ],
      sortable: { createdAt: deadlines.createdAt },
      defaultOrder: [{ column: 'createdAt', direction: 'DESC' }],
      tieBreaker: deadlines.id,
    };
    const march = await runList(
      database.db,
      deadlineList,
      { filters: { dueAt: { dateFrom: '2025-03-01', dateTo: '2025-03-31' } } },
      (q) =>
        database.db
          .select()
          .from(deadlines)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit),
    );
    expect(march.items).toHaveLength(10);
    expect(march.items.every((row) => row.dueAt.toISOString().startsWith('2025-03'))).toBe(true);
    // "about 25,000", not the capped count's "more than 10,000"
    expect(march.pagination.totalIsEstimate).toBe(true);
    expect(march.pagination.totalItems).toBeGreaterThan(20_000);
    expect(march.pagination.totalItems).toBeLessThan(30_000);
  });
});
