import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../core/db/database.js';

/**
 * The tables whose rows make a person's money history (REQ-RULES-2): an investor named by any
 * of them cannot be deleted, only deactivated or erased (pseudonymised), since accounting law
 * requires the financial records kept. One list, one line per table (a money module that adds
 * a table naming an investor adds its line here).
 */
export const MONEY_HISTORY_TABLES: readonly string[] = [
  'orders',
  'transaction',
  'investment',
  'refund',
];

/** Whether any money-history table names the user (`user_id`). */
export async function hasMoneyHistory(db: DbOrTx, userId: number): Promise<boolean> {
  for (const table of MONEY_HISTORY_TABLES) {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)} where user_id = ${userId}) as found`,
    );
    if (row?.found) return true;
  }
  return false;
}
