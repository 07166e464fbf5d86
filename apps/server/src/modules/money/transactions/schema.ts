import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TransactionMethod, TransactionStatus, TransactionType } from '@backoffice/contract';
import { users } from '../../../db/schema/index.js';
import { investments } from '../investments/schema.js';
import { offer } from '../../offers/schema.js';
import { orders } from '../orders/schema.js';
import { identityId, versionedTimestamps } from '../../../db/columns.js';

/**
 * REQ-MONEY-3: the payment of one order (one per order: a new payment attempt is a
 * new order). A pending transaction past `wait_until` is expired by the server's job, which
 * rejects its order too.
 */
export const transactions = pgTable(
  'transaction',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offer.id, { onDelete: 'restrict' }),
    investmentId: integer('investment_id').references(() => investments.id, {
      onDelete: 'restrict',
    }),
    type: text('type').$type<TransactionType>().notNull().default('payment'),
    method: text('method').$type<TransactionMethod>().notNull(),
    methodId: text('method_id'),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    originalAmount: numeric('original_amount', { precision: 16, scale: 2 }).notNull(),
    commission: numeric('commission', { precision: 16, scale: 2 }).notNull().default('0'),
    commissionPercent: numeric('commission_percent', { precision: 7, scale: 2 })
      .notNull()
      .default('0'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    dateCompleted: timestamp('date_completed', { withTimezone: true }),
    dateRejected: timestamp('date_rejected', { withTimezone: true }),
    waitUntil: timestamp('wait_until', { withTimezone: true }),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('transaction_order_key').on(t.orderId),
    index('transaction_investment_idx').on(t.investmentId),
    // The list (transactionList), as for orders: `(column, id)` per sortable column and
    // `(filter, date, id)` per equality filter under the default order. Migration 0012.
    // The deadline rides along in the date index (and the date in the deadline's): the
    // deadline range is bounded by the date too (transactionList's `alsoBounds`), so both the
    // page (newest first) and the capped count filter inside the index instead of fetching
    // each row from the table (migration 0014).
    index('transaction_date_id_idx').on(t.date, t.id, t.waitUntil),
    index('transaction_amount_id_idx').on(t.amount, t.id),
    index('transaction_status_id_idx').on(t.status, t.id),
    index('transaction_wait_until_id_idx').on(t.waitUntil, t.id, t.date),
    index('transaction_status_date_idx').on(t.status, t.date, t.id),
    index('transaction_method_date_idx').on(t.method, t.date, t.id),
    index('transaction_offer_date_idx').on(t.offerId, t.date, t.id),
    index('transaction_user_date_idx').on(t.userId, t.date, t.id),
    // the expiry job's scan: pending ones by deadline
    index('transaction_pending_wait_idx')
      .on(t.waitUntil)
      .where(sql`${t.status} = 'pending'`),
    // the dashboard's pending bank transfers awaiting acceptance: count and soonest deadlines
    index('transaction_pending_method_wait_idx')
      .on(t.method, t.waitUntil)
      .where(sql`${t.status} = 'pending'`),
    check('transaction_status', sql`${t.status} IN ('pending', 'paid', 'rejected', 'expired')`),
    check('transaction_method', sql`${t.method} IN ('paypal', 'bank-transfer')`),
  ],
);

/**
 * REQ-REFUND-1: each bank transfer received for a transaction, as confirmed (by hand or from a
 * bank statement): the amount that arrived, its value date and the bank's reference. Their sum
 * against the transaction's amount says whether it is paid, partly paid or overpaid.
 */
export const transactionReceipts = pgTable(
  'transaction_receipt',
  {
    id: identityId(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference'),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('transaction_receipt_transaction_idx').on(t.transactionId, t.id),
    check('transaction_receipt_amount', sql`${t.amount} > 0`),
  ],
);
