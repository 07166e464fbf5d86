import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/database.js';
import {
  clients,
  loginAttempts,
  passwordResetTokens,
  refreshTokens,
  users,
} from '../../db/schema/index.js';

export async function findClient(db: DbOrTx, clientId: string) {
  const [row] = await db.select().from(clients).where(eq(clients.clientId, clientId));
  return row ?? null;
}

export async function findActiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export async function countRecentFailures(db: DbOrTx, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)));
  return row?.value ?? 0;
}

export async function recordFailures(db: DbOrTx, keys: string[], at: Date, pruneBefore: Date) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, attemptedAt: at })));
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, pruneBefore));
}

/** Records attempts before they are judged; answers their ids, to withdraw them later. */
export async function claimAttempts(db: DbOrTx, keys: string[], at: Date): Promise<number[]> {
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, attemptedAt: at })))
    .returning({ id: loginAttempts.id });
  return rows.map((row) => row.id);
}

export async function withdrawAttempts(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

export async function pruneAttempts(db: DbOrTx, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: {
    userId: number;
    clientId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a refresh token used, only if nobody did first; false means it was already spent. */
export async function spendRefreshToken(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db.update(users).set({ sessionsRevokedAt: at }).where(eq(users.id, userId));
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Single use: only the first caller marks it; every other reset token of the user is spent too. */
export async function spendResetToken(db: DbOrTx, id: number, userId: number, at: Date) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (rows.length !== 1) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}
