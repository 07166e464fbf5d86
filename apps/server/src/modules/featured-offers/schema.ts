import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { offer } from '../offers/schema.js';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/**
 * REQ-FEAT-3: a group of offers the public site shows in one place, found there by
 * its fixed `name` (`homepage`). The groups are reference rows: edited, never created or deleted
 * in the back-office.
 */
export const featuredOffer = pgTable(
  'featured_offer',
  {
    id: identityId(),
    name: text('name').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    /** the public site also lists offers the visitor already invested in */
    returnAlreadyInvested: boolean('return_already_invested').notNull().default(false),
    /** the public site shuffles the entries whose position is not fixed */
    shuffle: boolean('shuffle').notNull().default(false),
    ...versionedTimestamps(),
  },
  (t) => [uniqueIndex('featured_offer_name_key').on(t.name)],
);

/**
 * An offer in a group. An offer is in a group at most once; deleting the offer or the group
 * removes the entry.
 */
export const featuredOfferEntry = pgTable(
  'featured_offer_entry',
  {
    id: identityId(),
    featuredOfferId: integer('featured_offer_id')
      .notNull()
      .references(() => featuredOffer.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offer.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    fixedPosition: boolean('fixed_position').notNull().default(false),
  },
  (t) => [
    uniqueIndex('featured_offer_entry_offer_key').on(t.featuredOfferId, t.offerId),
    // the offer's delete cascades through this
    index('featured_offer_entry_offer_idx').on(t.offerId),
  ],
);
