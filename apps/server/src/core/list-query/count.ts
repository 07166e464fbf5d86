import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@backoffice/contract';
import { queryRows, type DbOrTx } from '../db/database.js';
import { tableName, type ListDefinition } from './definition.js';
import type { ParsedListQuery } from './parse.js';

/** Exact totals up to this many rows; beyond it the count is capped or estimated. */
export const COUNT_CAP = LIST_COUNT_CAP;

/** A list's total: exact, or (above COUNT_CAP) the planner's estimate or the cap + 1. */
export interface ListTotal {
  total: number;
  isEstimate: boolean;
}

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
 * count. `plan` is only for filters whose estimate the statistics make reliable (`listTotal`: one
 * filter field, not a text search; two filters' estimates multiply as if independent).
 */
export async function countCapped(
  db: DbOrTx,
  def: ListDefinition,
  where: SQL | undefined,
  filtered: boolean,
  mode: CountMode = 'count',
  estimateWhere: SQL | undefined = where,
): Promise<ListTotal> {
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

/** The list's total for the parsed query: `countCapped`, in the mode its filters allow. */
export function listTotal(db: DbOrTx, def: ListDefinition, q: ParsedListQuery): Promise<ListTotal> {
  const fields = Object.keys(q.activeFilters);
  const filtered = fields.length > 0 || def.baseWhere !== undefined;
  // The planner's estimate is trusted for one filter field (its column's statistics) and not
  // for a text search (a pattern's selectivity is a guess) nor next to a base condition.
  const onlyFilter = fields.length === 1 ? def.filters.find((f) => f.field === fields[0]) : null;
  const mode: CountMode =
    onlyFilter && onlyFilter.type !== 'text' && !def.baseWhere ? 'plan' : 'count';
  return countCapped(db, def, q.where, filtered, mode, q.estimateWhere);
}

/** The total the page answers with, once its rows are known (`shown`: how many it has). */
export function pageTotal(counted: ListTotal, q: ParsedListQuery, shown: number): ListTotal {
  // A short page ends the list: its rows give the exact total, whatever was estimated.
  // An estimate is never below the rows the page shows: the last page by its end cursor is
  // numbered from the estimate, and its range must not read past the total.
  return counted.isEstimate && shown < q.limit && (shown > 0 || q.offset === 0)
    ? { total: q.offset + shown, isEstimate: false }
    : counted.isEstimate
      ? { total: Math.max(counted.total, q.offset + shown), isEstimate: true }
      : counted;
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
