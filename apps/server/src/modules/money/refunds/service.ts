import Big from 'big.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { refundsArea, type ListQueryParams, type Order } from '@backoffice/contract';
import type {
  CreateRefund,
  Refund,
  RefundListItem,
  RefundSource,
  RefundSummary,
  SendRefund,
} from '@backoffice/contract/refunds';
import { recordAudit, type AuditActor } from '../../../core/audit.js';
import { lockById, toIso } from '../../../core/crud.js';
import { queryRows, type Db, type DbOrTx } from '../../../core/db/database.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import {
  dateCell,
  dayCell,
  exportColumns,
  moneyCell,
  numberCell,
  textCell,
  type ListExport,
} from '../../../core/export.js';
import { runList } from '../../../core/list-query/index.js';
import { checkPermissions, type PermissionSubject } from '../../../core/permissions.js';
import { approvals, users } from '../../../db/schema/index.js';
import { investorCell } from '../orders/export.js';
import { insertEvent, userRefColumns } from '../orders/repository.js';
import { orders } from '../orders/schema.js';
import { notifyInvestor } from '../notify/service.js';
import { transactionReceipts, transactions } from '../transactions/schema.js';
import * as repo from './repository.js';
import { refunds } from './schema.js';

/** REQ-ERR-3: `REFUND:NOT_FOUND`, `REFUND:REFUND_TOO_LARGE`, `REFUND:WRONG_REFUND_STATUS`. */
const AREA = 'REFUND';

export const listPage = repo.listPage;

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.refundList, query, (q) => listPage(db, q));
}

const STATUS_NAMES = {
  'to-send': { pl: 'Do wysłania', en: 'To send' },
  sent: { pl: 'Wysłany', en: 'Sent' },
  cancelled: { pl: 'Anulowany', en: 'Cancelled' },
} as const;
const SOURCE_NAMES = {
  rejected: { pl: 'Odrzucone zamówienie', en: 'Rejected order' },
  overpaid: { pl: 'Nadpłata', en: 'Overpayment' },
  manual: { pl: 'Ręczny', en: 'By hand' },
} as const;

/** `GET /api/admin/refund/export` (REQ-EXPORT-1). */
export const refundExport: ListExport<RefundListItem> = {
  area: 'refund',
  fileName: 'refunds',
  list: repo.refundList,
  fetchPage: listPage,
  columns: exportColumns(refundsArea, {
    id: numberCell((x) => x.id),
    order: numberCell((x) => x.orderId),
    investor: investorCell(),
    amount: moneyCell((x) => x.amount),
    reason: textCell((x, language) =>
      x.reason === '' ? SOURCE_NAMES[x.source][language] : x.reason,
    ),
    status: textCell((x, language) => STATUS_NAMES[x.status][language]),
    createdAt: dateCell((x) => x.createdAt),
    sentOn: dayCell((x) => x.sentOn),
    bankReference: textCell((x) => x.bankReference ?? ''),
  }),
};

/**
 * What arrived for an order, as SQL: the receipts of its payment when any were recorded, else
 * the payment's amount once paid (an online payment, or one confirmed before receipts existed).
 */
const receivedSql = (orderId: number) => sql<string>`(
  select coalesce(
    (select sum(${transactionReceipts.amount}) from ${transactionReceipts}
      where ${transactionReceipts.transactionId} = ${transactions.id}),
    case when ${transactions.status} = 'paid' then ${transactions.amount} else 0 end)
  from ${transactions} where ${transactions.orderId} = ${orderId})`;
const refundedSql = (orderId: number) => sql<string>`(
  select coalesce(sum(${refunds.amount}), 0) from ${refunds}
  where ${refunds.orderId} = ${orderId} and ${refunds.status} <> 'cancelled')`;

/** The order's money: received, and what may still go back (received less live refunds). */
export async function moneyOf(
  db: DbOrTx,
  orderId: number,
): Promise<{ received: string; refundable: string }> {
  const [row] = await queryRows<{ received: string; refundable: string }>(
    db,
    sql`
    select to_char(r, 'FM9999999999999990.00') as received,
      to_char(greatest(r - f, 0), 'FM9999999999999990.00') as refundable
    from (select coalesce(${receivedSql(orderId)}, 0) as r, ${refundedSql(orderId)} as f) m`,
  );
  return row ?? { received: '0.00', refundable: '0.00' };
}

/** The order record's refunds, oldest first. */
export async function forOrder(db: DbOrTx, orderId: number): Promise<Order['refunds']> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.id);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    source: row.source,
    status: row.status,
    createdAt: toIso(row.createdAt),
    sentOn: row.sentOn,
    bankReference: row.bankReference,
  }));
}

/** Records a refund in the caller's transaction: the row, the order's timeline and the audit. */
export async function createRefund(
  tx: DbOrTx,
  actor: AuditActor,
  input: { orderId: number; userId: number; amount: string; reason: string; source: RefundSource },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: input.orderId,
      userId: input.userId,
      amount: input.amount,
      reason: input.reason,
      source: input.source,
      createdById: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('refund not created');
  await insertEvent(tx, input.orderId, 'refundCreated', actor.id, now, {
    refundId: row.id,
    amount: row.amount,
    source: input.source,
  });
  await recordAudit(tx, actor, {
    action: 'refund.create',
    entityType: 'refund',
    entityId: row.id,
    after: {
      orderId: row.orderId,
      userId: row.userId,
      amount: row.amount,
      reason: row.reason,
      source: row.source,
      status: row.status,
    },
  });
  return row.id;
}

/**
 * An order rejected (by staff or by the expiry job) after money arrived: all that is not yet
 * going back becomes a refund to send. Call it with the order locked.
 */
export async function refundRejected(
  tx: DbOrTx,
  actor: AuditActor,
  order: { id: number; userId: number },
  reason: string,
  now: Date,
): Promise<number | null> {
  const { refundable } = await moneyOf(tx, order.id);
  // a decimal comparison: money is never a float (docs/architecture.md)
  if (new Big(refundable).lte(0)) return null;
  return createRefund(
    tx,
    actor,
    { orderId: order.id, userId: order.userId, amount: refundable, reason, source: 'rejected' },
    now,
  );
}

/**
 * `POST /api/admin/refund`: a refund by hand, at most what the order received less its live
 * refunds (compared as NUMERIC). The order is locked, so two at once cannot both take the rest.
 */
export async function createManual(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  input: CreateRefund,
  now: Date,
): Promise<number> {
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update');
  if (!order) {
    throw badRequest('ORDER', 'NOT_FOUND', `Order ${input.orderId} does not exist`, 'orderId');
  }
  const { refundable } = await moneyOf(tx, order.id);
  const [fits] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select ${input.amount}::numeric <= ${refundable}::numeric as ok`,
  );
  if (!fits?.ok) {
    throw badRequest(
      AREA,
      'REFUND_TOO_LARGE',
      `At most ${refundable} may be refunded for order ${order.id}`,
      'amount',
    );
  }
  return createRefund(
    tx,
    actor,
    {
      orderId: order.id,
      userId: order.userId,
      amount: input.amount,
      reason: input.reason,
      source: 'manual',
    },
    now,
  );
}

const missing = (id: number) => notFound(AREA, 'NOT_FOUND', `Refund ${id} does not exist`);

async function lockToSend(tx: DbOrTx, id: number) {
  const row = await lockById(tx, refunds, id, AREA, 'NOT_FOUND');
  if (row.status !== 'to-send') {
    throw conflict(AREA, 'WRONG_REFUND_STATUS', `The refund is ${row.status}`);
  }
  return row;
}

/** `PUT …/send`: the money went out, on this value date, under this bank reference. */
export async function send(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  input: SendRefund,
  now: Date,
): Promise<void> {
  const row = await lockToSend(tx, id);
  await tx
    .update(refunds)
    .set({
      status: 'sent',
      sentOn: input.valueDate,
      bankReference: input.bankReference,
      sentById: actor.id,
      sentAt: now,
      version: sql`${refunds.version} + 1`,
      updatedAt: now,
    })
    .where(eq(refunds.id, id));
  await insertEvent(tx, row.orderId, 'refundSent', actor.id, now, {
    refundId: id,
    amount: row.amount,
    valueDate: input.valueDate,
    bankReference: input.bankReference,
  });
  await recordAudit(tx, actor, {
    action: 'refund.send',
    entityType: 'refund',
    entityId: id,
    before: { status: row.status },
    after: {
      status: 'sent',
      amount: row.amount,
      valueDate: input.valueDate,
      bankReference: input.bankReference,
    },
  });
  // the investor is told when the money leaves (REQ-INVMAIL-2); after a second person's
  // approval this runs then, so the mail follows the money, not the request
  await notifyInvestor(
    tx,
    {
      kind: 'refundSent',
      orderId: row.orderId,
      amount: row.amount,
      bankReference: input.bankReference,
    },
    now,
  );
}

/** `PUT …/cancel`: the money is not going back, and why. A sent refund cannot be cancelled. */
export async function cancel(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  reason: string,
  now: Date,
): Promise<void> {
  const row = await lockToSend(tx, id);
  await tx
    .update(refunds)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      cancelledById: actor.id,
      cancelledAt: now,
      version: sql`${refunds.version} + 1`,
      updatedAt: now,
    })
    .where(eq(refunds.id, id));
  await insertEvent(tx, row.orderId, 'refundCancelled', actor.id, now, {
    refundId: id,
    amount: row.amount,
    reason,
  });
  await recordAudit(tx, actor, {
    action: 'refund.cancel',
    entityType: 'refund',
    entityId: id,
    before: { status: row.status },
    after: { status: 'cancelled', reason },
  });
}

/** A "mark sent" of this refund waiting for a second person, or null. */
async function pendingSendOf(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.action, 'refund.send'),
        eq(approvals.status, 'pending'),
        sql`${approvals.params}->>'id' = ${String(id)}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** `GET /api/admin/refund/{id}`: the refund, who did what, and what the caller may do now. */
export async function get(db: DbOrTx, id: number, caller: PermissionSubject): Promise<Refund> {
  const [found] = await repo.listItems(db, eq(refunds.id, id));
  if (!found) throw missing(id);
  const { refund: row } = found;
  const [held, waiting] = await Promise.all([
    checkPermissions(db, caller, ['admin:refund:send']),
    pendingSendOf(db, id),
  ]);
  const ids = [row.createdById, row.sentById, row.cancelledById].flatMap((x) =>
    x === null ? [] : [x],
  );
  const people =
    ids.length === 0
      ? []
      : await db.select(userRefColumns).from(users).where(inArray(users.id, ids));
  const person = (personId: number | null) => people.find((p) => p.id === personId) ?? null;
  const open = row.status === 'to-send' && waiting === null && held[0]?.isPermitted === true;
  return {
    ...repo.toListItem(row, found.user),
    createdBy: person(row.createdById),
    sentBy: person(row.sentById),
    sentAt: row.sentAt ? toIso(row.sentAt) : null,
    cancelledBy: person(row.cancelledById),
    cancelledAt: row.cancelledAt ? toIso(row.cancelledAt) : null,
    cancelReason: row.cancelReason,
    updatedAt: toIso(row.updatedAt),
    pendingApprovalId: waiting,
    actions: { send: open, cancel: open },
  };
}

/** `GET /api/admin/refund/summary`: refunds still to send, how many and their total. */
export async function summary(db: DbOrTx): Promise<RefundSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`to_char(coalesce(sum(${refunds.amount}), 0), 'FM9999999999999990.00')`,
    })
    .from(refunds)
    .where(eq(refunds.status, 'to-send'));
  return { count: Number(row?.count ?? 0), total: row?.total ?? '0.00' };
}

/** The "mark sent" four-eyes subject: the refund's amount, its order and investor. */
export async function approvalSubjectOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ amount: refunds.amount, orderId: refunds.orderId, investorId: refunds.userId })
    .from(refunds)
    .where(eq(refunds.id, id));
  return row ? { ...row, transactionId: null } : null;
}
