import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../core/db/database.js';

/**
 * The tables whose rows make a person's money history (REQ-RULES-2): an investor named by any
 * of them cannot be deleted, only deactivated or erased (pseudonymised), since accounting law
 * requires the financial records kept. One list, one line per table: `optional` tables are
 * checked only where they exist (a module that adds one adds its line here).
 */
export const MONEY_HISTORY_TABLES: readonly { table: string; optional?: boolean }[] = [
  { table: 'orders' },
  { table: 'transaction' },
  { table: 'investment' },
  { table: 'refunds', optional: true },
];

/** Whether any money-history table names the user (`user_id`). */
export async function hasMoneyHistory(db: DbOrTx, userId: number): Promise<boolean> {
  const present = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p')
           and c.relname = any(${MONEY_HISTORY_TABLES.map((t) => t.table)}::text[])`,
  );
  const names = new Set(present.map((r) => r.name));
  for (const { table, optional } of MONEY_HISTORY_TABLES) {
    if (!names.has(table)) {
      if (optional) continue;
      throw new Error(`money-history table ${table} is missing`);
    }
    const rows = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)} where user_id = ${userId}) as found`,
    );
    if (rows[0]?.found) return true;
  }
  return false;
}
