import { and, eq, ne, sql } from 'drizzle-orm';
import { APPROVAL_ACTIONS, type Approval } from '@backoffice/contract/approvals';
import type { ListQueryParams } from '@backoffice/contract';
import { approvableAction, approvalRows, readApproval, toApproval } from '../../core/approval.js';
import { recordAudit } from '../../core/audit.js';
import type { RequestActor } from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import { runList, pageQuery, type ListDefinition } from '../../core/list-query/index.js';
import { approvals, users } from '../../db/schema/index.js';

const AREA = 'APPROVAL';

/** The maker as the order's timeline names them beside the decider (REQ-APPR-6). */
async function makerName(tx: DbOrTx, id: number): Promise<string | null> {
  const { maker } = await readApproval(tx, id);
  return maker ? `${maker.firstName} ${maker.lastName}`.trim() || maker.email : null;
}

/**
 * The inbox (REQ-APPR-3): pending items, oldest first; filters by action and by maker (the
 * choices are the people with something pending, so the list is declared per request).
 */
function approvalList(makers: { value: string; label: string }[]): ListDefinition {
  return {
    table: approvals,
    baseWhere: eq(approvals.status, 'pending'),
    filters: [
      {
        field: 'action',
        type: 'choice',
        columns: [approvals.action],
        choices: APPROVAL_ACTIONS.map((value) => ({ value, label: value })),
      },
      { field: 'makerId', type: 'choice', columns: [approvals.makerId], choices: makers },
    ],
    sortable: { requestedAt: approvals.requestedAt, amount: approvals.amount },
    defaultOrder: [{ column: 'requestedAt', direction: 'ASC' }],
    tieBreaker: approvals.id,
  };
}

/** The people with an approval pending, as the maker filter offers them. */
async function pendingMakers(db: Db) {
  const rows = await db
    .selectDistinct({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(approvals)
    .innerJoin(users, eq(users.id, approvals.makerId))
    .where(eq(approvals.status, 'pending'))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((u) => ({
    value: String(u.id),
    label: `${u.firstName} ${u.lastName}`.trim() || u.email,
  }));
}

const listPage = pageQuery(
  (db, q) =>
    approvalRows(db)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  (rows) => rows.map(toApproval),
);

export async function list(db: Db, query: ListQueryParams) {
  return runList(db, approvalList(await pendingMakers(db)), query, (q) => listPage(db, q));
}

/** The sidebar's badge: how many wait. */
export async function pendingCount(db: Db): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvals)
    .where(eq(approvals.status, 'pending'));
  return { count: Number(row?.count ?? 0) };
}

export const get = readApproval;

/**
 * Why a decision's conditional update took no row: there is none, it is the decider's own (only
 * for an approve), or it is decided already.
 */
async function refusal(tx: DbOrTx, id: number, decider: number, approving: boolean) {
  const [row] = await tx
    .select({ status: approvals.status, makerId: approvals.makerId })
    .from(approvals)
    .where(eq(approvals.id, id));
  if (!row) return notFound(AREA, 'NOT_FOUND', `Approval ${id} does not exist`);
  if (row.status !== 'pending') {
    return conflict(AREA, 'ALREADY_DECIDED', 'This approval has already been decided');
  }
  if (approving && row.makerId === decider) {
    return AppError.of(403, AREA, 'OWN_APPROVAL', 'You cannot approve your own action');
  }
  return conflict(AREA, 'ALREADY_DECIDED', 'This approval has already been decided');
}

/**
 * `POST …/{id}/approve` (REQ-APPR-4): takes the pending row in one conditional update that also
 * refuses the maker (whatever they hold, the super admin too), so of any number of concurrent
 * approvals and rejects exactly one decides. Then runs the action as if made now, by the
 * approver, in a savepoint: when it refuses (the order changed state meanwhile), its change is
 * rolled back, the approval is closed as `failed` with the action's own code, and the caller
 * hears that refusal.
 */
export async function approve(
  db: Db,
  actor: RequestActor,
  id: number,
  comment: string,
  at: Date,
): Promise<Approval> {
  const outcome = await inTransaction(db, async (tx) => {
    const [taken] = await tx
      .update(approvals)
      .set({ status: 'approved', decidedById: actor.id, decidedAt: at, comment: comment || null })
      .where(
        and(
          eq(approvals.id, id),
          eq(approvals.status, 'pending'),
          // a maker whose account is gone (null) cannot be the approver either
          ne(sql`coalesce(${approvals.makerId}, 0)`, actor.id),
        ),
      )
      .returning();
    if (!taken) throw await refusal(tx, id, actor.id, true);
    const action = approvableAction(taken.action);
    let failure: AppError | null = null;
    try {
      await tx.transaction((sp) =>
        action.act(sp, { params: taken.params, body: taken.body, actor, at }),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      failure = error;
    }
    const failureCode = failure?.errors[0]?.code ?? null;
    if (failure) {
      await tx.update(approvals).set({ status: 'failed', failureCode }).where(eq(approvals.id, id));
    }
    if (taken.orderId !== null && action.timeline) {
      await action.timeline(
        tx,
        taken.orderId,
        failure ? 'approvalFailed' : 'approvalApproved',
        actor.id,
        at,
        {
          approvalId: id,
          action: taken.action,
          makerId: taken.makerId,
          makerName: await makerName(tx, id),
          comment: comment || null,
          ...(failureCode ? { failureCode } : {}),
        },
      );
    }
    await recordAudit(tx, actor, {
      action: failure ? 'approval.fail' : 'approval.approve',
      entityType: 'approval',
      entityId: id,
      before: { status: 'pending', makerId: taken.makerId },
      after: {
        status: failure ? 'failed' : 'approved',
        action: taken.action,
        amount: taken.amount,
        orderId: taken.orderId,
        makerId: taken.makerId,
        approverId: actor.id,
        comment: comment || null,
        failureCode,
      },
    });
    return { failure, approval: await readApproval(tx, id) };
  });
  if (outcome.failure) throw outcome.failure;
  return outcome.approval;
}

/** `POST …/{id}/reject` (REQ-APPR-4): closes a pending approval without acting; the maker may withdraw their own. */
export async function reject(
  db: Db,
  actor: RequestActor,
  id: number,
  comment: string,
  at: Date,
): Promise<Approval> {
  return inTransaction(db, async (tx) => {
    const [taken] = await tx
      .update(approvals)
      .set({ status: 'rejected', decidedById: actor.id, decidedAt: at, comment: comment || null })
      .where(and(eq(approvals.id, id), eq(approvals.status, 'pending')))
      .returning();
    if (!taken) throw await refusal(tx, id, actor.id, false);
    const action = approvableAction(taken.action);
    if (taken.orderId !== null && action.timeline) {
      await action.timeline(tx, taken.orderId, 'approvalRejected', actor.id, at, {
        approvalId: id,
        action: taken.action,
        makerId: taken.makerId,
        makerName: await makerName(tx, id),
        comment: comment || null,
      });
    }
    await recordAudit(tx, actor, {
      action: 'approval.reject',
      entityType: 'approval',
      entityId: id,
      before: { status: 'pending', makerId: taken.makerId },
      after: {
        status: 'rejected',
        action: taken.action,
        amount: taken.amount,
        orderId: taken.orderId,
        makerId: taken.makerId,
        comment: comment || null,
      },
    });
    return readApproval(tx, id);
  });
}
