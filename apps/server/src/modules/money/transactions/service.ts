import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_ACTION_PERMISSIONS,
  transactionActions,
  transactionsArea,
  businessDay,
  type ConfirmTransfer,
  type ListQueryParams,
  type Transaction,
  type TransactionListItem,
} from '@backoffice/contract';
import { recordAudit, type AuditActor } from '../../../core/audit.js';
import { toIso } from '../../../core/crud.js';
import { queryRows, type Db, type DbOrTx } from '../../../core/db/database.js';
import { users } from '../../../db/schema/index.js';
import * as refundService from '../refunds/service.js';
import { inTransaction } from '../../../core/db/transaction.js';
import { as, preparedStatement, value } from '../../../core/db/prepared.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { checkPermissions, type PermissionSubject } from '../../../core/permissions.js';
import {
  dateCell,
  exportColumns,
  moneyCell,
  numberCell,
  textCell,
  type ListExport,
} from '../../../core/export.js';
import { runList } from '../../../core/list-query/index.js';
import { investorCell, offerCell, TRANSACTION_STATUS_NAMES } from '../orders/service.js';
import * as orderService from '../orders/service.js';
import { orders } from '../orders/schema.js';
import * as repo from './repository.js';
import { notifyInvestor } from '../notify/service.js';
import { transactionReceipts, transactions } from './schema.js';
import { settings } from '../../../db/schema/index.js';
import { DEFAULT_EXTEND_MAX_DAYS } from '@backoffice/contract/settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest deadline an extension may set at `now` (REQ-RULES-1): the Settings' number of days
 * ahead of the moment of extending. A database seeded before the setting existed reads the default.
 */
export async function extendLatest(db: DbOrTx, now: Date): Promise<Date> {
  const [row] = await db.select({ days: settings.extendMaxDays }).from(settings).limit(1);
  return new Date(now.getTime() + (row?.days ?? DEFAULT_EXTEND_MAX_DAYS) * DAY_MS);
}

/** REQ-ERR-3: a missing transaction is `TRANSACTION:…`, the state rules `TRANSACTION_MANAGER:…`. */
const AREA = 'TRANSACTION';
const MANAGER = 'TRANSACTION_MANAGER';

/** One page of the transactions list (the list and its export read rows through this). */
export const listPage = repo.listPage;

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.transactionList, query, (q) => listPage(db, q));
}

const METHOD_NAMES = {
  paypal: { pl: 'PayPal', en: 'PayPal' },
  'bank-transfer': { pl: 'Przelew bankowy', en: 'Bank transfer' },
} as const;

/** `GET /api/admin/transaction/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const transactionExport: ListExport<TransactionListItem> = {
  area: 'transaction',
  fileName: 'transactions',
  list: repo.transactionList,
  fetchPage: listPage,
  columns: exportColumns(transactionsArea, {
    id: numberCell((x) => x.id),
    investor: investorCell(),
    offer: offerCell(),
    type: textCell((_x, language) => (language === 'pl' ? 'Płatność' : 'Payment')),
    method: textCell((x, language) => METHOD_NAMES[x.method][language]),
    status: textCell((x, language) => TRANSACTION_STATUS_NAMES[x.status][language]),
    amount: moneyCell((x) => x.amount),
    commission: moneyCell((x) => x.commission),
    date: dateCell((x) => x.date),
    waitUntil: dateCell((x) => x.waitUntil),
  }),
};

/** Transactions as list rows, newest first (an investment's overview). */
export async function listItemsWhere(db: DbOrTx, where: SQL): Promise<TransactionListItem[]> {
  return (await repo.listItems(db, where, [desc(transactions.date), desc(transactions.id)])).map(
    (r) => r.item,
  );
}

const missing = (id: number) => notFound(AREA, 'NOT_FOUND', `Transaction ${id} does not exist`);

/**
 * `GET /api/admin/transaction/{id}`: the transaction with its order, and the actions its state
 * and the caller's permissions allow at `now`.
 */
export async function get(
  db: DbOrTx,
  id: number,
  caller: PermissionSubject,
  now: Date,
): Promise<Transaction> {
  const [found] = await repo.listItems(db, eq(transactions.id, id), []);
  if (!found) throw missing(id);
  const [[order], held, latest, receipts, waiting] = await Promise.all([
    orderService.listItemsWhere(db, eq(orders.id, found.row.orderId)),
    checkPermissions(db, caller, Object.values(TRANSACTION_ACTION_PERMISSIONS)),
    extendLatest(db, now),
    receiptsOf(db, id),
    orderService.pendingApprovalOf(db, found.row.orderId),
  ]);
  const received = receipts.length === 0 ? null : await receivedOf(db, id);
  if (!order) throw missing(id);
  const granted = new Set(held.flatMap((p) => (p.isPermitted ? [p.permission] : [])));
  const { transaction: _omitted, ...orderItem } = order;
  return {
    ...found.item,
    received: received?.received ?? (found.row.status === 'paid' ? found.row.amount : '0.00'),
    receipts,
    order: orderItem,
    createdAt: toIso(found.row.createdAt),
    updatedAt: toIso(found.row.updatedAt),
    actions: transactionActions(found.item, (permission) => granted.has(permission), now.getTime()),
    pendingApproval: waiting,
    extendLatest: toIso(latest),
  };
}

const isOverdue = (row: Pick<repo.TransactionRow, 'status' | 'waitUntil'>, now: Date) =>
  row.status === 'expired' ||
  (row.status === 'pending' && row.waitUntil !== null && row.waitUntil <= now);

/**
 * Locks the transaction's order, then the transaction: every writer takes an order before its
 * transaction (reject and the expiry job too), so two of them never wait on each other.
 */
async function lockOrderThenTransaction(tx: DbOrTx, id: number) {
  const [found] = await lockOrderThenTransactionStatement(tx, { id });
  if (!found) throw missing(id);
  const { orderId, userId, orderStatus, status, waitUntil, amount } = found;
  return {
    order: { id: orderId, userId, status: orderStatus },
    row: { status, waitUntil: waitUntil === null ? null : new Date(waitUntil), amount },
  };
}

// both rows locked in one statement, the order's first: FOR UPDATE over a join locks each
// table's row in the order of the FROM list, the lock order every money path keeps
// (docs/architecture.md, Money); only what accept and extend read, prepared once: the bank
// statement's batch locks thousands (docs/performance.md)
const lockOrderThenTransactionStatement = preparedStatement<{
  orderId: number;
  userId: number;
  orderStatus: (typeof orders.$inferSelect)['status'];
  status: repo.TransactionRow['status'];
  waitUntil: string | null;
  amount: string;
}>('transaction-lock-order-then-transaction', (tx) =>
  tx
    .select({
      orderId: as(orders.id, 'orderId'),
      userId: as(orders.userId, 'userId'),
      orderStatus: as(orders.status, 'orderStatus'),
      status: as(transactions.status, 'status'),
      waitUntil: as(transactions.waitUntil, 'waitUntil'),
      amount: as(transactions.amount, 'amount'),
    })
    .from(orders)
    .innerJoin(transactions, eq(transactions.orderId, orders.id))
    .where(eq(transactions.id, value('id')))
    .for('update'),
);

/**
 * `PUT …/accept` (REQ-REFUND-1): a bank transfer arrived, recorded as a receipt (amount, value
 * date, bank reference, who, when). Without an amount it is what is still due. Short of the
 * amount due, the payment stays pending (its deadline and reminders run on) with the part shown;
 * reaching it, the transaction and its order (still new) become paid; past it, the difference
 * becomes a refund to send. Sums and comparisons are NUMERIC, in SQL.
 */
export async function accept(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  now: Date,
  input: ConfirmTransfer = {},
): Promise<void> {
  const { order, row } = await lockOrderThenTransaction(tx, id);
  if (row.status === 'paid') {
    throw conflict(
      MANAGER,
      'WRONG_TRANSACTION_STATUS_FOR_ACCEPT',
      'This transaction is already accepted',
    );
  }
  if (isOverdue(row, now)) {
    throw conflict(MANAGER, 'TRANSACTION_EXPIRED', 'Transaction expired. Need to place new order.');
  }
  if (row.status !== 'pending') {
    throw conflict(
      MANAGER,
      'WRONG_TRANSACTION_STATUS_FOR_ACCEPT',
      `A ${row.status} transaction cannot be accepted`,
    );
  }
  if (order.status !== 'new') {
    throw conflict(
      MANAGER,
      'WRONG_ORDER_STATUS_FOR_ACCEPT',
      `The transaction's order is ${order.status}`,
    );
  }
  const today = businessDay(now);
  const valueDate = input.valueDate ?? today;
  if (valueDate > today) {
    throw badRequest(
      MANAGER,
      'INVALID_DATE',
      'The value date cannot be in the future',
      'valueDate',
    );
  }
  // what is still due is read first only when the confirmation does not say what arrived
  const amount = input.amountReceived ?? (await receivedOf(tx, id)).due;
  const bankReference = input.bankReference ? input.bankReference : null;
  const after = await recordReceipt(tx, {
    transactionId: id,
    amount,
    valueDate,
    bankReference,
    recordedById: actor.id,
    recordedAt: now,
  });
  const before = { received: after.receivedBefore };
  const received = {
    transactionId: id,
    amount: after.last,
    valueDate,
    bankReference,
    received: after.received,
    due: after.due,
  };
  if (!after.covered) {
    await orderService.recordOrderEvent(tx, order.id, 'transferReceived', actor.id, now, received);
    await recordAudit(tx, actor, {
      action: 'transaction.accept',
      entityType: 'transaction',
      entityId: id,
      before: { status: row.status, received: before.received },
      after: {
        status: row.status,
        amountReceived: after.last,
        valueDate,
        bankReference,
        received: after.received,
        due: after.due,
        orderId: order.id,
      },
    });
    // the investor learns what arrived and what is left before the deadline (REQ-INVMAIL-2)
    await notifyInvestor(
      tx,
      {
        kind: 'partPaid',
        orderId: order.id,
        amountReceived: after.last ?? after.received,
        amountLeft: after.due,
        waitUntil: row.waitUntil,
      },
      now,
    );
    return;
  }
  // the timeline's two events and both rows paid, in one statement
  await transactionPaidStatement(tx, {
    orderId: order.id,
    actorId: actor.id,
    at: now.toISOString(),
    received: JSON.stringify(received),
    paid: JSON.stringify({ transactionId: id }),
    transactionId: id,
  });
  const refundId =
    after.excess === null
      ? null
      : await refundService.createRefund(
          tx,
          actor,
          {
            orderId: order.id,
            userId: order.userId,
            amount: after.excess,
            reason: '',
            source: 'overpaid',
          },
          now,
        );
  await recordAudit(tx, actor, {
    action: 'transaction.accept',
    entityType: 'transaction',
    entityId: id,
    before: { status: row.status, orderStatus: order.status, received: before.received },
    after: {
      status: 'paid',
      orderStatus: 'paid',
      amount: row.amount,
      amountReceived: after.last,
      valueDate,
      bankReference,
      received: after.received,
      orderId: order.id,
      refundId,
    },
  });
}

/**
 * A transfer's payment completed: the order's two timeline events (what arrived, paid) and both
 * rows paid, in one statement (a CTE's insert and update run though nothing reads them),
 * prepared once (the bank statement's batch pays thousands, docs/performance.md). The
 * dashboard's month counters this moves change at commit (deferred trigger, migration 0027), so
 * concurrent confirmations do not wait on each other here.
 */
const transactionPaidStatement = preparedStatement('transaction-paid', (tx) => {
  const at = value('at');
  const events = orderService.orderEventsInsert(tx, value('orderId'), value('actorId'), at, [
    { type: 'transferReceived', details: value('received') },
    { type: 'paid', details: value('paid') },
  ]);
  const transactionPaid = tx
    .update(transactions)
    .set({
      status: 'paid',
      dateCompleted: at,
      version: sql`${transactions.version} + 1`,
      updatedAt: at,
    })
    .where(eq(transactions.id, value('transactionId')));
  const orderPaid = tx
    .update(orders)
    .set({ status: 'paid', version: sql`${orders.version} + 1`, updatedAt: at })
    .where(eq(orders.id, value('orderId')));
  return sql`with events as (${events.getSQL()}), paid as (${transactionPaid.getSQL()}) ${orderPaid.getSQL()}`;
});

/**
 * The transaction's receipts against its amount, computed by PostgreSQL: the sum received and
 * what is still due.
 */
async function receivedOf(tx: DbOrTx, id: number) {
  const [row] = await queryRows<{ received: string; due: string }>(
    tx,
    sql`select to_char(r, 'FM9999999999999990.00') as received,
      to_char(greatest(a - r, 0), 'FM9999999999999990.00') as due
    from (select ${transactions.amount} as a,
      coalesce((select sum(${transactionReceipts.amount}) from ${transactionReceipts}
        where ${transactionReceipts.transactionId} = ${id}), 0) as r
      from ${transactions} where ${transactions.id} = ${id}) m`,
  );
  if (!row) throw missing(id);
  return row;
}

/**
 * Records a receipt and answers the transaction's sums with it, in one statement: the sum
 * received with it and before it, what is still due, whether it is covered, what is over (null
 * when nothing), and its amount. A CTE's insert is not seen by the same statement's reads, so the
 * sum before it is read and the new amount added: no second round trip (the bank statement's
 * batch confirms thousands, docs/performance.md).
 */
async function recordReceipt(
  tx: DbOrTx,
  receipt: Pick<
    typeof transactionReceipts.$inferInsert,
    'transactionId' | 'amount' | 'valueDate' | 'bankReference' | 'recordedById' | 'recordedAt'
  >,
) {
  const [row] = await recordReceiptStatement(tx, {
    ...receipt,
    bankReference: receipt.bankReference ?? null,
    recordedById: receipt.recordedById ?? null,
    recordedAt: receipt.recordedAt.toISOString(),
  });
  if (!row) throw missing(receipt.transactionId);
  return row;
}

// prepared once: the bank statement's batch records thousands (docs/performance.md)
const recordReceiptStatement = preparedStatement<{
  received: string;
  receivedBefore: string;
  due: string;
  covered: boolean;
  excess: string | null;
  last: string;
}>('transaction-record-receipt', (tx) => {
  const inserted = tx
    .insert(transactionReceipts)
    .values({
      transactionId: value('transactionId'),
      amount: value('amount'),
      valueDate: value('valueDate'),
      bankReference: value('bankReference'),
      recordedById: value('recordedById'),
      recordedAt: value('recordedAt'),
    })
    .returning({ amount: transactionReceipts.amount });
  return sql`with ins as (${inserted.getSQL()})
    select to_char(r, 'FM9999999999999990.00') as received,
      to_char(r - l, 'FM9999999999999990.00') as "receivedBefore",
      to_char(greatest(a - r, 0), 'FM9999999999999990.00') as due,
      r >= a as covered,
      case when r > a then to_char(r - a, 'FM9999999999999990.00') end as excess,
      l::text as last
    from (select ${transactions.amount} as a, ins.amount as l,
      coalesce((select sum(${transactionReceipts.amount}) from ${transactionReceipts}
        where ${transactionReceipts.transactionId} = ${value('transactionId')}), 0) + ins.amount as r
      from ${transactions}, ins where ${transactions.id} = ${value('transactionId')}) m`;
});

/** The receipts of a transaction, oldest first, with who recorded each. */
async function receiptsOf(db: DbOrTx, id: number): Promise<Transaction['receipts']> {
  const rows = await db
    .select({ receipt: transactionReceipts, by: orderService.userRefColumns })
    .from(transactionReceipts)
    .leftJoin(users, eq(users.id, transactionReceipts.recordedById))
    .where(eq(transactionReceipts.transactionId, id))
    .orderBy(transactionReceipts.id);
  return rows.map(({ receipt, by }) => ({
    id: receipt.id,
    amount: receipt.amount,
    valueDate: receipt.valueDate,
    bankReference: receipt.bankReference,
    recordedBy:
      by && by.id !== null ? (by as NonNullable<Transaction['receipts'][0]['recordedBy']>) : null,
    recordedAt: toIso(receipt.recordedAt),
  }));
}

/**
 * `PUT …/extend`: a new deadline for a pending payment, in the future and later than the
 * current one. A transaction past its deadline has expired and stays so.
 */
export async function extend(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  id: number,
  waitUntil: Date,
  now: Date,
): Promise<void> {
  const { order, row } = await lockOrderThenTransaction(tx, id);
  if (isOverdue(row, now)) {
    throw conflict(MANAGER, 'TRANSACTION_EXPIRED', 'Transaction expired. Need to place new order.');
  }
  if (row.status !== 'pending') {
    throw conflict(
      MANAGER,
      'CANT_EXTEND_WAIT_UNTIL',
      `A ${row.status} transaction has no deadline to extend`,
    );
  }
  if (waitUntil <= now || (row.waitUntil !== null && waitUntil <= row.waitUntil)) {
    throw badRequest(
      MANAGER,
      'CANT_EXTEND_WAIT_UNTIL',
      'The new deadline must be in the future and later than the current one',
      'waitUntil',
    );
  }
  const latest = await extendLatest(tx, now);
  if (waitUntil > latest) {
    throw badRequest(
      MANAGER,
      'WAIT_UNTIL_TOO_FAR',
      `The new deadline can be at most ${toIso(latest)} (the limit set in Settings)`,
      'waitUntil',
    );
  }
  await tx
    .update(transactions)
    .set({ waitUntil, version: sql`${transactions.version} + 1`, updatedAt: now })
    .where(eq(transactions.id, id));
  await orderService.recordOrderEvent(tx, order.id, 'waitUntilExtended', actor.id, now, {
    from: row.waitUntil ? toIso(row.waitUntil) : null,
    to: toIso(waitUntil),
  });
  // REQ-INVMAIL-2: the investor is told the new deadline (queued, sent by the money job)
  await notifyInvestor(tx, { kind: 'extended', orderId: order.id, waitUntil }, now);
  await recordAudit(tx, actor, {
    action: 'transaction.extend',
    entityType: 'transaction',
    entityId: id,
    before: { waitUntil: row.waitUntil ? toIso(row.waitUntil) : null },
    after: { waitUntil: toIso(waitUntil) },
  });
}

/** The system, as the audit log names it: no user, no address. */
const SYSTEM: AuditActor = { id: null, email: null, ip: null };

/**
 * Expires pending transactions past their deadline and rejects their orders, in batches. Each
 * batch locks its orders and transactions `FOR UPDATE SKIP LOCKED`: instances running this at
 * the same moment take different rows, and a row a staff action holds is left for the next
 * run, which sees whether the action made it paid. Answers how many expired.
 */
export async function expireOverdue(db: Db, now: Date, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({
          id: transactions.id,
          orderId: transactions.orderId,
          userId: transactions.userId,
          waitUntil: transactions.waitUntil,
        })
        .from(transactions)
        .innerJoin(orders, eq(orders.id, transactions.orderId))
        .where(and(eq(transactions.status, 'pending'), sql`${transactions.waitUntil} <= ${now}`))
        .orderBy(transactions.waitUntil, transactions.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx
          .update(transactions)
          .set({
            status: 'expired',
            dateRejected: now,
            version: sql`${transactions.version} + 1`,
            updatedAt: now,
          })
          .where(eq(transactions.id, row.id));
        const [order] = await tx
          .update(orders)
          .set({
            status: 'rejected',
            dateRejected: now,
            version: sql`${orders.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(orders.id, row.orderId), eq(orders.status, 'new')))
          .returning({ id: orders.id });
        await orderService.recordOrderEvent(tx, row.orderId, 'expired', null, now, {
          transactionId: row.id,
        });
        // a partly paid transfer that ran out of time: the part received goes back
        if (order)
          await refundService.refundRejected(
            tx,
            SYSTEM,
            { id: row.orderId, userId: row.userId },
            '',
            now,
          );
        await recordAudit(tx, SYSTEM, {
          action: 'transaction.expire',
          entityType: 'transaction',
          entityId: row.id,
          before: { status: 'pending', waitUntil: row.waitUntil ? toIso(row.waitUntil) : null },
          after: { status: 'expired', orderId: row.orderId, orderRejected: order !== undefined },
        });
      }
      return due.length;
    });
    total += expired;
    if (expired < batchSize) return total;
  }
}
