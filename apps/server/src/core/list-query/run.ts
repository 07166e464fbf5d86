import { sql, type SQL, type Placeholder } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES, type ListMeta } from '@backoffice/contract';
import type { DbOrTx } from '../db/database.js';
import { listTotal, pageTotal } from './count.js';
import type { ListDefinition } from './definition.js';
import { configuredFilters } from './filters.js';
import {
  edgesOf,
  pageCursors,
  pageKeys,
  pageRowsOf,
  type FetchedPage,
  type PageRows,
} from './paging.js';
import { parseListQuery, type ListRequest, type PageShape, type ParsedListQuery } from './parse.js';

/** Runs a list: parses the query, fetches one page and the capped total, answers the list shape. */
export async function runList<T>(
  db: DbOrTx,
  def: ListDefinition,
  query: ListRequest,
  fetchPage: (q: ParsedListQuery) => Promise<FetchedPage<T>>,
): Promise<ListMeta & { items: T[] }> {
  const parsed = parseListQuery(def, query);
  const [fetched, counted] = await Promise.all([fetchPage(parsed), listTotal(db, def, parsed)]);
  const page = pageRowsOf(fetched);
  const { items } = page;
  const count = pageTotal(counted, parsed, items.length);
  const totalPages = Math.max(1, Math.ceil(count.total / parsed.pageSize));
  const cursors = pageCursors(parsed, page, count, totalPages);
  const pageSizes = [...new Set([...(def.pageSizes ?? DEFAULT_PAGE_SIZES), parsed.pageSize])].sort(
    (a, b) => a - b,
  );
  return {
    items,
    configuredFilters: configuredFilters(def),
    configuredPagination: { pageSizes, defaultPageSize: def.defaultPageSize ?? DEFAULT_PAGE_SIZE },
    configuredOrder: Object.keys(def.sortable),
    appliedOrder: parsed.appliedOrder,
    activeFilters: parsed.activeFilters,
    pagination: {
      pageSize: parsed.pageSize,
      pageNumber: parsed.pageNumber,
      totalItems: count.total,
      totalPages,
      totalIsEstimate: count.isEstimate,
      ...(cursors ? { cursors } : {}),
    },
    order: parsed.requestedOrder,
  };
}

/** What a page query is built from; limit and offset are placeholders, bound when it runs. */
export interface PageParts {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: Placeholder<'limit', number>;
  offset: Placeholder<'offset', number>;
}

/** A drizzle query with its SQL built and only its limit and offset left to bind. */
interface BuiltPage<Row> {
  execute(values: { limit: number; offset: number }): Promise<Row[]>;
}

const LIMIT = sql.placeholder('limit') as Placeholder<'limit', number>;
const OFFSET = sql.placeholder('offset') as Placeholder<'offset', number>;

/**
 * An area's page query, built by drizzle once per list shape (the list and its order, when no
 * filter is applied) instead of on every request: building a select and its SQL text was the
 * largest part of a list request's own CPU (docs/performance.md, API). A filtered page, whose
 * SQL carries the filter's values, is built each time, as before.
 *
 * `build` must depend on nothing but the database and the parts it is given (no per-request
 * value: the user, a secret), since its SQL serves every later request of the same shape.
 * The statement stays unnamed, as drizzle sends it anyway: PostgreSQL parses and plans it on
 * every run (a named statement could switch to a generic plan, which the big lists' skewed
 * filters must not get), and the bench's bare-`pg` baseline sends it the same way.
 */
export function pageQuery<Row, Item>(
  build: (db: DbOrTx, parts: PageParts) => { prepare(name: string): BuiltPage<Row> },
  map: (rows: Row[], db: DbOrTx) => Item[] | Promise<Item[]>,
): (db: DbOrTx, q: ParsedListQuery) => Promise<Item[]> {
  // by database (tests open several), then by list definition (a list built per request is
  // dropped with it), then by order
  const built = new WeakMap<DbOrTx, WeakMap<ListDefinition, Map<string, BuiltPage<Row>>>>();
  // `prepare(undefined)`: an unnamed statement (see above); drizzle's types want a name
  const unnamed = undefined as unknown as string;
  return async (db, q) => {
    const values = { limit: q.limit, offset: q.offset };
    const parts = { where: q.where, orderBy: q.orderBy, limit: LIMIT, offset: OFFSET };
    const shape = shapeOf(q);
    if (!shape) return map(await build(db, parts).prepare(unnamed).execute(values), db);
    let byList = built.get(db);
    if (!byList) built.set(db, (byList = new WeakMap()));
    let byOrder = byList.get(shape.list);
    if (!byOrder) byList.set(shape.list, (byOrder = new Map()));
    let page = byOrder.get(shape.order);
    if (!page) byOrder.set(shape.order, (page = build(db, parts).prepare(unnamed)));
    return map(await page.execute(values), db);
  };
}

/** The query's shape, while its `where` and `orderBy` are the ones it was recorded for. */
const shapeOf = (q: ParsedListQuery): PageShape | undefined =>
  q.shape && q.shape.where === q.where && q.shape.orderBy === q.orderBy ? q.shape : undefined;

/**
 * `pageQuery` for the common list that reads whole rows of one table (`select * from table`),
 * so an area passes its table and its row mapping, not the page's where/order/limit/offset chain.
 */
export function tablePageQuery<T extends PgTable, Item>(
  table: T,
  map: (rows: T['$inferSelect'][], db: DbOrTx) => Item[] | Promise<Item[]>,
): (db: DbOrTx, q: ParsedListQuery) => Promise<Item[]> {
  return pageQuery(
    (db, q) =>
      db
        .select()
        .from(table as PgTable)
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    (rows, db) => map(rows as T['$inferSelect'][], db),
  );
}

/**
 * `tablePageQuery` for a list that reads chosen columns of one table (a joined count, a subset
 * of the row): an area passes its table, the columns (drizzle's `select` fields) and its mapping.
 */
export function selectPageQuery<Fields extends SelectedFields, Item>(
  table: PgTable,
  fields: Fields,
  map: (rows: SelectResultFields<Fields>[], db: DbOrTx) => Item[] | Promise<Item[]>,
): (db: DbOrTx, q: ParsedListQuery) => Promise<Item[]> {
  return pageQuery(
    (db, q) =>
      db
        .select(fields as SelectedFields)
        .from(table)
        .$dynamic()
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    (rows, db) => map(rows as SelectResultFields<Fields>[], db),
  );
}

/** An area's rows by their keys, in any order (`keyedPage` puts them in the page's). */
export interface RowsByKeys<Row> {
  /** unique in the app: it names the statement prepared on each database connection */
  name: string;
  /** the joined query, its `keys` an array placeholder compared with the list's tie-breaker */
  build(
    db: DbOrTx,
    keys: Placeholder<'keys', number[]>,
  ): { prepare(name: string): { execute(values: { keys: number[] }): Promise<Row[]> } };
  keyOf(row: Row): number;
}

const KEYS = sql.placeholder('keys') as Placeholder<'keys', number[]>;

/**
 * One page of a big list in two statements. First its keys, from the list's own table in the
 * list's order (an index-only scan of `(sort column, id)` when the indexes cover it), so a deep
 * page (`pageNumber` 5000) steps over index entries instead of joining every row before it;
 * this statement is unnamed and planned for the filter at hand (the big lists' filters are
 * skewed: a status of 4% of the orders and one of 80% want different plans). Then the rows,
 * joined, by `key = any($keys)`: a named statement, prepared once per connection, whose generic
 * plan PostgreSQL keeps after five runs. Planning the joined page was most of a list request's
 * database time at 1M orders (docs/performance.md, "History moved from code comments"), and
 * the rows by keys have no filter to be skewed by.
 */
export function keyedPage<Row>(
  def: ListDefinition,
  rows: RowsByKeys<Row>,
): (db: DbOrTx, q: ParsedListQuery) => Promise<PageRows<Row>> {
  const prepared = new WeakMap<DbOrTx, { execute(values: { keys: number[] }): Promise<Row[]> }>();
  return async (db, q) => {
    const keyRows = await pageKeys(db, def, q);
    if (keyRows.length === 0) return { items: [], edges: undefined };
    const keys = keyRows.map((row) => Number(row.key));
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = rows.build(db, KEYS).prepare(rows.name)));
    const found = await statement.execute({ keys });
    const position = new Map(keys.map((key, i) => [key, i]));
    const at = (row: Row) => position.get(rows.keyOf(row)) ?? 0;
    // the page's edges go back with its rows, for `runList` to write the cursors from
    return { items: found.sort((a, b) => at(a) - at(b)), edges: edgesOf(q, keyRows) };
  };
}
