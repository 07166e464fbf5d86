import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { investmentsArea, ordersArea, transactionsArea } from '@backoffice/contract';
import type { MfaRequiredFor } from '@backoffice/contract/settings';
import { mfaPolicyUsers, securitySettings, userTotp, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../db/database.js';
import { AppError } from '../errors.js';
import { effectivePermissions } from '../permissions.js';

/**
 * The second-factor policy (REQ-MFA-POL-1 to REQ-MFA-POL-3; docs/decisions/0021-step-up.md):
 * who must have a second factor, since when it applies to each user without one, and whether
 * their grace period is over.
 */

const MONEY_AREAS = [ordersArea, transactionsArea, investmentsArea].map(
  (area) => `admin:${area.permissionArea}:`,
);
const DAY_MS = 24 * 3600_000;

export const enrolmentRequired = () =>
  AppError.of(
    403,
    'AUTH',
    'MFA_ENROLMENT_REQUIRED',
    'A second factor is required for this account: enrol one on your account page',
  );

export interface MfaPolicy {
  requiredFor: MfaRequiredFor;
  graceDays: number;
}

export async function readMfaPolicy(db: DbOrTx): Promise<MfaPolicy> {
  const [row] = await db
    .select({
      requiredFor: securitySettings.mfaRequiredFor,
      graceDays: securitySettings.mfaGraceDays,
    })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return {
    requiredFor: (row?.requiredFor as MfaRequiredFor | undefined) ?? 'none',
    graceDays: row?.graceDays ?? 0,
  };
}

interface Subject {
  id: number;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** Whether the policy covers this user (factor or not): staff, or staff with money permissions. */
export async function policyCovers(
  db: DbOrTx,
  requiredFor: MfaRequiredFor,
  user: Subject,
): Promise<boolean> {
  if (requiredFor === 'none' || !user.isAdmin) return false;
  if (requiredFor === 'staff' || user.isSuperAdmin) return true;
  const held = await effectivePermissions(db, user.id);
  return [...held].some((name) => MONEY_AREAS.some((prefix) => name.startsWith(prefix)));
}

async function hasFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row !== undefined;
}

export interface EnrolmentState {
  required: boolean;
  /** when the grace period ends (null when not required) */
  dueAt: Date | null;
}

/**
 * Where the user stands under the policy, noting when it started applying to them the first
 * time it is seen to (their grace period counts from then). Called when tokens are issued and
 * when the account page asks.
 */
export async function enrolmentState(
  db: DbOrTx,
  user: Subject,
  now: Date,
): Promise<EnrolmentState> {
  const policy = await readMfaPolicy(db);
  if (!(await policyCovers(db, policy.requiredFor, user)) || (await hasFactor(db, user.id))) {
    return { required: false, dueAt: null };
  }
  await db
    .insert(mfaPolicyUsers)
    .values({ userId: user.id, appliesSince: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ since: mfaPolicyUsers.appliesSince })
    .from(mfaPolicyUsers)
    .where(eq(mfaPolicyUsers.userId, user.id));
  const since = row?.since ?? now;
  return { required: true, dueAt: new Date(since.getTime() + policy.graceDays * DAY_MS) };
}

/**
 * The auth hook's second look, made only when the signed-in user's query found their grace
 * period over: whether the policy still covers them (their permissions may have changed since).
 * When it no longer does, their mark is removed, so the next request does not look again.
 */
export async function stillOverdue(db: DbOrTx, user: Subject): Promise<boolean> {
  const policy = await readMfaPolicy(db);
  if (await policyCovers(db, policy.requiredFor, user)) return true;
  await db.delete(mfaPolicyUsers).where(eq(mfaPolicyUsers.userId, user.id));
  return false;
}

/**
 * A saved policy (in the settings' transaction): with a new scope every mark starts again from
 * now, and every active staff member it covers who has no factor yet is marked at once, so
 * their grace period starts with the policy, not with their next sign-in.
 */
export async function restartPolicy(
  tx: DbOrTx,
  requiredFor: MfaRequiredFor,
  now: Date,
): Promise<void> {
  await tx.delete(mfaPolicyUsers);
  if (requiredFor === 'none') return;
  const staff = await tx
    .select({ id: users.id, isAdmin: users.isAdmin, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.active, true), isNull(users.deletedAt)));
  if (staff.length === 0) return;
  const withFactor = new Set(
    (
      await tx
        .select({ userId: userTotp.userId })
        .from(userTotp)
        .where(
          and(
            isNotNull(userTotp.enabledAt),
            inArray(
              userTotp.userId,
              staff.map((u) => u.id),
            ),
          ),
        )
    ).map((row) => row.userId),
  );
  const marked: number[] = [];
  for (const user of staff) {
    if (withFactor.has(user.id)) continue;
    if (await policyCovers(tx, requiredFor, user)) marked.push(user.id);
  }
  if (marked.length > 0) {
    await tx
      .insert(mfaPolicyUsers)
      .values(marked.map((userId) => ({ userId, appliesSince: now })))
      .onConflictDoNothing();
  }
}
