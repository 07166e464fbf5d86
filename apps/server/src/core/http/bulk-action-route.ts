import type { FastifyInstance } from 'fastify';
import {
  BULK_MAX_ROWS,
  bulkIdsRequestSchema,
  bulkMoneyResponseSchema,
  idempotencyHeadersSchema,
  type BulkIdsRequest,
  type BulkMoneyResult,
  type PermissionName,
} from '@backoffice/contract';
import type { ApprovalAction } from '@backoffice/contract/approvals';
import { actOrAwait } from '../approval.js';
import { stepUpGuard } from '../auth/step-up.js';
import { actorOf } from '../crud.js';
import type { DbOrTx } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { idempotencyKeyOf, runIdempotent } from '../idempotency.js';
import { errorResponses } from './crud-routes.js';

/**
 * `POST {url}` `{ ids }`: one approvable money action (`order.accept`, `transaction.accept`) on
 * each picked row (REQ-FINLIST-2). Each item runs through `actOrAwait` — the action's own
 * checks, audit entry and four-eyes rule, judged by its own amount — in a transaction of its
 * own, so one refusal undoes nothing else. Behind the action's permission and a fresh step-up,
 * as the single action is. An `Idempotency-Key` is kept per item (the key and the id), so a
 * retried batch answers each item's first result and acts on none twice, and a retry that adds
 * ids acts only on the new ones.
 */
export function registerBulkAction(
  app: FastifyInstance,
  route: {
    url: string;
    permission: PermissionName;
    tags: string[];
    summary: string;
    action: ApprovalAction;
  },
): void {
  const guard = stepUpGuard(app);
  app.route({
    method: 'POST',
    url: route.url,
    config: { permission: route.permission },
    preHandler: async (request) => guard(request),
    schema: {
      tags: route.tags,
      summary: `${route.summary} At most ${BULK_MAX_ROWS} ids; each item's result is done, waiting (four eyes) or refused with its errors. An Idempotency-Key makes a retry answer each item's first result.`,
      body: bulkIdsRequestSchema,
      headers: idempotencyHeadersSchema,
      response: { 200: bulkMoneyResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { ids } = request.body as BulkIdsRequest;
      const key = idempotencyKeyOf(request);
      const actor = actorOf(request);
      const db = app.deps.database.db;
      const results: BulkMoneyResult[] = [];
      for (const id of [...new Set(ids)]) {
        const at = app.deps.clock.now();
        const work = async (tx: DbOrTx): Promise<BulkMoneyResult> => {
          const done = await actOrAwait(tx, route.action, {
            params: { id },
            body: undefined,
            actor,
            at,
          });
          return 'waiting' in done
            ? { id, ok: true, outcome: 'waiting', approvalId: done.waiting }
            : { id, ok: true, outcome: 'done' };
        };
        try {
          if (key === undefined) {
            results.push(await inTransaction(db, work));
            continue;
          }
          const answer = await runIdempotent(
            db,
            {
              userId: actor.id,
              route: `POST ${route.url}`,
              key: `${key}#${id}`,
              payload: { id },
              now: at,
            },
            work,
          );
          // a refusal is stored as the error body and replayed as it
          results.push(
            answer.status < 300
              ? (answer.body as BulkMoneyResult)
              : {
                  id,
                  ok: false,
                  outcome: 'refused',
                  errors: (answer.body as { errors?: BulkMoneyResult['errors'] }).errors ?? [],
                },
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, outcome: 'refused', errors: error.errors });
        }
      }
      return { results };
    },
  });
}
