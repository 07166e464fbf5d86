import crypto from 'node:crypto';
import { and, asc, desc, ilike, or, sql, SQL, type Placeholder } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  FILTER_NAMES,
  LIST_COUNT_CAP,
  NUMERIC_FILTER_VALUE,
  type ConfiguredFilter,
  type FilterType,
  type Language,
  type ListMeta,
  type ListQueryParams,
  type OrderDirection,
} from '@backoffice/contract';
import { queryRows, type DbOrTx } from './db/database.js';
import { AppError } from './errors.js';
import { businessZoneSql } from './db/business-time.js';

/** One declared filter of an area; `columns` are searched (text) or compared (others). */
export interface FilterDefinition {
  field: string;
  type: FilterType;
  columns: (PgColumn | SQL)[];
  label?: string;
  choices?: { value: string; label: string }[];
  /**
   * A text filter's own condition for the `%…%` pattern, instead of ILIKE on `columns`: lets a
   * search go through an index (the investor search is a trigram-indexed lookup of users).
   */
  match?: (pattern: string) => SQL;
  /**
   * A date range filter's column that is never earlier than this one (a transaction's payment
   * deadline is set from its date and only ever moved later): `dateTo` bounds it too. The
   * planner cannot know two columns move together; without the bound, "deadlines in March 2025"
   * under the default newest-first order walks the date index from today back to March.
   */
  alsoBounds?: PgColumn;
}

export interface ListDefinition {
  table: PgTable;
  /** Always applied (e.g. soft delete, onlyAdmin). */
  baseWhere?: SQL | undefined;
  filters: FilterDefinition[];
  sortable: Record<string, PgColumn | SQL | TranslatedSort>;
  defaultOrder: { column: string; direction: OrderDirection }[];
  /** Appended to every order so paging is stable. */
  tieBreaker: PgColumn;
  /**
   * The tie-breaker takes the direction of the last ordered column instead of always ASC, so
   * one `(column, id)` index serves a sort both ways (a backward scan for DESC). The big money
   * lists set it (migration 0012's indexes); others keep `id ASC`.
   */
  tieBreakerFollowsOrder?: boolean;
  pageSizes?: number[];
  defaultPageSize?: number;
}

/** A translated field's sort: by its text in the caller's language (`translatedOrder`). */
export type TranslatedSort = Readonly<Record<Language, SQL>>;

/**
 * Text sorted as people read it: ICU's Polish rules (migration 0015's `ui_text` collation), so
 * "adam" sorts beside "Adam" and "Łukasz" after "Lis", where the databases' `C.UTF-8` order put
 * every capital before any small letter and every accented capital after "z". English text
 * sorts the same under it (PGlite's ICU holds only the root rules, which differ from Polish
 * only in where ą, ć, ę, ń, ó, ś, ź and ż fall: beside their base letter).
 */
export const textOrder = (expr: SQL | PgColumn): SQL => sql`(${expr}) collate "ui_text"`;

/** A translated (`{pl, en}` JSON) column's sort: its text in the caller's language. */
export const translatedOrder = (column: PgColumn): TranslatedSort => ({
  pl: textOrder(sql`${column}->>'pl'`),
  en: textOrder(sql`${column}->>'en'`),
});

const isTranslatedSort = (sort: PgColumn | SQL | TranslatedSort): sort is TranslatedSort =>
  !(sort instanceof SQL) && !('columnType' in sort);

/**
 * The list query as a route hands it on: the query string, and the caller's language
 * (Accept-Language, `requestLanguage`) that a translated sort reads; without it, Polish.
 */
export type ListRequest = ListQueryParams & { language?: Language };

export interface ParsedListQuery {
  where: SQL | undefined;
  /**
   * The same rows as `where` without the bounds a filter adds only to steer the plan
   * (`alsoBounds`): the planner multiplies each bound's selectivity as if they were
   * independent, so with them it estimated 11,712 transactions whose deadline falls in March
   * 2025 where there are 26,739 (by itself, the deadline range's estimate was 26,933).
   */
  estimateWhere: SQL | undefined;
  orderBy: SQL[];
  /** each applied order's expression (`appliedOrder`), a translated one in the caller's language */
  sortExprs: readonly (PgColumn | SQL)[];
  limit: number;
  offset: number;
  pageSize: number;
  pageNumber: number;
  requestedOrder: { column: string; direction: OrderDirection }[];
  appliedOrder: { column: string; direction: OrderDirection }[];
  activeFilters: Record<string, Record<string, string>>;
  /** How the page may be sought by an edge row (keyset), when its order allows it. */
  keyset: Keyset | undefined;
  /** The edge row the request named (`pagination[after]` / `[before]`), checked against `keyset`. */
  seek: Seek | undefined;
}

/**
 * A one-column order (plus the tie-breaker in the same direction) on a column that is never
 * null: a page can then be found as the rows after (or before) one row's `(column, key)`,
 * through the `(column, id)` index, instead of by stepping over `offset` index entries.
 */
export interface Keyset {
  column: PgColumn;
  /** how a row's position is written in a cursor and read back (see `POSITION_KINDS`) */
  kind: PositionKind;
  direction: OrderDirection;
  /** the list, its order, filters and page size: a cursor of another list state is ignored */
  readonly fingerprint: string;
}

/** The page after or before a row; `position` null: before the end (the last page). */
export interface Seek {
  direction: 'after' | 'before';
  position: { value: string; key: string } | null;
  /** without a position: how many pages before the last one the page is */
  fromEnd: number;
}

/** Exact totals up to this many rows; beyond it the count is capped or estimated. */
export const COUNT_CAP = LIST_COUNT_CAP;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUMBER = 100_000;

/** A list query parameter the area does not accept (`LIST:INVALID`, naming the parameter). */
export function bad(parameter: string, message: string): AppError {
  return new AppError(400, [{ code: 'LIST:INVALID', message, context: parameter }]);
}

/** A LIKE pattern matching `value` literally (its `%`, `_` and `\` escaped). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

function parseInteger(
  value: string | undefined,
  parameter: string,
  min: number,
  max: number,
  fallback: number,
) {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw bad(parameter, `${parameter} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw bad(parameter, `${parameter} must be between ${min} and ${max}`);
  return n;
}

const isIntegerColumn = (column: PgColumn | SQL) =>
  'columnType' in column && ['PgInteger', 'PgSmallInt', 'PgBigInt53'].includes(column.columnType);

const BOOLEAN_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** A filter's condition, and the rows it selects said for an estimate when that differs. */
type Condition = SQL | { where: SQL; estimate: SQL };

function filterCondition(
  def: FilterDefinition,
  name: string,
  value: string,
  parameter: string,
): Condition | null {
  const cols = def.columns;
  switch (def.type) {
    case 'text': {
      if (value.length > 200) throw bad(parameter, 'The search text is too long');
      const trimmed = value.trim();
      if (!trimmed) return null;
      const pattern = `%${escapeLike(trimmed)}%`;
      if (def.match) return def.match(pattern);
      return or(...cols.map((c) => ilike(c as PgColumn, pattern))) ?? null;
    }
    case 'choice': {
      if (!def.choices?.some((choice) => choice.value === value)) {
        throw bad(parameter, `Unknown choice "${value}"`);
      }
      return or(...cols.map((c) => sql`${c} = ${value}`)) ?? null;
    }
    case 'numeric': {
      if (value === '') return null;
      if (!NUMERIC_FILTER_VALUE.test(value)) throw bad(parameter, 'Not a number');
      const op = name === 'min' ? sql`>=` : name === 'max' ? sql`<=` : sql`=`;
      // A whole number against an integer column (an id) is compared as bigint: `int = numeric`
      // would cast the column and no index on it could serve the filter.
      const whole = /^-?\d{1,15}$/.test(value);
      return (
        or(
          ...cols.map((c) =>
            whole && isIntegerColumn(c)
              ? sql`${c} ${op} ${value}::bigint`
              : sql`${c} ${op} ${value}::numeric`,
          ),
        ) ?? null
      );
    }
    case 'boolean': {
      // a Map, not an object literal: `toString` or `constructor` must not find a prototype member
      const truth = BOOLEAN_VALUES.get(value);
      if (truth === undefined) throw bad(parameter, 'Expected 1, 0, true or false');
      return or(...cols.map((c) => sql`${c} = ${truth}`)) ?? null;
    }
    case 'dateTimeRange': {
      if (value === 'Invalid date' || value === '') return null; // REQ-LIST-4: omitted
      if (!isRealDate(value)) throw bad(parameter, 'Expected a date as YYYY-MM-DD');
      // Days are Warsaw days: dateTo includes the whole of that day.
      const start = sql`((${value}::date)::timestamp at time zone ${businessZoneSql})`;
      const nextDay = sql`(((${value}::date + 1))::timestamp at time zone ${businessZoneSql})`;
      const col = cols[0];
      if (!col) return null;
      if (name === 'dateFrom') return sql`${col} >= ${start}`;
      const bound = sql`${col} < ${nextDay}`;
      return def.alsoBounds
        ? { where: sql`${bound} and ${def.alsoBounds} < ${nextDay}`, estimate: bound }
        : bound;
    }
  }
}

/** The tie-breaker's direction: ASC, or the last ordered column's where the list says so. */
export function tieBreakerDirection(
  def: ListDefinition,
  appliedOrder: { direction: OrderDirection }[],
): OrderDirection {
  return def.tieBreakerFollowsOrder && appliedOrder.at(-1)?.direction === 'DESC' ? 'DESC' : 'ASC';
}

/**
 * How a sort column's value is kept in a cursor: `select` writes it as text exactly (a
 * timestamp as whole microseconds since the epoch: JavaScript dates keep milliseconds, and a
 * seek from a rounded date would repeat or skip rows), `valid` checks a cursor's text so the
 * bound can never fail to cast (a cursor is the client's to send, and a bad one must not be a
 * 500), `bound` reads it back as the column's type.
 */
const POSITION_KINDS = {
  timestamp: {
    select: (value: SQL) => sql`(extract(epoch from ${value}) * 1000000)::bigint::text`,
    valid: (value: string) => /^-?\d{1,16}$/.test(value),
    bound: (value: string) =>
      sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`,
  },
  integer: {
    select: (value: SQL) => sql`${value}::text`,
    valid: isInt4,
    bound: (value: string) => sql`${value}::int`,
  },
  numeric: {
    select: (value: SQL) => sql`${value}::text`,
    valid: (value: string) => /^-?\d{1,30}(\.\d{1,20})?$/.test(value),
    bound: (value: string) => sql`${value}::numeric`,
  },
  text: {
    select: (value: SQL) => value,
    valid: (value: string) => value.length <= 1000 && !value.includes('\0'),
    bound: (value: string) => sql`${value}::text`,
  },
} as const;
type PositionKind = keyof typeof POSITION_KINDS;

function isInt4(value: string): boolean {
  return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2_147_483_647;
}

function positionKind(column: PgColumn): PositionKind | undefined {
  switch (column.columnType) {
    case 'PgTimestamp':
      // the bound is a timestamptz: without a time zone the comparison would cast through the
      // session's zone
      return (column as PgColumn & { withTimezone?: boolean }).withTimezone
        ? 'timestamp'
        : undefined;
    case 'PgInteger':
    case 'PgSmallInt':
      return 'integer';
    case 'PgNumeric':
      return 'numeric';
    case 'PgText':
    case 'PgVarchar':
      return 'text';
    default:
      return undefined;
  }
}

/** The list's keyset for this order, when it has one (see `Keyset`). */
function keysetOf(
  def: ListDefinition,
  appliedOrder: { column: string; direction: OrderDirection }[],
  activeFilters: Record<string, Record<string, string>>,
  pageSize: number,
): Keyset | undefined {
  const [only, ...more] = appliedOrder;
  if (!only || more.length > 0 || def.tieBreaker.columnType !== 'PgInteger') return undefined;
  const column = def.sortable[only.column];
  if (!column || !('columnType' in column) || !column.notNull) return undefined;
  const isKey = column === def.tieBreaker;
  if (!isKey && tieBreakerDirection(def, appliedOrder) !== only.direction) return undefined;
  const kind = isKey ? 'integer' : positionKind(column);
  if (!kind) return undefined;
  // hashed only when a cursor is read or written: most list requests (every small area's, a
  // first page without a cursor of a list that is not keyed) need neither
  let fingerprint: string | undefined;
  return {
    column,
    kind,
    direction: only.direction,
    get fingerprint() {
      if (fingerprint === undefined) {
        const filters = Object.entries(activeFilters)
          .map(([field, byName]) => [field, Object.entries(byName).sort()] as const)
          .sort(([a], [b]) => a.localeCompare(b));
        const state = JSON.stringify([tableName(def.table), only, filters, pageSize]);
        fingerprint = crypto.createHash('sha256').update(state).digest('base64url').slice(0, 12);
      }
      return fingerprint;
    },
  };
}

/**
 * The request's cursor, when it belongs to this list state and this page; anything else is
 * ignored and the page found by its number: the cursor only saves work, and page 1 needs none.
 * (A page number edited in the address beside a cursor of another page showed that page's rows
 * under the new number.)
 */
function seekOf(
  keyset: Keyset,
  pagination: ListQueryParams['pagination'],
  pageNumber: number,
): Seek | undefined {
  const { after, before } = pagination ?? {};
  if (pageNumber <= 1 || (after !== undefined) === (before !== undefined)) return undefined;
  const direction = after !== undefined ? 'after' : 'before';
  const cursor = after ?? before;
  if (typeof cursor !== 'string' || cursor.length > 2000) return undefined;
  const dot = cursor.indexOf('.');
  if (dot < 0 || cursor.slice(0, dot) !== keyset.fingerprint) return undefined;
  const body = cursor.slice(dot + 1);
  const end = /^end\.(\d{1,6})$/.exec(body);
  if (end) {
    // a page of the list's second half, counted from its end (see `cursorOf`)
    const lastPage = Number(end[1]);
    if (direction !== 'before' || pageNumber <= lastPage / 2) return undefined;
    return { direction, position: null, fromEnd: Math.max(0, lastPage - pageNumber) };
  }
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(position) || position.length !== 3) return undefined;
  const [value, key, page] = position as unknown[];
  if (typeof value !== 'string' || typeof key !== 'string' || !isInt4(key)) return undefined;
  if (page !== pageNumber) return undefined;
  if (!POSITION_KINDS[keyset.kind].valid(value)) return undefined;
  return { direction, position: { value, key }, fromEnd: 0 };
}

/**
 * A cursor of page `page`, the page after or before `position`, in the list state of `keyset`;
 * or, with `position` null, the list's end, `page` being the last page's number:
 * sent with page p it asks for the page `lastPage - p` pages before the last, read backwards
 * from the end. With an estimated total the last page's number is a guess; by its number it
 * could be empty, and the pages the pager shows beside it (up to four before it) walked the
 * whole index first; read from the end they cost next to nothing (REQ-SCALE-1; figures in
 * docs/performance.md, "History moved from code comments").
 */
function cursorOf(
  keyset: Keyset,
  position: { value: string; key: string } | null,
  page: number,
): string {
  const body = position
    ? Buffer.from(JSON.stringify([position.value, position.key, page])).toString('base64url')
    : `end.${page}`;
  return `${keyset.fingerprint}.${body}`;
}

/** Parses and checks the list query against the area's declaration; never concatenates SQL. */
export function parseListQuery(def: ListDefinition, query: ListRequest): ParsedListQuery {
  const conditions: SQL[] = def.baseWhere ? [def.baseWhere] : [];
  const estimates: SQL[] = [...conditions];
  const activeFilters: Record<string, Record<string, string>> = {};
  for (const [field, byName] of Object.entries(query.filters ?? {})) {
    const filter = def.filters.find((f) => f.field === field);
    if (!filter) throw bad(`filters[${field}]`, `Unknown filter "${field}"`);
    for (const [name, value] of Object.entries(byName)) {
      const parameter = `filters[${field}][${name}]`;
      if (!FILTER_NAMES[filter.type].includes(name))
        throw bad(parameter, `Unknown filter name "${name}"`);
      const condition = filterCondition(filter, name, value, parameter);
      if (condition) {
        const both =
          condition instanceof SQL ? { where: condition, estimate: condition } : condition;
        conditions.push(both.where);
        estimates.push(both.estimate);
        (activeFilters[field] ??= {})[name] = value;
      }
    }
  }

  const pageSizes = def.pageSizes ?? [...DEFAULT_PAGE_SIZES];
  const pageSize = parseInteger(
    query.pagination?.pageSize,
    'pagination[pageSize]',
    1,
    MAX_PAGE_SIZE,
    def.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  );
  const pageNumber = parseInteger(
    query.pagination?.pageNumber,
    'pagination[pageNumber]',
    1,
    MAX_PAGE_NUMBER,
    1,
  );
  void pageSizes;

  const requestedOrder = (query.order ?? []).map((entry, i) => {
    const column = entry.column ?? '';
    // own keys only: `in` would also find `toString` and the rest of Object.prototype
    if (!Object.hasOwn(def.sortable, column))
      throw bad(`order[${i}][column]`, `Cannot sort by "${column}"`);
    const direction = (entry.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw bad(`order[${i}][direction]`, 'Direction must be ASC or DESC');
    }
    return { column, direction: direction as OrderDirection };
  });
  const appliedOrder = requestedOrder.length > 0 ? requestedOrder : def.defaultOrder;
  const language: Language = query.language ?? 'pl';
  const sorts = appliedOrder.map(
    ({ column }) => def.sortable[column] as PgColumn | SQL | TranslatedSort,
  );
  const translated = sorts.some(isTranslatedSort);
  const sortExprs = sorts.map((sort) => (isTranslatedSort(sort) ? sort[language] : sort));
  const orderBy = appliedOrder.map(({ direction }, i) => {
    const expr = sortExprs[i] as PgColumn | SQL;
    return direction === 'ASC' ? asc(expr) : desc(expr);
  });
  orderBy.push(
    tieBreakerDirection(def, appliedOrder) === 'DESC' ? desc(def.tieBreaker) : asc(def.tieBreaker),
  );

  const keyset = keysetOf(def, appliedOrder, activeFilters, pageSize);
  const seek = keyset ? seekOf(keyset, query.pagination, pageNumber) : undefined;

  const parsed: ParsedListQuery = Object.freeze({
    where: conditions.length > 0 ? and(...conditions) : undefined,
    estimateWhere: estimates.length > 0 ? and(...estimates) : undefined,
    orderBy: Object.freeze(orderBy) as SQL[],
    sortExprs: Object.freeze(sortExprs),
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
    pageSize,
    pageNumber,
    requestedOrder,
    appliedOrder,
    activeFilters,
    keyset,
    seek,
  });
  // Without a filter, the page's SQL depends only on the list and its order: its shape.
  if (Object.keys(activeFilters).length === 0) {
    // a translated sort's SQL differs by language: the language is part of the shape
    const order =
      appliedOrder.map(({ column, direction }) => `${column} ${direction}`).join(',') +
      (translated ? `@${language}` : '');
    PAGE_SHAPES.set(parsed, { list: def, order });
  }
  return parsed;
}

/**
 * The parsed queries whose page SQL is known by its shape (no filter: the list's base condition
 * and an order), by identity: a copy with another `where` (an export's batch of ids) is not
 * here, and the parsed query is frozen, so what was recorded still describes it.
 */
const PAGE_SHAPES = new WeakMap<ParsedListQuery, { list: ListDefinition; order: string }>();

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
    const shape = PAGE_SHAPES.get(q);
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
): (db: DbOrTx, q: ParsedListQuery) => Promise<Row[]> {
  const prepared = new WeakMap<DbOrTx, { execute(values: { keys: number[] }): Promise<Row[]> }>();
  return async (db, q) => {
    const keyRows = await pageKeys(db, def, q);
    if (keyRows.length === 0) return [];
    const first = keyRows[0];
    const last = keyRows.at(-1);
    if (q.keyset && first?.position != null && last?.position != null) {
      PAGE_EDGES.set(q, {
        first: { value: String(first.position), key: String(first.key) },
        last: { value: String(last.position), key: String(last.key) },
      });
    }
    const keys = keyRows.map((row) => Number(row.key));
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = rows.build(db, KEYS).prepare(rows.name)));
    const found = await statement.execute({ keys });
    const position = new Map(keys.map((key, i) => [key, i]));
    const at = (row: Row) => position.get(rows.keyOf(row)) ?? 0;
    return found.sort((a, b) => at(a) - at(b));
  };
}

type KeyRow = { key: number; position?: string | null };

/**
 * A page's keys (and, with a keyset, each row's position for the cursors), in the list's order:
 * after or before the cursor's row when the request names one, else by offset.
 */
async function pageKeys(db: DbOrTx, def: ListDefinition, q: ParsedListQuery): Promise<KeyRow[]> {
  const { keyset, seek } = q;
  const whereOf = (conditions: SQL[]) =>
    conditions.length > 0 ? sql`where ${and(...conditions)}` : sql``;
  const base = q.where ? [q.where] : [];
  if (!keyset) {
    return queryRows<KeyRow>(
      db,
      sql`select ${def.tieBreaker} as key from ${def.table} ${whereOf(base)} order by ${sql.join(q.orderBy, sql`, `)} limit ${q.limit} offset ${q.offset}`,
    );
  }
  const isKey = keyset.column === def.tieBreaker;
  const keysIn = (descending: boolean, conditions: SQL[], offset: number) => {
    const dir = descending ? sql`desc` : sql`asc`;
    const orderBy = isKey
      ? sql`${def.tieBreaker} ${dir}`
      : sql`${keyset.column} ${dir}, ${def.tieBreaker} ${dir}`;
    const rows = sql`from ${def.table} ${whereOf(conditions)} order by ${orderBy} limit ${q.limit}`;
    const position = POSITION_KINDS[keyset.kind].select;
    if (offset === 0) {
      return queryRows<KeyRow>(
        db,
        sql`select ${def.tieBreaker} as key, ${position(sql`${keyset.column}`)} as position ${rows}`,
      );
    }
    // Past an offset the position is written for the page's own rows, outside the scan: in its
    // select list it was computed for each of the rows a deep page steps over too, which tripled
    // its time (docs/performance.md, "History moved from code comments"). At offset 0 (the first
    // page, a seek) there is nothing to step over, and the wrapper would only add its sort.
    return queryRows<KeyRow>(
      db,
      sql`select page.key as key, ${position(sql`page.sort`)} as position from (select ${def.tieBreaker} as key, ${keyset.column} as sort ${rows} offset ${offset}) page order by page.sort ${dir}, page.key ${dir}`,
    );
  };
  const forwards = keyset.direction === 'DESC';
  if (!seek) return keysIn(forwards, base, q.offset);
  // Before a row (or the end), the page is read backwards from it and turned round.
  const backwards = seek.direction === 'before';
  const conditions = [...base];
  if (seek.position) {
    const op = forwards !== backwards ? sql`<` : sql`>`;
    const key = sql`${seek.position.key}::int`;
    const bound = POSITION_KINDS[keyset.kind].bound(seek.position.value);
    conditions.push(
      isKey
        ? sql`${def.tieBreaker} ${op} ${key}`
        : sql`(${keyset.column}, ${def.tieBreaker}) ${op} (${bound}, ${key})`,
    );
  }
  const offset = seek.position ? 0 : seek.fromEnd * q.limit;
  const found = await keysIn(forwards !== backwards, conditions, offset);
  // Nothing after the cursor's row: a made-up position past the end, or the rows after it gone;
  // the page's number decides (an empty page past the last one sends the pager back to it).
  if (!backwards) return found.length > 0 ? found : keysIn(forwards, base, q.offset);
  // Fewer rows before the cursor than a page: the list moved under it (rows added or removed
  // since the cursor was given); the page's number decides, as without a cursor.
  if (seek.position && found.length < q.limit) return keysIn(forwards, base, q.offset);
  return found.reverse();
}

/** The first and last rows' positions of a keyed page, for its cursors (`runList`). */
const PAGE_EDGES = new WeakMap<
  ParsedListQuery,
  { first: { value: string; key: string }; last: { value: string; key: string } }
>();

/**
 * How the total of a filtered list may be found: `count` reads up to COUNT_CAP + 1 rows;
 * `plan` first asks the planner how many rows the filter selects, and when that is clearly more
 * than the cap answers with the estimate instead of reading 10,001 rows (see `countCapped`).
 */
export type CountMode = 'count' | 'plan';

/** Estimated rows above this are "clearly large": the same margin as the unfiltered rule. */
const TRUSTED_ESTIMATE = 2 * COUNT_CAP;

/**
 * The planner's row estimate for the filter, from `EXPLAIN (FORMAT JSON)` of the count's own
 * scan: planning only, no row is read. The parameters travel bound, as in the count itself.
 */
async function plannedRows(db: DbOrTx, def: ListDefinition, where: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${def.table} where ${where}`,
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Counts matching rows, exactly up to COUNT_CAP; above it, an estimate (`isEstimate`). A full
 * count(*) of a big table per request costs too much, and even the capped count reads 10,001
 * index entries on every request of a big filtered list (half of the list's database time at
 * 1M orders). So: an unfiltered table answers with its planner estimate when that is large; a
 * filtered one in `plan` mode answers with the planner's estimate of the filter when that is
 * more than twice the cap, and is counted otherwise — a small result always gets its exact
 * count. `plan` is only for filters whose estimate the statistics make reliable (runList: one
 * filter field, not a text search; two filters' estimates multiply as if independent).
 */
export async function countCapped(
  db: DbOrTx,
  def: ListDefinition,
  where: SQL | undefined,
  filtered: boolean,
  mode: CountMode = 'count',
  estimateWhere: SQL | undefined = where,
): Promise<{ total: number; isEstimate: boolean }> {
  if (!filtered) {
    // A big table's planner estimate answers without reading it (a capped count would still
    // read 10,001 rows of it, by a sequential scan); small or never-analysed tables are counted.
    // One statement: the CASE runs the count only when the estimate is small.
    const [row] =
      where === undefined
        ? await unfilteredCount(db, def)
        : await queryRows<CountRow>(db, estimateOrCount(def, where));
    const estimate = Number(row?.estimate ?? 0);
    if (row?.n === null || row?.n === undefined) return { total: estimate, isEstimate: true };
    const n = Number(row.n);
    if (n <= COUNT_CAP) return { total: n, isEstimate: false };
    return { total: Math.max(estimate, COUNT_CAP + 1), isEstimate: true };
  }
  if (mode === 'plan' && estimateWhere) {
    const estimate = Math.round(await plannedRows(db, def, estimateWhere));
    if (estimate > TRUSTED_ESTIMATE) return { total: estimate, isEstimate: true };
  }
  const rows = await queryRows<{ n: number }>(db, sql`select (${cappedCount(def, where)}) as n`);
  const n = Number(rows[0]?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, isEstimate: false };
  return { total: COUNT_CAP + 1, isEstimate: true };
}

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

type CountRow = { estimate: number; n: number | null };

/**
 * The unfiltered count's statement, built by drizzle once per database and list: its SQL
 * depends on nothing else (its two numbers are constants, bound as before). It stays an unnamed
 * statement, as `pageQuery`'s pages do.
 */
const unfilteredCounts = new WeakMap<DbOrTx, WeakMap<ListDefinition, () => Promise<CountRow[]>>>();
const dialect = new PgDialect();

const cappedCount = (def: ListDefinition, where: SQL | undefined) =>
  sql`select count(*)::int from (select 1 from ${def.table} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) capped`;

/** The table's planner estimate, and the capped count when the estimate is small. */
const estimateOrCount = (def: ListDefinition, where: SQL | undefined) =>
  sql`select c.reltuples::bigint as estimate, case when c.reltuples > ${TRUSTED_ESTIMATE} then null else (${cappedCount(def, where)}) end as n from pg_class c where c.oid = ${sql.raw(`'${tableName(def.table)}'`)}::regclass`;

function unfilteredCount(db: DbOrTx, def: ListDefinition): Promise<CountRow[]> {
  let byList = unfilteredCounts.get(db);
  if (!byList) unfilteredCounts.set(db, (byList = new WeakMap()));
  let run = byList.get(def);
  if (!run) {
    const statement = dialect.sqlToQuery(estimateOrCount(def, undefined));
    // what `db.execute` does with an SQL, minus building it: both drivers answer `{ rows }`
    const prepared = db._.session.prepareQuery(statement, undefined, undefined, false);
    run = async () => ((await prepared.execute()) as { rows: CountRow[] }).rows;
    byList.set(def, run);
  }
  return run();
}

function tableName(table: PgTable): string {
  // drizzle keeps the table name under a symbol; getTableConfig would pull in more than we need
  const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('unexpected table name');
  return name;
}

export function configuredFilters(def: ListDefinition): ConfiguredFilter[] {
  return def.filters.map((f) => ({
    field: f.field,
    name: FILTER_NAMES[f.type][0] ?? f.type,
    type: f.type,
    ...(f.label ? { label: f.label } : {}),
    ...(f.choices ? { choices: f.choices } : {}),
  }));
}

/** Runs a list: parses the query, fetches one page and the capped total, answers the list shape. */
export async function runList<T>(
  db: DbOrTx,
  def: ListDefinition,
  query: ListRequest,
  fetchPage: (q: ParsedListQuery) => Promise<T[]>,
): Promise<ListMeta & { items: T[] }> {
  const parsed = parseListQuery(def, query);
  const fields = Object.keys(parsed.activeFilters);
  const filtered = fields.length > 0 || def.baseWhere !== undefined;
  // The planner's estimate is trusted for one filter field (its column's statistics) and not
  // for a text search (a pattern's selectivity is a guess) nor next to a base condition.
  const onlyFilter = fields.length === 1 ? def.filters.find((f) => f.field === fields[0]) : null;
  const mode: CountMode =
    onlyFilter && onlyFilter.type !== 'text' && !def.baseWhere ? 'plan' : 'count';
  const [items, counted] = await Promise.all([
    fetchPage(parsed),
    countCapped(db, def, parsed.where, filtered, mode, parsed.estimateWhere),
  ]);
  // A short page ends the list: its rows give the exact total, whatever was estimated.
  // An estimate is never below the rows the page shows: the last page by its end cursor is
  // numbered from the estimate, and its range must not read past the total.
  const count =
    counted.isEstimate && items.length < parsed.limit && (items.length > 0 || parsed.offset === 0)
      ? { total: parsed.offset + items.length, isEstimate: false }
      : counted.isEstimate
        ? { total: Math.max(counted.total, parsed.offset + items.length), isEstimate: true }
        : counted;
  const totalPages = Math.max(1, Math.ceil(count.total / parsed.pageSize));
  const edges = PAGE_EDGES.get(parsed);
  const keyset = parsed.keyset;
  const cursors =
    keyset && edges
      ? {
          ...(parsed.pageNumber > 1
            ? { previous: cursorOf(keyset, edges.first, parsed.pageNumber - 1) }
            : {}),
          // a full page may still be the last one: then there is no next page to seek
          ...(items.length === parsed.limit && (count.isEstimate || parsed.pageNumber < totalPages)
            ? { next: cursorOf(keyset, edges.last, parsed.pageNumber + 1) }
            : {}),
          // the last page by its number needs an exact total; an estimated one is the end
          ...(count.isEstimate ? { last: cursorOf(keyset, null, totalPages) } : {}),
        }
      : undefined;
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
