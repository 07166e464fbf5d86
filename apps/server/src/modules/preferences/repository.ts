import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/database.js';
import { userPreferences } from './schema.js';

/** The stored record of one user, locked for the write that follows when `forUpdate`. */
export async function readStored(
  db: DbOrTx,
  userId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<unknown> {
  const query = db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.preferences ?? {};
}

export async function writeStored(
  db: DbOrTx,
  userId: number,
  preferences: object,
  now: Date,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { preferences, updatedAt: now },
    });
}
