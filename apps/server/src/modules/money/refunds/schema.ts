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
} from 'drizzle-orm/pg-core';
import type { RefundSource, RefundStatus } from '@backoffice/contract/refunds';
import { users } from '../../../db/schema/index.js';
import { identityId, versionedTimestamps } from '../../../db/columns.js';
import { orders } from '../orders/schema.js';

/**
 * REQ-REFUND-2: money to go back to an investor. `to-send` until marked `sent` (the outgoing
 * transfer's value date, bank reference and who) or `cancelled` (why and who); never deleted.
 */
export const refunds = pgTable(
  'refund',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<RefundSource>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('to-send'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentOn: date('sent_on', { mode: 'string' }),
    bankReference: text('bank_reference'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...versionedTimestamps(),
  },
  (t) => [
    index('refund_order_idx').on(t.orderId, t.id),
    index('refund_created_id_idx').on(t.createdAt, t.id),
    index('refund_amount_id_idx').on(t.amount, t.id),
    index('refund_status_created_idx').on(t.status, t.createdAt, t.id),
    index('refund_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('refund_amount', sql`${t.amount} > 0`),
    check('refund_status', sql`${t.status} IN ('to-send', 'sent', 'cancelled')`),
    check('refund_source', sql`${t.source} IN ('rejected', 'overpaid', 'manual')`),
  ],
);
