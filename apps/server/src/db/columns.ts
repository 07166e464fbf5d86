import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every edited record repeats, declared once. `version` is the optimistic lock
 * the write pipeline checks and bumps (`core/crud.ts`: `STALE_WRITE` on an old version);
 * `createdAt` / `updatedAt` are UTC instants, set by the database on insert.
 *
 * @example pgTable('faq', { id: identityId(), question: …, ...versionedTimestamps() })
 */
export const versionedTimestamps = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An integer primary key the database numbers (`GENERATED ALWAYS AS IDENTITY`). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
