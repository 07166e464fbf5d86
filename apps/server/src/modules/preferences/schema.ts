import type { UserPreferences } from '@backoffice/contract';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';

/** One row per user who changed a setting: the contract's bounded record, as JSON. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
