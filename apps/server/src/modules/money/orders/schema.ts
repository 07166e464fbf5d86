import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderEventType } from '@backoffice/contract';
import { users } from '../../../db/schema/index.js';
import { investments } from '../investments/schema.js';
import { offer } from '../../offers/schema.js';
import { series } from '../../series/schema.js';
import { identityId, versionedTimestamps } from '../../../db/columns.js';

/**
 * REQ-MONEY-2: an investor's purchase of shares of one series of an offer. The table comes
 * before the money area's screens because a series counts its sold shares from it
 * (`numberOfShares`) and may not be deleted once it has orders (`CANT_DELETE_SERIES`).
 * Status: `new` (Pending), `paid`, `completed`, `rejected` (Cancelled); every change of it is a
 * conditional update in one transaction with its `order_event` and audit entry
 * (docs/decisions/0014-money.md). Its payment is the `transaction` row that names it.
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offer.id, { onDelete: 'restrict' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('new'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    dateCompleted: timestamp('date_completed', { withTimezone: true }),
    dateRejected: timestamp('date_rejected', { withTimezone: true }),
    pricePerShare: numeric('price_per_share', { precision: 14, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: numeric('total_amount', { precision: 16, scale: 2 }).notNull(),
    investmentId: integer('investment_id').references(() => investments.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    /** placed by staff for the investor (`POST /api/admin/investment/manual-order`) */
    manual: boolean('manual').notNull().default(false),
    ...versionedTimestamps(),
  },
  (t) => [
    index('orders_series_status_idx').on(t.seriesId, t.status),
    index('orders_investment_idx').on(t.investmentId),
    // The list (orderList): one `(column, id)` index per sortable column, read forwards or
    // backwards (the tie-breaker follows the sort's direction), and `(filter, date, id)` for
    // each equality filter under the default order (date DESC). Migration 0012.
    index('orders_date_id_idx').on(t.date, t.id),
    index('orders_total_amount_id_idx').on(t.totalAmount, t.id),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_quantity_id_idx').on(t.quantity, t.id),
    index('orders_status_date_idx').on(t.status, t.date, t.id),
    index('orders_offer_date_idx').on(t.offerId, t.date, t.id),
    index('orders_series_date_idx').on(t.seriesId, t.date, t.id),
    index('orders_user_date_idx').on(t.userId, t.date, t.id),
    check('orders_status', sql`${t.status} IN ('new', 'paid', 'completed', 'rejected')`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The order's timeline: one row per event, written in the same transaction as the change it
 * records. `actor_id` null is the system (the expiry job).
 */
export const orderEvents = pgTable(
  'order_event',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.at)],
);

/**
 * A share issued by an order's accept. Numbers run 1, 2, 3… per series: the accept locks the
 * series row before it takes the next numbers, and the unique index makes a duplicate
 * impossible even if that rule were broken.
 */
export const shares = pgTable(
  'share',
  {
    id: identityId(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'restrict' }),
    shareNumber: integer('share_number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('share_series_number_key').on(t.seriesId, t.shareNumber),
    index('share_investment_idx').on(t.investmentId),
    index('share_order_idx').on(t.orderId),
    check('share_number_positive', sql`${t.shareNumber} > 0`),
  ],
);
