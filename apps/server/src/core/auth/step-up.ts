import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { securitySettings, stepUpChecks } from '../../db/schema/index.js';
import type { DbOrTx } from '../db/database.js';
import { AppError, unauthenticated } from '../errors.js';

/** How long a step-up check holds when Settings were never saved (REQ-STEP-3). */
export const DEFAULT_STEP_UP_MINUTES = 10;

/**
 * The answer to a guarded route without a recent check (REQ-STEP-1). 403, not 401: the
 * session is valid and must not be refreshed or ended; the client asks for a code and retries.
 */
export const stepUpRequired = () =>
  AppError.of(
    403,
    'AUTH',
    'STEP_UP_REQUIRED',
    'This action needs a second-factor check made in the last minutes',
  );

/** The check's window in minutes, from the security settings (REQ-STEP-3). */
export async function stepUpMinutes(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ minutes: securitySettings.stepUpMinutes })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return row?.minutes ?? DEFAULT_STEP_UP_MINUTES;
}

/** Records a check for a session (a step-up, or a sign-in completed with the second factor). */
export async function recordStepUp(
  db: DbOrTx,
  session: { sessionId: string; userId: number },
  at: Date,
): Promise<void> {
  await db
    .insert(stepUpChecks)
    .values({ sessionId: session.sessionId, userId: session.userId, checkedAt: at })
    .onConflictDoUpdate({ target: stepUpChecks.sessionId, set: { checkedAt: at } });
}

/** Until when the session's last check holds, or null without one (one round trip). */
export async function stepUpValidUntil(db: DbOrTx, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      until: sql<
        string | Date | null
      >`${stepUpChecks.checkedAt} + make_interval(mins => coalesce((select ${securitySettings.stepUpMinutes} from ${securitySettings} where ${securitySettings.id} = 1), ${DEFAULT_STEP_UP_MINUTES}))`,
    })
    .from(stepUpChecks)
    .where(eq(stepUpChecks.sessionId, sessionId));
  return row?.until ? new Date(row.until) : null;
}

/**
 * The guard of a route that needs a recent second-factor check (REQ-STEP-1): its preHandler,
 * run after the auth hook (so `request.user` names the session) and after validation (a bad
 * body is answered first, so the retry after a check sends what was typed, valid).
 */
export function stepUpGuard(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return (request: FastifyRequest) =>
    assertStepUp(app.deps.database.db, request, app.deps.clock.now());
}

/**
 * The guard's check itself, for a write that decides inside its transaction whether it needs one
 * (granting access, changing the four-eyes rule): read through that transaction, as on PGlite
 * (one connection) a read outside it would wait for it forever.
 */
export async function assertStepUp(db: DbOrTx, request: FastifyRequest, now: Date): Promise<void> {
  if (!request.user) throw unauthenticated();
  const until = await stepUpValidUntil(db, request.user.sessionId);
  if (!until || until.getTime() <= now.getTime()) throw stepUpRequired();
}
