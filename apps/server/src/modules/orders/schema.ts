import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';
import { offer } from '../offers/schema.js';
import { series } from '../series/schema.js';

/**
 * `001 §3 Order`: an investor's purchase of shares of one series of an offer. The table comes
 * before the money area's screens because a series counts its sold shares from it
 * (`numberOfShares`) and may not be deleted once it has orders (`CANT_DELETE_SERIES`). The
 * money issue adds the transaction, the investment and the state changes.
 * Status: `new` (Pending), `paid`, `completed`, `rejected` (Cancelled).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
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
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_series_status_idx').on(t.seriesId, t.status),
    index('orders_offer_idx').on(t.offerId),
    index('orders_user_idx').on(t.userId),
    check('orders_status', sql`${t.status} IN ('new', 'paid', 'completed', 'rejected')`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
