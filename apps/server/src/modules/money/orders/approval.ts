import { and, eq, sql } from 'drizzle-orm';
import type { ApprovalAction } from '@backoffice/contract/approvals';
import type { ConfirmTransfer, ManualOrder } from '@backoffice/contract';
import type { ApprovableInput, ApprovalOption, ApprovalSubject } from '../../../core/approval.js';
import type { DbOrTx } from '../../../core/db/database.js';
import { users } from '../../../db/schema/index.js';
import { series } from '../../series/schema.js';
import { approvalSubjectOf as refundSubjectOf } from '../refunds/service.js';
import { transactionReceipts, transactions } from '../transactions/schema.js';
import { insertEvent } from './repository.js';
import { orders } from './schema.js';
import { totalOf } from './service.js';

/**
 * A money action's four-eyes declaration (REQ-APPR-2) for `registerAction`: what it judges and
 * the order's timeline, where the request and its decision show with both people.
 */
function moneyApproval(
  action: ApprovalAction,
  subjectOf: (tx: DbOrTx, input: ApprovableInput) => Promise<ApprovalSubject | null>,
): ApprovalOption {
  return { action, subjectOf, timeline: insertEvent };
}

const idOf = (input: ApprovableInput) => (input.params as { id: number }).id;

/** Accepting an order: its total. */
export const acceptOrderApproval = moneyApproval('order.accept', async (tx, input) => {
  const [row] = await tx
    .select({
      amount: orders.totalAmount,
      investorId: orders.userId,
      transactionId: transactions.id,
    })
    .from(orders)
    .leftJoin(transactions, eq(transactions.orderId, orders.id))
    .where(eq(orders.id, idOf(input)));
  return row ? { ...row, orderId: idOf(input) } : null;
});

/**
 * Confirming a bank transfer: the amount that arrived when the confirmation says it (a bank
 * statement's entry, a partial payment), else what is still due (REQ-REFUND-1).
 */
export const acceptTransferApproval = moneyApproval('transaction.accept', async (tx, input) => {
  const given = (input.body as ConfirmTransfer | null | undefined)?.amountReceived;
  const [row] = await tx
    .select({
      // the receipts by the id itself: a correlated column would render unqualified and name
      // the receipt's own id inside the subquery
      due: sql<string>`greatest(${transactions.amount} - coalesce((select sum(${transactionReceipts.amount}) from ${transactionReceipts} where ${transactionReceipts.transactionId} = ${idOf(input)}), 0), 0)::text`,
      orderId: transactions.orderId,
      investorId: transactions.userId,
    })
    .from(transactions)
    .where(eq(transactions.id, idOf(input)));
  if (!row) return null;
  return {
    amount: given ?? row.due,
    orderId: row.orderId,
    investorId: row.investorId,
    transactionId: idOf(input),
  };
});

/** Marking a refund sent (REQ-REFUND-5): the refund's amount. */
export const sendRefundApproval = moneyApproval('refund.send', (tx, input) =>
  refundSubjectOf(tx, idOf(input)),
);

/** A manual order: its total at the series' price (no order exists until it is approved). */
export const manualOrderApproval = moneyApproval('order.manual', async (tx, input) => {
  const body = input.body as ManualOrder;
  const [row] = await tx
    .select({ price: series.pricePerShare })
    .from(series)
    .where(eq(series.id, body.seriesId));
  const [investor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), eq(users.userType, 'investor')));
  // nothing to judge: the action refuses it with its own 400
  if (!row || !investor) return null;
  return {
    amount: totalOf(row.price, body.quantity),
    orderId: null,
    transactionId: null,
    investorId: body.userId,
  };
});
