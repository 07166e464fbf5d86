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
import { users } from '../../../db/schema/index.js';
import { offer } from '../../offers/schema.js';
import { identityId, versionedTimestamps } from '../../../db/columns.js';

/**
 * REQ-MONEY-4: one investor's holding in one offer, created with their first order.
 * `numberOfShares` and `investedAmount` are kept by the order's accept, in its transaction, so
 * the list can filter and sort on them; the shares themselves are `share` rows.
 */
export const investments = pgTable(
  'investment',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offer.id, { onDelete: 'restrict' }),
    numberOfShares: integer('number_of_shares').notNull().default(0),
    investedAmount: numeric('invested_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('investment_user_offer_key').on(t.userId, t.offerId),
    index('investment_offer_idx').on(t.offerId),
    // the list's sortable columns (migration 0012)
    index('investment_created_at_id_idx').on(t.createdAt, t.id),
    index('investment_shares_id_idx').on(t.numberOfShares, t.id),
    index('investment_amount_id_idx').on(t.investedAmount, t.id),
    check('investment_shares_not_negative', sql`${t.numberOfShares} >= 0`),
  ],
);

/** A dividend paid out on an investment (demo data today; the payout run is a later issue). */
export const dividends = pgTable(
  'dividend',
  {
    id: identityId(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dividend_investment_idx').on(t.investmentId)],
);
