import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idempotencyHeadersSchema, type PermissionName } from '@backoffice/contract';
import { pendingApprovalAnswerSchema } from '@backoffice/contract/approvals';
import {
  declareApprovable,
  PendingApproval,
  readApproval,
  requestApprovalIfNeeded,
  type ApprovableInput,
  type ApprovalOption,
} from '../approval.js';
import { actorOf, type RequestActor } from '../crud.js';
import type { DbOrTx } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { idempotencyScope, runIdempotent, sendAnswer } from '../idempotency.js';
import { errorResponses } from './crud-routes.js';
import { stepUpGuard } from '../auth/step-up.js';

/** What an action's two steps are given: the validated request, who acts, and when. */
export interface ActionInput<Params, Body> {
  params: Params;
  body: Body;
  actor: RequestActor;
  at: Date;
}

type Infer<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

/**
 * A route that changes one thing and answers with its new state: the non-CRUD bodies (accept,
 * reject, extend, a manual order, an edit with child rows) that each area wrote out by hand.
 */
export interface ActionRoute<
  Params extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Answer extends z.ZodType,
  Acted,
> {
  method: 'POST' | 'PUT';
  url: string;
  permission: PermissionName;
  tags: string[];
  summary: string;
  params?: Params;
  body?: Body;
  response: Answer;
  /** 200 unless said (a manual order answers 201: it creates one). */
  status?: 200 | 201;
  /**
   * An `Idempotency-Key` header makes a retry answer the first answer without acting again
   * (`core/idempotency.ts`): the option every money action takes, so no handler holds the code.
   */
  idempotent?: boolean;
  /**
   * Four eyes on money (REQ-APPR-2, `core/approval.ts`): at or above the configured threshold
   * the action does not act but waits for a second person, answering 202 with the approval.
   */
  approval?: ApprovalOption;
  /**
   * The action needs a second-factor check made within the step-up window (REQ-STEP-1,
   * `core/auth/step-up.ts`): true always, or a test of the request's params (a reject needs
   * one only for a paid order).
   */
  stepUp?: boolean | ((params: Infer<Params>) => Promise<boolean>);
  /** The change, in the transaction the helper owns (retried whole on a deadlock). */
  act: (tx: DbOrTx, input: ActionInput<Infer<Params>, Infer<Body>>) => Promise<Acted>;
  /** The answer, read in the same transaction after `act`, so it is what the change left. */
  answer: (
    tx: DbOrTx,
    input: ActionInput<Infer<Params>, Infer<Body>>,
    acted: Acted,
  ) => Promise<z.infer<Answer>>;
}

const IDEMPOTENT_NOTE =
  ' An Idempotency-Key header makes a retry answer the first answer without acting again.';

/** Registers an `ActionRoute`: permission, schemas, one transaction, and idempotency on request. */
export function registerAction<
  Params extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Answer extends z.ZodType,
  Acted,
>(app: FastifyInstance, route: ActionRoute<Params, Body, Answer, Acted>): void {
  const status = route.status ?? 200;
  const { approval } = route;
  if (approval) {
    declareApprovable({
      ...approval,
      act: (tx, input) => route.act(tx, input as ActionInput<Infer<Params>, Infer<Body>>),
    });
  }
  const guard = route.stepUp ? stepUpGuard(app) : null;
  const stepUp = route.stepUp;
  // untyped here (the schemas differ per route); the input is cast once, below, to what the
  // schemas validated
  app.route({
    method: route.method,
    url: route.url,
    config: { permission: route.permission },
    ...(guard
      ? {
          preHandler: async (request: FastifyRequest) => {
            const needed =
              stepUp === true ||
              (typeof stepUp === 'function' && (await stepUp(request.params as Infer<Params>)));
            if (needed) await guard(request);
          },
        }
      : {}),
    schema: {
      tags: route.tags,
      summary: route.idempotent ? `${route.summary}${IDEMPOTENT_NOTE}` : route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
      response: {
        [status]: route.response,
        ...(approval ? { 202: pendingApprovalAnswerSchema } : {}),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const at = app.deps.clock.now();
      const input = {
        params: request.params as Infer<Params>,
        body: request.body as Infer<Body>,
        actor: actorOf(request),
        at,
      };
      const work = async (tx: DbOrTx) => {
        const waiting = approval
          ? await requestApprovalIfNeeded(tx, approval, input as ApprovableInput)
          : null;
        if (waiting !== null) return new PendingApproval(await readApproval(tx, waiting));
        return route.answer(tx, input, await route.act(tx, input));
      };
      const db = app.deps.database.db;
      const statusOf = (answer: unknown) => (answer instanceof PendingApproval ? 202 : status);
      if (route.idempotent)
        return sendAnswer(
          reply,
          await runIdempotent(db, idempotencyScope(request, at), work, statusOf),
        );
      const answer = await inTransaction(db, work);
      return reply.status(statusOf(answer)).send(answer);
    },
  });
}
