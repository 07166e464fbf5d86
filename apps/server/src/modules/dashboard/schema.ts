import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { offer } from '../offers/schema.js';

/**
 * The dashboard's pre-aggregates (REQ-DASH-2: the endpoint answers in < 100 ms at 1M orders).
 * Counting a year of orders by month and status, or summing every investment per offer, reads
 * hundreds of thousands of rows however it is indexed; these two small tables hold the sums
 * instead. Database triggers keep them (migration 0013_dashboard): every insert, update or
 * delete of an order or an investment, whoever makes it (the app, the expiry job, a bulk load
 * or a restore), adjusts them in the same transaction, so they cannot drift from the rows.
 */

/** Orders per Europe/Warsaw calendar month of their `date`, by current status. */
export const dashboardOrderMonth = pgTable(
  'dashboard_order_month',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.status] })],
);

/** Per offer, the sum of its investments' `invested_amount`. */
export const dashboardOfferRaised = pgTable('dashboard_offer_raised', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offer.id, { onDelete: 'cascade' }),
  raised: numeric('raised', { precision: 18, scale: 2 })
    .notNull()
    .default(sql`0`),
});
