import crypto from 'node:crypto';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_PAGE_SIZE,
  type ListMeta,
  type ListQueryParams,
  type OrderDirection,
} from '@backoffice/contract';
import { queryRows, type DbOrTx } from '../db/database.js';
import type { ListTotal } from './count.js';
import { bad, tableName, type ListDefinition } from './definition.js';
import { tieBreakerDirection } from './order.js';
import type { ParsedListQuery } from './parse.js';

/*
 * A page by its number (limit and offset), and, where the order allows it, by an edge row of its
 * neighbour (keyset): the cursors a page answers, how a request's cursor is read back, and the
 * page's keys read by either.
 */

const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUMBER = 100_000;

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

/** `pagination[pageSize]` and `[pageNumber]`, checked (400 `LIST:INVALID` naming the parameter). */
export function parsePaging(
  def: ListDefinition,
  pagination: ListQueryParams['pagination'],
): { pageSize: number; pageNumber: number } {
  const pageSize = parseInteger(
    pagination?.pageSize,
    'pagination[pageSize]',
    1,
    MAX_PAGE_SIZE,
    def.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  );
  const pageNumber = parseInteger(
    pagination?.pageNumber,
    'pagination[pageNumber]',
    1,
    MAX_PAGE_NUMBER,
    1,
  );
  return { pageSize, pageNumber };
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
  position: RowPosition | null;
  /** without a position: how many pages before the last one the page is */
  fromEnd: number;
}

/** A row's place in a keyed order: its sort column's value (see `POSITION_KINDS`) and its key. */
export interface RowPosition {
  value: string;
  key: string;
}

/** The first and last rows' positions of a keyed page: where its neighbours are sought from. */
export interface PageEdges {
  first: RowPosition;
  last: RowPosition;
}

/**
 * One page's rows as a page query answers them and, when they were read by their keys in a
 * keyset order (`keyedPage`), the page's edges, from which `pageCursors` writes its cursors.
 */
export interface PageRows<Row> {
  items: Row[];
  edges: PageEdges | undefined;
}

/** What an area's page query answers: its rows alone, or with the page's edges. */
export type FetchedPage<Row> = Row[] | PageRows<Row>;

export const pageRowsOf = <Row>(page: FetchedPage<Row>): PageRows<Row> =>
  Array.isArray(page) ? { items: page, edges: undefined } : page;

/** A page's rows turned into the area's items, the page's edges kept. */
export const mapPageRows = <Row, Item>(
  page: PageRows<Row>,
  map: (row: Row) => Item,
): PageRows<Item> => ({ items: page.items.map((row) => map(row)), edges: page.edges });

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
export function keysetOf(
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
export function seekOf(
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
function cursorOf(keyset: Keyset, position: RowPosition | null, page: number): string {
  const body = position
    ? Buffer.from(JSON.stringify([position.value, position.key, page])).toString('base64url')
    : `end.${page}`;
  return `${keyset.fingerprint}.${body}`;
}

/**
 * The page's cursors (`pagination.cursors`): with a keyset and the page's edges, the previous
 * and next pages by its first and last rows, and the list's end when the total is an estimate.
 */
export function pageCursors(
  q: ParsedListQuery,
  page: PageRows<unknown>,
  count: ListTotal,
  totalPages: number,
): ListMeta['pagination']['cursors'] {
  const { keyset, pageNumber } = q;
  const { edges } = page;
  if (!keyset || !edges) return undefined;
  return {
    ...(pageNumber > 1 ? { previous: cursorOf(keyset, edges.first, pageNumber - 1) } : {}),
    // a full page may still be the last one: then there is no next page to seek
    ...(page.items.length === q.limit && (count.isEstimate || pageNumber < totalPages)
      ? { next: cursorOf(keyset, edges.last, pageNumber + 1) }
      : {}),
    // the last page by its number needs an exact total; an estimated one is the end
    ...(count.isEstimate ? { last: cursorOf(keyset, null, totalPages) } : {}),
  };
}

export type KeyRow = { key: number; position?: string | null };

/**
 * A page's keys (and, with a keyset, each row's position for the cursors), in the list's order:
 * after or before the cursor's row when the request names one, else by offset.
 */
export async function pageKeys(
  db: DbOrTx,
  def: ListDefinition,
  q: ParsedListQuery,
): Promise<KeyRow[]> {
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

/** The page's edges from its keys' positions: only a keyset order reads them (`pageKeys`). */
export function edgesOf(q: ParsedListQuery, keyRows: KeyRow[]): PageEdges | undefined {
  const first = keyRows[0];
  const last = keyRows.at(-1);
  if (!q.keyset || first?.position == null || last?.position == null) return undefined;
  return {
    first: { value: String(first.position), key: String(first.key) },
    last: { value: String(last.position), key: String(last.key) },
  };
}
