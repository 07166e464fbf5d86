import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_ACTION_PERMISSIONS,
  orderActions,
  orderActionsByState,
  quantityEditable,
  totalOf,
  type ListQueryParams,
  type MoneyActor,
  type Order,
  type OrderListItem,
  type OrderStatus,
  type UpdateOrder,
} from '@backoffice/contract';
import { recordAudit, type AuditActor } from '../../../core/audit.js';
import { changesRow, lockById, toIso, updateVersioned } from '../../../core/crud.js';
import type { Db, DbOrTx } from '../../../core/db/database.js';
import { conflict, notFound } from '../../../core/errors.js';
import { checkPermissions, type PermissionSubject } from '../../../core/permissions.js';
import type { ListExport } from '../../../core/export.js';
import { runList } from '../../../core/list-query/index.js';
import { approvals, users } from '../../../db/schema/index.js';
import * as agreements from '../../agreements/service.js';
import { series } from '../../series/schema.js';
import { transactions } from '../transactions/schema.js';
import { investments } from '../investments/schema.js';
import * as refundService from '../refunds/service.js';
import { refunds } from '../refunds/schema.js';
import { ORDER_EXPORT_COLUMNS } from './export.js';
import { notifyInvestor } from '../notify/service.js';
import * as repo from './repository.js';
import { orders, shares } from './schema.js';

const AREA = 'ORDER';

export { investorCell, offerCell, ORDER_STATUS_NAMES, TRANSACTION_STATUS_NAMES } from './export.js';
export {
  insertEvent as recordOrderEvent,
  insertEvents as recordOrderEvents,
  eventsInsert as orderEventsInsert,
  investorMatch,
  investorSearchText,
  sharesOfInvestment,
  takenShares,
  userRefColumns,
} from './repository.js';

/** The order's total, computed as the screens compute it (the contract's `order-rules.ts`). */
export { totalOf };

/** One page of the orders list (the list and its export read rows through this). */
export const listPage = repo.orderListPage;

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.orderList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/order/export` (REQ-EXPORT-1). */
export const orderExport: ListExport<OrderListItem> = {
  area: 'order',
  fileName: 'orders',
  list: repo.orderList,
  columns: ORDER_EXPORT_COLUMNS,
  fetchPage: listPage,
};

/** Orders as list rows (an investment's overview, a transaction's detail). */
export async function listItemsWhere(
  db: DbOrTx,
  where: Parameters<typeof repo.orderListItems>[1],
): Promise<OrderListItem[]> {
  return (
    await repo.orderListItems(db, where, [sql`${orders.date} desc`, sql`${orders.id} desc`])
  ).map((r) => r.item);
}

async function actorsById(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, NonNullable<MoneyActor>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(repo.userRefColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * `GET /api/admin/order/{id}`: the order with its agreements, timeline and shares, and the
 * actions its state and the caller's permissions allow.
 */
export async function get(db: DbOrTx, id: number, caller: PermissionSubject): Promise<Order> {
  const found = await repo.orderItemById(db, id);
  if (!found) throw notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  const [answers, events, orderShares, held, waiting, money, orderRefunds] = await Promise.all([
    agreements.forOrder(db, id),
    repo.eventsOf(db, id),
    repo.sharesOfOrder(db, id),
    checkPermissions(db, caller, Object.values(ORDER_ACTION_PERMISSIONS)),
    pendingApprovalOf(db, id),
    refundService.moneyOf(db, id),
    refundService.forOrder(db, id),
  ]);
  const granted = new Set(held.flatMap((p) => (p.isPermitted ? [p.permission] : [])));
  const staff = await actorsById(
    db,
    answers.flatMap((a) => (a.acceptedById === null ? [] : [a.acceptedById])),
  );
  return {
    ...found.item,
    notes: found.row.notes,
    rejectionReason: found.row.rejectionReason,
    manual: found.row.manual,
    agreements: answers.map(({ acceptedById, ...answer }) => ({
      ...answer,
      acceptedBy: acceptedById === null ? null : (staff.get(acceptedById) ?? null),
    })),
    events,
    shares: orderShares,
    createdAt: toIso(found.row.createdAt),
    updatedAt: toIso(found.row.updatedAt),
    received: money.received,
    refundable: money.refundable,
    refunds: orderRefunds,
    pendingApproval: waiting,
    actions: orderActions(
      { status: found.item.status, transactionStatus: found.item.transaction?.status ?? null },
      (permission) => granted.has(permission),
    ),
  };
}

/** A money action on the order waiting for a second person (REQ-APPR-5), or null. */
export async function pendingApprovalOf(
  db: DbOrTx,
  orderId: number,
): Promise<Order['pendingApproval']> {
  const [row] = await db
    .select({
      id: approvals.id,
      action: approvals.action,
      requestedAt: approvals.requestedAt,
      maker: repo.userRefColumns,
    })
    .from(approvals)
    .leftJoin(users, eq(users.id, approvals.makerId))
    .where(and(eq(approvals.orderId, orderId), eq(approvals.status, 'pending')))
    .orderBy(approvals.id)
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    action: row.action,
    requestedAt: toIso(row.requestedAt),
    maker: row.maker && row.maker.id !== null ? (row.maker as NonNullable<MoneyActor>) : null,
  };
}

/** What the audit log keeps of an order: its state, not its joins. */
function auditRecord(row: repo.OrderRow) {
  return {
    status: row.status,
    quantity: row.quantity,
    pricePerShare: row.pricePerShare,
    totalAmount: row.totalAmount,
    notes: row.notes,
    rejectionReason: row.rejectionReason,
    version: row.version,
  };
}

/**
 * Locks the series row: share counts and share numbers of one series are taken one at a time.
 * It is the first lock of every money path that takes it (docs/architecture.md, Money: lock
 * order): series → investment → order → transaction.
 */
export async function lockSeries(tx: DbOrTx, seriesId: number) {
  const [row] = await tx.select().from(series).where(eq(series.id, seriesId)).for('update');
  return row;
}

/** The series of an order, read without a lock (it never changes), or a 404. */
async function seriesOfOrder(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx
    .select({ seriesId: orders.seriesId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  return row.seriesId;
}

/**
 * `PUT /api/admin/order/{id}`: quantity (the total follows) and notes, until the order is
 * completed or rejected. A pending payment's amount follows the new total; more shares than
 * the series still has are refused. The series is locked before the order (the lock order).
 */
export async function update(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  input: UpdateOrder,
  now: Date,
): Promise<void> {
  const locked = await lockSeries(tx, await seriesOfOrder(tx, id));
  const before = await lockById(tx, orders, id, AREA, 'NOT_FOUND');
  // the column is text; the check constraint keeps it to the contract's statuses
  const status = before.status as OrderStatus;
  if (!orderActionsByState({ status, transactionStatus: null }).edit) {
    throw conflict(AREA, 'CANT_UPDATE_ORDER', `A ${before.status} order cannot be changed`);
  }
  // The payment was for the total as ordered: once it is received, a new quantity would issue
  // shares nobody paid for (or leave money unaccounted), so only the notes may change.
  if (!quantityEditable(status) && input.quantity !== before.quantity) {
    throw conflict(
      AREA,
      'QUANTITY_FIXED_ONCE_PAID',
      'The order is paid: its number of shares can no longer change',
      'quantity',
    );
  }
  const totalAmount = totalOf(before.pricePerShare, input.quantity);
  const values = { quantity: input.quantity, notes: input.notes, totalAmount };
  if (input.version === before.version && !changesRow(before, values)) return;
  if (input.quantity > before.quantity) {
    const taken = await repo.takenShares(tx, before.seriesId, id);
    if (!locked || taken + input.quantity > locked.limit) {
      throw conflict(
        AREA,
        'NOT_ENOUGH_SHARES_AVAILABLE',
        `Only ${Math.max(0, (locked?.limit ?? 0) - taken)} shares are available`,
        'quantity',
      );
    }
  }
  const after = await updateVersioned(tx, orders, id, input.version, values, AREA);
  if (after.totalAmount !== before.totalAmount) {
    await tx
      .update(transactions)
      .set({ amount: totalAmount, originalAmount: totalAmount, updatedAt: now })
      .where(and(eq(transactions.orderId, id), eq(transactions.status, 'pending')));
  }
  await repo.insertEvent(tx, id, 'edited', actor.id, now, {
    fromQuantity: before.quantity,
    toQuantity: after.quantity,
    notesChanged: before.notes !== after.notes,
  });
  await recordAudit(tx, actor, {
    action: 'order.update',
    entityType: 'order',
    entityId: id,
    before: auditRecord(before),
    after: auditRecord(after),
  });
}

/** Why the accept's conditional update did not take the order, by its current state. */
async function refusal(tx: DbOrTx, id: number) {
  const [current] = await tx
    .select({ status: orders.status, txStatus: transactions.status })
    .from(orders)
    .leftJoin(transactions, eq(transactions.orderId, orders.id))
    .where(eq(orders.id, id));
  if (!current) return notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  switch (current.status) {
    case 'completed':
      return conflict(AREA, 'ALREADY_ACCEPTED', 'The order is already accepted.');
    case 'new':
      return conflict(AREA, 'ORDER_NOT_PAID', "Can't accept order: it is not paid.");
    case 'paid':
      return current.txStatus === 'paid'
        ? conflict(
            AREA,
            'PAID_AMOUNT_MISMATCH',
            "Can't accept order: the amount paid is not the order's total.",
          )
        : conflict(AREA, 'TRANSACTION_NOT_PAID', "Can't accept order: its payment is not paid.");
    default:
      return conflict(AREA, 'WRONG_ORDER_STATUS_FOR_ACCEPT', "Can't accept order.");
  }
}

/**
 * `POST …/accept`: a paid order whose transaction is paid becomes completed, in one conditional
 * update, so of any number of concurrent accepts (or an accept and a reject) exactly one takes
 * it. Then the shares: the next numbers are taken after the highest issued, so they run on with
 * no gap and no duplicate (the unique index backs it up). Locks in the lock order: the series
 * and the investment first, then the order (whose status change also takes the dashboard's
 * counters, through triggers); a manual order takes the same series lock before its own.
 */
export async function accept(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  now: Date,
): Promise<void> {
  const [target] = await tx
    .select({
      seriesId: orders.seriesId,
      investmentId: orders.investmentId,
      userId: orders.userId,
      offerId: orders.offerId,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!target) throw notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  await lockSeries(tx, target.seriesId);
  const investmentId =
    target.investmentId === null
      ? await investmentFor(tx, target.userId, target.offerId)
      : await lockInvestment(tx, target.investmentId);
  const [done] = await tx
    .update(orders)
    .set({
      status: 'completed',
      dateCompleted: now,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'paid'),
        // paid, and paid in full: shares are issued only for money received
        sql`exists (select 1 from ${transactions} where ${transactions.orderId} = ${orders.id} and ${transactions.status} = 'paid' and ${transactions.amount} = ${orders.totalAmount})`,
      ),
    )
    .returning();
  if (!done) throw await refusal(tx, id);

  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${shares.shareNumber}), 0)::int` })
    .from(shares)
    .where(eq(shares.seriesId, done.seriesId));
  const first = Number(last?.n ?? 0) + 1;
  const lastNumber = first + done.quantity - 1;
  await tx.execute(sql`
    insert into ${shares} (series_id, share_number, order_id, investment_id, price, date)
    select ${done.seriesId}, n, ${id}, ${investmentId}, ${done.pricePerShare}::numeric, ${now}
    from generate_series(${first}::int, ${lastNumber}::int) as n`);
  await tx
    .update(investments)
    .set({
      numberOfShares: sql`${investments.numberOfShares} + ${done.quantity}`,
      investedAmount: sql`${investments.investedAmount} + ${done.totalAmount}::numeric`,
      version: sql`${investments.version} + 1`,
      updatedAt: now,
    })
    .where(eq(investments.id, investmentId));
  if (done.investmentId === null) {
    await tx.update(orders).set({ investmentId }).where(eq(orders.id, id));
  }
  await tx
    .update(transactions)
    .set({ investmentId })
    .where(and(eq(transactions.orderId, id), sql`${transactions.investmentId} is null`));
  await repo.insertEvent(tx, id, 'accepted', actor.id, now, {
    firstShareNumber: first,
    lastShareNumber: lastNumber,
  });
  // REQ-INVMAIL-2: queued with the accept, sent by the money job; never fails the accept
  await notifyInvestor(tx, { kind: 'accepted', orderId: id }, now);
  await recordAudit(tx, actor, {
    action: 'order.accept',
    entityType: 'order',
    entityId: id,
    before: { status: 'paid' },
    after: {
      ...auditRecord(done),
      seriesId: done.seriesId,
      investmentId,
      shareNumbers: { first, last: lastNumber },
    },
  });
}

/** Locks an investment row (its totals change with the accept); answers its id. */
async function lockInvestment(tx: DbOrTx, investmentId: number): Promise<number> {
  await tx
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.id, investmentId))
    .for('update');
  return investmentId;
}

/** The investor's investment in an offer, created with their first order in it (and locked). */
export async function investmentFor(tx: DbOrTx, userId: number, offerId: number): Promise<number> {
  const [row] = await tx
    .insert(investments)
    .values({ userId, offerId })
    .onConflictDoUpdate({
      target: [investments.userId, investments.offerId],
      // a no-op update, so RETURNING answers the existing row's id
      set: { userId: sql`excluded.user_id` },
    })
    .returning({ id: investments.id });
  if (!row) throw new Error('investment not created');
  return row.id;
}

/**
 * `POST …/reject`: any order not completed and not already rejected, with an optional reason.
 * A pending payment is rejected with it (a paid one stays paid: the money is to be returned).
 */
export async function reject(
  tx: DbOrTx,
  actor: AuditActor & { id: number | null },
  id: number,
  reason: string,
  now: Date,
): Promise<void> {
  // a row lock, not a conditional update: the audit entry wants the status it had
  const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!current) throw notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  if (current.status === 'completed') {
    throw conflict(AREA, 'ORDER_COMPLETED', 'You cant reject accepted order.');
  }
  if (current.status === 'rejected') {
    throw conflict(AREA, 'ORDER_ALREADY_REJECTED', 'The order has already been rejected.');
  }
  const [done] = await tx
    .update(orders)
    .set({
      status: 'rejected',
      dateRejected: now,
      rejectionReason: reason === '' ? null : reason,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, id))
    .returning();
  if (!done) throw notFound(AREA, 'NOT_FOUND', `Order ${id} does not exist`);
  await tx
    .update(transactions)
    .set({
      status: 'rejected',
      dateRejected: now,
      version: sql`${transactions.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(transactions.orderId, id), eq(transactions.status, 'pending')));
  await repo.insertEvent(tx, id, 'rejected', actor.id, now, { reason: reason || null });
  // money that arrived for a rejected order goes back (REQ-REFUND-3), and the investor's mail
  // names the refund (REQ-INVMAIL-2)
  const refundId = await refundService.refundRejected(
    tx,
    actor,
    { id, userId: current.userId },
    reason,
    now,
  );
  const [refund] = refundId
    ? await tx.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.id, refundId))
    : [];
  await notifyInvestor(
    tx,
    { kind: 'rejected', orderId: id, reason, refundAmount: refund?.amount ?? null },
    now,
  );
  await recordAudit(tx, actor, {
    action: 'order.reject',
    entityType: 'order',
    entityId: id,
    before: auditRecord(current),
    after: auditRecord(done),
  });
}

/** Records a spreadsheet download on the timeline and in the audit log. */
export async function recordSpreadsheetDownload(
  db: Db,
  actor: AuditActor & { id: number },
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.insertEvent(tx, id, 'spreadsheetDownloaded', actor.id, now);
    await recordAudit(tx, actor, {
      action: 'order.spreadsheet-download',
      entityType: 'order',
      entityId: id,
    });
  });
}

/**
 * Whether rejecting this order turns money away (REQ-STEP-1): it is paid, or a payment of it is.
 * An unknown order is not: the action itself answers its 404.
 */
export async function holdsMoney(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      paid: sql<boolean>`${orders.status} = 'paid' or exists (select 1 from ${transactions} where ${transactions.orderId} = ${orders.id} and ${transactions.status} = 'paid')`,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.paid === true;
}
