import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@backoffice/contract';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Db, DbOrTx } from './db/database.js';
import { inTransaction } from './db/transaction.js';
import { AppError, badRequest, conflict } from './errors.js';

/** How long a stored answer is replayed; a key older than this starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** The request's `Idempotency-Key`, or undefined; a malformed one answers 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw badRequest(
      'REQUEST',
      'INVALID',
      'Idempotency-Key must be 1 to 200 visible ASCII characters',
      IDEMPOTENCY_KEY_HEADER,
    );
  }
  return key;
}

/**
 * Runs a state change once per `Idempotency-Key` (docs/decisions/0014-money.md). The key row
 * is inserted first, in the action's own transaction: a concurrent retry with the same key
 * waits on that insert and then reads the stored answer, so the action never runs twice. A
 * refusal (an AppError) is an answer too: the action's savepoint is rolled back and the refusal
 * stored, so a retry hears the same 409 instead of trying again. Without a key, the action
 * simply runs in a transaction. Either way a deadlock or serialization failure runs the whole
 * transaction again (`inTransaction`): the key's row was rolled back with the failed attempt.
 */
export async function runIdempotent<T>(
  db: Db,
  scope: { userId: number; route: string; key: string | undefined; payload: unknown; now: Date },
  action: (tx: DbOrTx) => Promise<T>,
  successStatus: number | ((body: T) => number) = 200,
): Promise<IdempotentAnswer> {
  const { key } = scope;
  // a money action waiting for a second person answers 202 instead (`core/approval.ts`)
  const succeeded = (body: T): IdempotentAnswer => ({
    status: typeof successStatus === 'number' ? successStatus : successStatus(body),
    body,
  });
  if (key === undefined) {
    return succeeded(await inTransaction(db, action));
  }
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify(scope.payload ?? null))
    .digest('hex');
  const where = and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, key),
  );
  return inTransaction(db, async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          where,
          lt(idempotencyKeys.createdAt, new Date(scope.now.getTime() - IDEMPOTENCY_TTL_MS)),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: scope.userId,
        route: scope.route,
        key,
        requestHash,
        statusCode: 0,
        response: {},
        createdAt: scope.now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored) throw conflict('REQUEST', 'STALE_WRITE', 'Retry the request');
      if (stored.requestHash !== requestHash) {
        throw conflict(
          'REQUEST',
          'INVALID',
          'This Idempotency-Key was used with another request body',
          IDEMPOTENCY_KEY_HEADER,
        );
      }
      return { status: stored.statusCode, body: stored.response };
    }
    let answer: IdempotentAnswer;
    try {
      answer = succeeded(await tx.transaction(action));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answer = { status: error.status, body: { errors: error.errors } };
    }
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body as object })
      .where(where);
    return answer;
  });
}

/** Sends an idempotent answer as it was first given. */
export function sendAnswer(reply: FastifyReply, answer: IdempotentAnswer) {
  return reply.status(answer.status).send(answer.body);
}

/** Stored answers past their replay window (the expiry job removes them). */
export async function deleteExpiredIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}

/** The scope of a request's key: its user and its method and path (the record's id included). */
export function idempotencyScope(request: FastifyRequest, now: Date) {
  if (!request.user) throw new Error('idempotencyScope needs an authenticated route');
  return {
    userId: request.user.id,
    route: `${request.method} ${request.url.split('?')[0] ?? ''}`,
    key: idempotencyKeyOf(request),
    payload: request.body ?? null,
    now,
  };
}
