import type { Language } from '@backoffice/contract';
import type { Session, SessionList, SessionsEnded } from '@backoffice/contract/auth';
import { recordAudit, type AuditActor } from '../../core/audit.js';
import { describeDevice, type Device } from '../../core/auth/device.js';
import type { Clock } from '../../core/clock.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, notFound } from '../../core/errors.js';
import { assertCanManageAccount, type PermissionSubject } from '../../core/permissions.js';
import * as repo from './repository.js';
import { mailSecondFactorChange, type SecurityMailDeps } from './security-mail.js';
import type { ClientInfo } from './sign-in-rules.js';

/**
 * Sessions (docs/architecture.md, "Sessions"; REQ-SESS-1 to REQ-SESS-3, REQ-SESS-6). A session
 * is a refresh-token family; its `user_sessions` row says where it was signed in from and when
 * it was last refreshed. Ending one revokes its family, which the auth hook checks on every
 * request, so its access tokens stop at once.
 */
export interface SessionDeps {
  db: Db;
  clock: Clock;
}

/** Who ends a session: the user themself, or an admin (with `admin:user:edit`). */
export type SessionActor = AuditActor & PermissionSubject & { sessionId?: string };

/**
 * Records a new session in the transaction that issues its first token, and answers the
 * device when the account had been signed in before but never from it (a notice goes out,
 * REQ-SESS-4); null otherwise (the very first sign-in of an account is no news to its owner).
 */
export async function openSession(
  tx: DbOrTx,
  session: { familyId: string; userId: number; at: Date },
  from: ClientInfo,
): Promise<Device | null> {
  const device = describeDevice(from.userAgent);
  const seen = await repo.devicesSeen(tx, session.userId, device.key);
  await repo.insertSession(tx, {
    familyId: session.familyId,
    userId: session.userId,
    browser: device.browser,
    os: device.os,
    deviceKey: device.key,
    ip: from.ip,
    startedAt: session.at,
    lastUsedAt: session.at,
  });
  return seen.any && !seen.this ? device : null;
}

/** A refresh: the session was used now, from this address. */
export async function touchSession(db: DbOrTx, familyId: string, ip: string, at: Date) {
  await repo.touchSession(db, familyId, ip, at);
}

export async function listSessions(
  deps: SessionDeps,
  userId: number,
  currentSession: string | null,
): Promise<SessionList> {
  const rows = await repo.openSessions(deps.db, userId, deps.clock.now());
  return {
    items: rows.map((row): Session => ({
      id: row.familyId,
      browser: row.browser,
      os: row.os,
      ip: row.ip,
      startedAt: row.startedAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.familyId === currentSession,
    })),
  };
}

const sessionNotExists = () =>
  notFound('AUTH', 'SESSION_NOT_EXISTS', 'The session does not exist or has already ended');

/** Ends one session of a user, audited on the user; 404 when it is not theirs or has ended. */
export async function endSession(
  deps: SessionDeps,
  actor: SessionActor,
  userId: number,
  sessionId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeUserFamily(tx, userId, sessionId, deps.clock.now())))
      throw sessionNotExists();
    await recordAudit(tx, actor, {
      action: 'user.session-ended',
      entityType: 'user',
      entityId: userId,
      after: { session: sessionId },
    });
  });
}

/** "Sign out everywhere else": every session of the user but `keep`, audited with the count. */
export async function endOtherSessions(
  deps: SessionDeps,
  actor: SessionActor,
  userId: number,
  keep: string,
): Promise<SessionsEnded> {
  return deps.db.transaction(async (tx) => {
    const ended = await repo.revokeOtherFamilies(tx, userId, keep, deps.clock.now());
    if (ended > 0) {
      await recordAudit(tx, actor, {
        action: 'user.sessions-ended',
        entityType: 'user',
        entityId: userId,
        after: { count: ended },
      });
    }
    return { ended };
  });
}

/**
 * Another user's account, for an admin's look at or change to its sessions: it must exist, and
 * it may be no more powerful than the admin's own (`assertCanManageAccount`, REQ-SEC-3): ending
 * a super admin's sessions is for a super admin.
 */
export async function manageableAccount(db: DbOrTx, actor: PermissionSubject, userId: number) {
  const target = await repo.findUserById(db, userId);
  if (!target) throw notFound('USER', 'USER_NOT_EXISTS', `User ${userId} does not exist`);
  await assertCanManageAccount(db, actor, target);
  return target;
}

/**
 * A super admin removes another user's second factor (REQ-SESS-6): every factor table's rows of
 * the user (`repo.deleteSecondFactors`), audited, and the user is mailed. Never on the actor's
 * own account (that is the own page's turn-off, which asks for a code), never by anyone else.
 */
export async function resetSecondFactor(
  deps: SessionDeps & SecurityMailDeps,
  actor: SessionActor,
  userId: number,
  language: Language,
): Promise<void> {
  if (!actor.isSuperAdmin)
    throw AppError.of(403, 'ACCESS', 'ONLY_SUPER_ADMIN', 'Only a super admin can do this');
  if (actor.id === userId)
    throw AppError.of(
      409,
      'AUTH',
      'CANT_RESET_OWN_SECOND_FACTOR',
      'Turn off your own second factor on your account page',
    );
  const at = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    await manageableAccount(tx, actor, userId);
    const factors = await repo.deleteSecondFactors(tx, userId);
    if (factors.length === 0)
      throw AppError.of(409, 'AUTH', 'MFA_NOT_ENABLED', 'Two-step sign-in is not on');
    await recordAudit(tx, actor, {
      action: 'user.second-factor-reset',
      entityType: 'user',
      entityId: userId,
      after: { factors },
    });
    return factors;
  });
  await mailSecondFactorChange(deps, {
    userId,
    change: 'removed',
    factors: removed.map((kind) => ({ kind })),
    byUserId: actor.id,
    at,
    language,
  });
}
