import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, DbOrTx } from './database.js';
import { isTransactionConflict } from './database-errors.js';

/** How many times a transaction runs at most when PostgreSQL keeps choosing it as the victim. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs `work` in a transaction, and runs it again (up to TRANSACTION_ATTEMPTS in all) when it
 * fails with a deadlock (40P01) or a serialization failure (40001). PostgreSQL has rolled such a
 * transaction back whole, the `Idempotency-Key` row with it, so nothing of the failed attempt
 * stays; `work` must keep its side effects inside the transaction (no mail, no file). Every money
 * path runs through here; the lock order that keeps deadlocks rare is in docs/architecture.md
 * (Money). On PGlite, which runs one transaction at a time, neither error happens.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: DbOrTx) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      // a short random pause, longer each time, so the two sides do not meet again at once
      await sleep(Math.round(Math.random() * 20 * attempt));
    }
  }
}
