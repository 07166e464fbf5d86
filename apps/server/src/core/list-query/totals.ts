import Big from 'big.js';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListTotals } from '@backoffice/contract';
import { queryRows, type DbOrTx } from '../db/database.js';
import { COUNT_CAP, listTotal } from './count.js';
import type { ListDefinition } from './definition.js';
import type { ParsedListQuery } from './parse.js';

/**
 * The sum of a money column over the rows a list query selects (REQ-FINLIST-1), by the same
 * rule as the row count (`count.ts`): one statement reads at most COUNT_CAP + 1 matching rows,
 * so the cost is the capped count's. When they are all the rows, their sum is exact. Beyond
 * the cap the list's total is estimated anyway (`listTotal`: the planner's figure, or the cap),
 * and so is the sum: the average of the rows read times that total, marked `isEstimate` for
 * the screen to say "about". Summing 1M rows exactly would cost a full scan per request. The
 * sum is NUMERIC in SQL and a decimal (big.js) here, never a float.
 */
export async function listSum(
  db: DbOrTx,
  def: ListDefinition,
  q: ParsedListQuery,
  column: PgColumn,
  key: string,
): Promise<ListTotals> {
  const where = q.where ? sql`where ${q.where}` : sql``;
  const [row] = await queryRows<{ s: string; n: number }>(
    db,
    sql`select coalesce(sum(v), 0)::text as s, count(*)::int as n from (select ${column} as v from ${def.table} ${where} limit ${COUNT_CAP + 1}) capped`,
  );
  const read = Number(row?.n ?? 0);
  const sum = new Big(row?.s ?? '0');
  if (read <= COUNT_CAP) {
    return { column: key, sum: sum.toFixed(2), count: read, isEstimate: false };
  }
  const counted = await listTotal(db, def, q);
  const total = Math.max(counted.total, read);
  return {
    column: key,
    sum: sum.div(read).times(total).toFixed(2),
    count: total,
    isEstimate: true,
  };
}
