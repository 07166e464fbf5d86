import { boolean, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';

export const faq = pgTable(
  'faq',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(1),
    isFeatured: boolean('is_featured').notNull().default(false),
    question: jsonb('question').$type<Translatable>().notNull(),
    answer: jsonb('answer').$type<Translatable>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_position_idx').on(t.position)],
);
