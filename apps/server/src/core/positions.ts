import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAX_POSITION } from '@backoffice/contract';
import type { DbOrTx } from './db/database.js';

/**
 * The next free position of an ordered list: one after the last (at most `MAX_POSITION`). A new
 * record saved without a position, and a clone, take it, so no two records share a position
 * unless someone typed it (docs/architecture.md, "Positions"). Run inside the write's
 * transaction: the table's positions are claimed under an advisory lock held until it ends, so
 * two creates at once do not both read the same last position.
 */
export async function nextFreePosition(
  tx: DbOrTx,
  table: PgTable,
  position: AnyPgColumn,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`position:${getTableName(table)}`}))`,
  );
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${position}), 0)::int` })
    .from(table);
  return Math.min(Number(row?.last ?? 0) + 1, MAX_POSITION);
}
