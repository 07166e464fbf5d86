import { sql } from 'drizzle-orm';
import {
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
import type { ApprovalAction, ApprovalStatus } from '@backoffice/contract/approvals';
import { identityId } from '../columns.js';
import { users } from './users.js';

/**
 * A money action waiting for a second person (REQ-APPR-2), and how it ended. `params` and `body`
 * are the action's validated request, run as they are when it is approved. The status moves
 * from `pending` once, by a conditional update (`where status = 'pending'`): of any number of
 * concurrent decisions exactly one takes the row.
 */
export const approvals = pgTable(
  'approval',
  {
    id: identityId(),
    action: text('action').$type<ApprovalAction>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    params: jsonb('params').$type<unknown>(),
    body: jsonb('body').$type<unknown>(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    // the order it concerns (no foreign key: it names it, as the audit log does)
    orderId: integer('order_id'),
    transactionId: integer('transaction_id'),
    investorId: integer('investor_id').references(() => users.id, { onDelete: 'set null' }),
    makerId: integer('maker_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    failureCode: text('failure_code'),
  },
  (t) => [
    index('approval_pending_idx')
      .on(t.requestedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // one pending request per action and order: a second accept of the same order is refused
    uniqueIndex('approval_pending_order_key')
      .on(t.action, t.orderId)
      .where(sql`${t.status} = 'pending' and ${t.orderId} is not null`),
    check('approval_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'failed')`),
  ],
);
