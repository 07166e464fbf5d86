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
  uuid,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { files } from '../../db/schema/files.js';
import { series } from '../series/schema.js';
import {
  identityId,
  seoColumns,
  slugColumns,
  slugIndexes,
  versionedTimestamps,
} from '../../db/columns.js';

/**
 * REQ-OFFER-5: one property project. Its lists (properties, badges, descriptions,
 * agreements, investor attachments) and its sections are tables of their own. The slugs are
 * columns so that each language's is unique (`OFFER:SLUG_NOT_UNIQUE`), as the blog's are.
 * Money and percents are NUMERIC, read and written as decimal strings.
 */
export const offer = pgTable(
  'offer',
  {
    id: identityId(),
    position: integer('position').notNull().default(1),
    isOpen: boolean('is_open').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(false),
    noRobots: boolean('no_robots').notNull().default(false),
    title: jsonb('title').$type<Translatable>().notNull(),
    ...slugColumns(),
    ...seoColumns(),
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
    /** null unless the editor's shouldEnableFixedInvestorsEquity is on (REQ-OFFER-5) */
    fixedInvestorsEquity: numeric('fixed_investors_equity', { precision: 16, scale: 2 }),
    tenants: jsonb('tenants').$type<Translatable>().notNull(),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'restrict' }),
    imageFileId: uuid('image_file_id').references(() => files.id),
    ...versionedTimestamps(),
  },
  (t) => [
    ...slugIndexes('offer', t),
    index('offer_position_idx').on(t.position),
    index('offer_series_idx').on(t.seriesId),
    check('offer_dates_order', sql`${t.investmentStart} <= ${t.investmentEnd}`),
  ],
);

const offerRef = () =>
  integer('offer_id')
    .notNull()
    .references(() => offer.id, { onDelete: 'cascade' });

/** REQ-OFFER-5 properties: a name and a value per language ("Powierzchnia" – "4 200 m²"). */
export const offerProperty = pgTable(
  'offer_property',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Translatable>().notNull(),
    value: jsonb('value').$type<Translatable>().notNull(),
  },
  (t) => [index('offer_property_offer_idx').on(t.offerId, t.position)],
);

/** Badges: short labels shown on the offer's card ("Nowość", "Zysk 9%"). */
export const offerBadge = pgTable(
  'offer_badge',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Translatable>().notNull(),
  },
  (t) => [index('offer_badge_offer_idx').on(t.offerId, t.position)],
);

/** Descriptions: a title and rich HTML (sanitised on save) per language. */
export const offerDescription = pgTable(
  'offer_description',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
  },
  (t) => [index('offer_description_offer_idx').on(t.offerId, t.position)],
);

/**
 * The consents an investor ticks when buying this offer's shares: type and target from the
 * agreements vocabulary, whether it is required, and the label text (rich HTML).
 */
export const offerAgreement = pgTable(
  'offer_agreement',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    target: text('target').notNull(),
    required: boolean('required').notNull().default(false),
    content: jsonb('content').$type<Translatable>().notNull(),
  },
  (t) => [index('offer_agreement_offer_idx').on(t.offerId, t.position)],
);

/** Investor attachments: a display name per language and an optional file. */
export const offerAttachment = pgTable(
  'offer_attachment',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
    displayName: jsonb('display_name').$type<Translatable>().notNull(),
    fileId: uuid('file_id').references(() => files.id),
  },
  (t) => [index('offer_attachment_offer_idx').on(t.offerId, t.position)],
);

/**
 * REQ-SECTION-1: the Sections tab's page builder. A section is an ordered group
 * of elements; an element's type-specific content is one JSONB document validated by the
 * contract's per-type schema (`offer-sections.ts`), so a new element type needs no migration
 * and the public site reads each element whole. Its images are listed in `file_ids` for the
 * file cleanup (decision 0013).
 */
export const offerSection = pgTable(
  'offer_section',
  {
    id: identityId(),
    offerId: offerRef(),
    position: integer('position').notNull(),
  },
  (t) => [index('offer_section_offer_idx').on(t.offerId, t.position)],
);

export const offerElement = pgTable(
  'offer_element',
  {
    id: identityId(),
    offerId: offerRef(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => offerSection.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    grid: jsonb('grid').$type<{ desktop: number; tablet: number; mobile: number }>().notNull(),
    userMustBeLoggedIn: boolean('user_must_be_logged_in').notNull().default(false),
    userMustInvest: boolean('user_must_invest').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    cssClasses: text('css_classes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    elementId: text('element_id').notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    index('offer_element_section_idx').on(t.sectionId, t.position),
    index('offer_element_offer_idx').on(t.offerId),
  ],
);
