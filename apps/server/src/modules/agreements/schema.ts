import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { users } from '../../db/schema/index.js';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/** REQ-AGR-3: `name` and `content` are those of its latest version. */
export const agreement = pgTable(
  'agreement',
  {
    id: identityId(),
    type: text('type').notNull(),
    target: text('target').notNull(),
    active: boolean('active').notNull().default(false),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(1),
    name: jsonb('name').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
    contentVersion: integer('content_version').notNull().default(1),
    ...versionedTimestamps(),
  },
  (t) => [index('agreement_target_idx').on(t.target, t.type)],
);

/**
 * The texts an agreement has had. A version someone answered is never changed again: an edit
 * of the text then starts the next version (what they consented to stays readable).
 */
export const agreementVersion = pgTable(
  'agreement_version',
  {
    id: identityId(),
    // an answered agreement cannot be deleted (its versions would go with it)
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreement.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: jsonb('name').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('agreement_version_number_uq').on(t.agreementId, t.number)],
);

/**
 * REQ-AGR-4: a user's answer to one version of an agreement, given at sign-up or
 * with an order (`order_id`; no foreign key, as the orders module's tables build on this
 * module's). `accepted_by_id` names the staff member who ticked it on the investor's behalf
 * (a manual order); null when the investor answered themselves.
 */
export const userAgreement = pgTable(
  'user_agreement',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementVersionId: integer('agreement_version_id')
      .notNull()
      .references(() => agreementVersion.id, { onDelete: 'restrict' }),
    orderId: integer('order_id'),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    accepted: boolean('accepted').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_agreement_user_idx').on(t.userId),
    index('user_agreement_version_idx').on(t.agreementVersionId),
    index('user_agreement_order_idx').on(t.orderId),
  ],
);
