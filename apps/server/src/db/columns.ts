import type { Translatable } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';

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

/**
 * A public record's address, one slug per language: each is unique in its language, and an
 * empty English slug (no English version) clashes with nothing (`slugIndexes`).
 */
export const slugColumns = () => ({
  slugPl: text('slug_pl').notNull(),
  slugEn: text('slug_en').notNull().default(''),
});

/** The unique indexes of `slugColumns`, named after the table (`offer_slug_pl_key`). */
export const slugIndexes = (table: string, t: { slugPl: PgColumn; slugEn: PgColumn }) => [
  uniqueIndex(`${table}_slug_pl_key`).on(t.slugPl),
  uniqueIndex(`${table}_slug_en_key`)
    .on(t.slugEn)
    .where(sql`${t.slugEn} <> ''`),
];

/** The page title and description a public record gives search engines, in both languages. */
export const seoColumns = () => ({
  seoTitle: jsonb('seo_title').$type<Translatable>().notNull(),
  seoDescription: jsonb('seo_description').$type<Translatable>().notNull(),
});
