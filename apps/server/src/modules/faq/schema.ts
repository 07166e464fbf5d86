import { boolean, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { identityId, versionedTimestamps } from '../../db/columns.js';

export const faq = pgTable(
  'faq',
  {
    id: identityId(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(1),
    isFeatured: boolean('is_featured').notNull().default(false),
    question: jsonb('question').$type<Translatable>().notNull(),
    answer: jsonb('answer').$type<Translatable>().notNull(),
    ...versionedTimestamps(),
  },
  (t) => [index('faq_position_idx').on(t.position)],
);
