import type { FastifyInstance } from 'fastify';
import { deleteExpiredIdempotencyKeys } from '../../../core/idempotency.js';
import { expireOverdue } from './service.js';
import { deliverInvestorMails } from '../notify/service.js';

/**
 * One run of the money area's job: overdue payments expire (their orders are rejected),
 * stored idempotent answers past their window are removed, and queued investor mails are sent. Safe on several instances at once.
 */
export async function runExpiry(app: FastifyInstance): Promise<number> {
  const db = app.deps.database.db;
  const now = app.deps.clock.now();
  const expired = await expireOverdue(db, now);
  await deleteExpiredIdempotencyKeys(db, now);
  // REQ-INVMAIL-2: the investor mails queued by money actions, retried until sent
  await deliverInvestorMails(db, app.deps.mailer, now);
  return expired;
}

/** Runs the job every `TRANSACTION_EXPIRY_INTERVAL_MS` (0: never); the stop waits for a run. */
export function scheduleExpiry(app: FastifyInstance): () => Promise<void> {
  const intervalMs = app.deps.config.money.expiryIntervalMs;
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runExpiry(app)
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'overdue transactions expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'transaction expiry failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
