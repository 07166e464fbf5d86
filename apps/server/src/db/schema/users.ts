import type { Language } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, countryStates } from './countries.js';
import { identityId } from '../columns.js';

/**
 * A user's name and e-mail as one text, the way the investor search reads it. Plain `||` (not
 * concat_ws, which is only STABLE) so it can be indexed; every part is NOT NULL. The query and
 * the trigram index must use this same expression for the index to apply.
 */
export const userSearchText = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}) => sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})`;

/** Staff and investors alike; `isAdmin` opens the back-office, `isSuperAdmin` holds every permission. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    userType: text('user_type').notNull().default('investor'),
    position: integer('position').notNull().default(1),
    phoneNumber: text('phone_number'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    stateId: integer('state_id').references(() => countryStates.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    bankCountryId: integer('bank_country_id').references(() => countries.id, {
      onDelete: 'set null',
    }),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    /** the language the investor is written to in (REQ-INVMAIL-1); the investor site sets it */
    language: text('language').$type<Language>().notNull().default('pl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /** Access tokens issued before this instant are refused (password reset, deactivation). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // the money lists' investor search, `%kowal%` (migration 0012 creates pg_trgm)
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    // the record search's staff (Ctrl+K): the few staff rows, in name order, not every user
    // whose name or e-mail matches (docs/architecture.md, "Record search")
    index('users_staff_name_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.isAdmin} and ${t.deletedAt} is null`),
    // the dashboard's new investors per week: an index-only count of a bounded range
    index('users_investor_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.userType} = 'investor' and ${t.deletedAt} is null`),
  ],
);
