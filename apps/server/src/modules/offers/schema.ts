import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { files } from '../../db/schema/files.js';
import { series } from '../series/schema.js';

/**
 * `000 §3 Offer`: one property project. Its lists (properties, badges, descriptions,
 * agreements, investor attachments) and its sections are tables of their own. The slugs are
 * columns so that each language's is unique (`OFFER:SLUG_NOT_UNIQUE`), as the blog's are.
 * Money and percents are NUMERIC, read and written as decimal strings.
 */
export const offer = pgTable(
  'offer',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull().default(1),
    isOpen: boolean('is_open').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(false),
    noRobots: boolean('no_robots').notNull().default(false),
    title: jsonb('title').$type<Translatable>().notNull(),
    slugPl: text('slug_pl').notNull(),
    slugEn: text('slug_en').notNull().default(''),
    seoTitle: jsonb('seo_title').$type<Translatable>().notNull(),
    seoDescription: jsonb('seo_description').$type<Translatable>().notNull(),
    mainDescription: jsonb('main_description').$type<Translatable>().notNull(),
    projectType: jsonb('project_type').$type<Translatable>().notNull(),
    templateName: text('template_name').notNull().default(''),
    address: text('address').notNull().default(''),
    investmentStart: date('investment_start', { mode: 'string' }).notNull(),
    investmentEnd: date('investment_end', { mode: 'string' }).notNull(),
    investmentReturn: numeric('investment_return', { precision: 7, scale: 2 }),
    redemptionCapRate: numeric('redemption_cap_rate', { precision: 7, scale: 2 }),
    totalCost: numeric('total_cost', { precision: 16, scale: 2 }),
    costPerStock: numeric('cost_per_stock', { precision: 14, scale: 2 }),
    debt: numeric('debt', { precision: 16, scale: 2 }),
    minStock: integer('min_stock'),
    developerEquity: numeric('developer_equity', { precision: 16, scale: 2 }),
    investorsEquity: numeric('investors_equity', { precision: 16, scale: 2 }),
    /** null unless the editor's shouldEnableFixedInvestorsEquity is on (`000 §3`) */
    fixedInvestorsEquity: numeric('fixed_investors_equity', { precision: 16, scale: 2 }),
    tenants: jsonb('tenants').$type<Translatable>().notNull(),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'restrict' }),
    imageFileId: uuid('image_file_id').references(() => files.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_slug_pl_key').on(t.slugPl),
    uniqueIndex('offer_slug_en_key')
      .on(t.slugEn)
      .where(sql`${t.slugEn} <> ''`),
    index('offer_position_idx').on(t.position),
    index('offer_series_idx').on(t.seriesId),
    check('offer_dates_order', sql`${t.investmentStart} <= ${t.investmentEnd}`),
  ],
);
