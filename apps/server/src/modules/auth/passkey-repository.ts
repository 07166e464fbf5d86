import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/database.js';
import { userPasskeys, webauthnChallenges } from '../../db/schema/index.js';

/** What a WebAuthn challenge was issued for: each is taken only by an answer of its purpose. */
export type ChallengePurpose = 'register' | 'sign-in' | 'check';

export async function listPasskeys(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));
}

export async function hasPasskeys(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The credential with this id, whoever holds it, locked for the counter's update. */
export async function findPasskeyByCredentialId(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.credentialId, credentialId))
    .for('update');
  return row;
}

/** Inserts a passkey; false when the credential is already registered (to anyone). */
export async function insertPasskey(
  db: DbOrTx,
  values: {
    userId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(userPasskeys)
    .values(values)
    .onConflictDoNothing({ target: userPasskeys.credentialId })
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

/** After a verified assertion: the authenticator's new counter and the time of use. */
export async function usePasskey(db: DbOrTx, id: number, counter: number, at: Date) {
  await db.update(userPasskeys).set({ counter, lastUsedAt: at }).where(eq(userPasskeys.id, id));
}

/** Renames the user's own passkey; its old name, or null when it is not theirs. */
export async function renamePasskey(
  db: DbOrTx,
  userId: number,
  id: number,
  name: string,
): Promise<string | null> {
  const [before] = await db
    .select({ name: userPasskeys.name })
    .from(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .for('update');
  if (!before) return null;
  await db.update(userPasskeys).set({ name }).where(eq(userPasskeys.id, id));
  return before.name;
}

/** Deletes the user's own passkey; its name, or null when it is not theirs (or already gone). */
export async function deletePasskey(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ name: userPasskeys.name });
  return row?.name ?? null;
}

export async function findOwnPasskey(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)));
  return row;
}

/** Stores a new challenge; expired ones (anyone's) go at the same time. */
export async function saveChallenge(
  db: DbOrTx,
  values: { userId: number; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
  now: Date,
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(values);
}

/**
 * Takes (deletes) the challenge an answer names, if it was issued to this user for this
 * purpose and is unexpired: true once, however many answers name it, on every instance.
 */
export async function takeChallenge(
  db: DbOrTx,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}
