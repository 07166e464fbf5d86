import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db/database.js';
import {
  auditLog,
  clients,
  loginAttempts,
  passwordResetTokens,
  recoveryCodes,
  refreshTokens,
  userPasskeys,
  userSessions,
  userTotp,
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

/**
 * The addresses an account signed in from since then, from the audit log's sign-ins (one query
 * on `audit_log_sign_in_idx`: one user's sign-ins by time).
 */
export async function signInAddresses(db: DbOrTx, email: string, since: Date): Promise<string[]> {
  const account = sql`(select ${users.id}::text from ${users}
                        where lower(${users.email}) = ${email} and ${users.deletedAt} is null)`;
  const rows = await db
    .selectDistinct({ ip: auditLog.ip })
    .from(auditLog)
    .where(
      and(
        // a literal, as in the index's predicate, so the planner can match the partial index
        sql`${auditLog.action} = 'user.sign-in'`,
        eq(auditLog.entityId, account),
        gt(auditLog.createdAt, since),
      ),
    );
  return rows.flatMap((row) => (row.ip ? [row.ip] : []));
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

/** The attempts within the window under each key, in one statement. */
export async function countRecentAttempts(
  db: DbOrTx,
  keys: string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginAttempts.key, value: count() })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.key);
  return new Map(rows.map((row) => [row.key, row.value]));
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

/**
 * Marks a refresh token used unless it already is, and answers when it was first used: every
 * concurrent caller waits on the row and reads the same instant. null when it was revoked.
 */
export async function spendRefreshToken(db: DbOrTx, id: number, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ usedAt: refreshTokens.usedAt });
  return row?.usedAt ?? null;
}

/**
 * Stores a spent token's successor once (a retry finds it there). false when the session was
 * signed out or revoked meanwhile: no successor may open it again.
 */
export async function insertSuccessor(
  db: DbOrTx,
  values: {
    userId: number;
    clientId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
  },
): Promise<boolean> {
  await db.execute(sql`
    insert into ${refreshTokens} (user_id, client_id, token_hash, family_id, expires_at)
    select ${values.userId}, ${values.clientId}, ${values.tokenHash}, ${values.familyId}::uuid,
           ${values.expiresAt.toISOString()}::timestamptz
     where not exists (select 1 from ${refreshTokens}
                        where family_id = ${values.familyId}::uuid and revoked_at is not null)
    on conflict do nothing`);
  const [row] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, values.tokenHash));
  return row !== undefined && row.revokedAt === null;
}

/** Revokes a session's refresh tokens; false when it was already signed out. */
export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Ends a user's sessions. Each access token names its session, so revoking the refresh tokens
 * ends the access tokens too; `sessionsRevokedAt` also refuses every token issued before now,
 * unless one session is kept (the actor's own, `keepSession`).
 */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: number,
  at: Date,
  keepSession?: string,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSession ? ne(refreshTokens.familyId, keepSession) : undefined,
      ),
    );
  if (!keepSession)
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

/** Spends every unused password link of a user (an e-mail change, a deactivation, a deletion). */
export async function spendUserResetTokens(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/** The user's TOTP row (pending or enabled), locked for the write that follows when `lock`. */
export async function findTotp(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(userTotp).where(eq(userTotp.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function totpEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: userTotp.enabledAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  return row?.enabledAt != null;
}

/** A new pending secret, replacing any earlier pending one (never an enabled one). */
export async function savePendingTotp(db: DbOrTx, userId: number, secretEncrypted: string) {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Accepts a code's step once (REQ-MFA-4): only a step later than the last accepted one moves
 * it, so the same code, or an older one, is refused even by two requests at once.
 */
export async function useTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        sql`(${userTotp.lastUsedStep} is null or ${userTotp.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function enableTotp(db: DbOrTx, userId: number, at: Date) {
  await db.update(userTotp).set({ enabledAt: at }).where(eq(userTotp.userId, userId));
}

export async function deleteTotp(db: DbOrTx, userId: number) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The user's recovery codes become these (hashes), the earlier ones gone. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code; false when there is none with this hash. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/**
 * Sessions (REQ-SESS-1). Whether the account was signed in before at all, and from a device
 * with this key: one statement on `user_sessions_user_device_idx`.
 */
export async function devicesSeen(
  db: DbOrTx,
  userId: number,
  deviceKey: string | null,
): Promise<{ any: boolean; this: boolean }> {
  const [row] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      this: sql<boolean>`coalesce(bool_or(${userSessions.deviceKey} = ${deviceKey}), false)`,
    })
    .from(userSessions)
    .where(eq(userSessions.userId, userId));
  return { any: row?.any === true, this: row?.this === true };
}

export async function insertSession(db: DbOrTx, values: typeof userSessions.$inferInsert) {
  await db.insert(userSessions).values(values);
}

/**
 * A refresh: the session's last use and address. Once per access-token lifetime, and only
 * forward in time (retries of one refresh within the grace window write nothing).
 */
export async function touchSession(db: DbOrTx, familyId: string, ip: string, at: Date) {
  await db
    .update(userSessions)
    .set({ lastUsedAt: at, ip })
    .where(and(eq(userSessions.familyId, familyId), lt(userSessions.lastUsedAt, at)));
}

/** A family that still has a usable refresh token: the session is open (as the auth hook reads). */
const familyOpen = (now: Date) =>
  sql`exists (select 1 from ${refreshTokens}
               where ${refreshTokens.familyId} = ${userSessions.familyId}
                 and ${refreshTokens.revokedAt} is null
                 and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`;

/** A user's open sessions, the most recently used first. */
export async function openSessions(db: DbOrTx, userId: number, now: Date) {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), familyOpen(now)))
    .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.startedAt));
}

/** Ends one of a user's sessions; false when it is not theirs or already ended. */
export async function revokeUserFamily(
  db: DbOrTx,
  userId: number,
  familyId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Ends every session of a user but one; answers how many sessions ended. */
export async function revokeOtherFamilies(
  db: DbOrTx,
  userId: number,
  keep: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keep),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(rows.map((row) => row.familyId)).size;
}

/**
 * Every table that holds a user's second factor, by user (REQ-SESS-6): a super admin's reset
 * deletes the user's rows from each. A new kind of factor (passkeys) is one more line here.
 */
/** The kinds of second factor a reset removes whole, as the notice names them. */
export type FactorTable = 'totp' | 'recovery-codes' | 'passkeys';

const SECOND_FACTOR_TABLES: { factor: FactorTable; table: PgTable; userId: PgColumn }[] = [
  // a pending enrolment counts too: the reset leaves nothing half set up
  { factor: 'totp', table: userTotp, userId: userTotp.userId },
  { factor: 'recovery-codes', table: recoveryCodes, userId: recoveryCodes.userId },
  { factor: 'passkeys', table: userPasskeys, userId: userPasskeys.userId },
];

/** Deletes every second factor of a user; answers the kinds that had any, in the list's order. */
export async function deleteSecondFactors(db: DbOrTx, userId: number): Promise<FactorTable[]> {
  const removed: FactorTable[] = [];
  for (const { factor, table, userId: column } of SECOND_FACTOR_TABLES) {
    const rows = await db
      .delete(table)
      .where(eq(column, userId))
      .returning({ one: sql<number>`1` });
    if (rows.length > 0) removed.push(factor);
  }
  return removed;
}
