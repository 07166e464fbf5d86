import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';
import { identityId } from '../../../db/columns.js';
import { users } from '../../../db/schema/index.js';
import { orders } from '../orders/schema.js';

/**
 * The investor mails' outbox (REQ-INVMAIL-2): a row is written in the transaction of the money
 * action that causes it, so the action never waits for, nor fails with, the mail server. The
 * money job delivers `queued` rows whose `next_attempt_at` has come, retrying a failed send with
 * a growing pause until `MAX_ATTEMPTS`, then `failed`. Each outcome is on the order's timeline.
 */
export const investorMails = pgTable(
  'investor_mail',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<EmailTemplateType>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** the template's values, fixed when the action happened */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('investor_mail_status', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    // the delivery job's scan: only the rows still to send
    index('investor_mail_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('investor_mail_order_idx').on(t.orderId),
  ],
);
