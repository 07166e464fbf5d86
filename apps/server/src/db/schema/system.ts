import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import type {
  ApprovalMode,
  SocialMediaIconInput,
  SocialNetwork,
} from '@backoffice/contract/settings';

/** Server-generated secrets (e.g. the JWT signing key) shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single settings row (REQ-SETTINGS-1); id is always 1. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    maintenanceModeTitle: jsonb('maintenance_mode_title').$type<Translatable>().notNull(),
    maintenanceModeMessage: jsonb('maintenance_mode_message').$type<Translatable>().notNull(),
    systemMaintenanceModeTitle: jsonb('system_maintenance_mode_title')
      .$type<Translatable>()
      .notNull(),
    systemMaintenanceModeMessage: jsonb('system_maintenance_mode_message')
      .$type<Translatable>()
      .notNull(),
    contactFormSendFrom: text('contact_form_send_from').notNull().default(''),
    contactFormSendTo: text('contact_form_send_to').notNull().default(''),
    contactFormSendFromName: text('contact_form_send_from_name').notNull().default(''),
    /** keyed by network; a network missing here shows as disabled with position by order */
    socialMediaIcons: jsonb('social_media_icons')
      .$type<Partial<Record<SocialNetwork, SocialMediaIconInput>>>()
      .notNull()
      .default({}),
    googleAnalyticsId: text('google_analytics_id').notNull().default(''),
    googleMapsId: text('google_maps_id').notNull().default(''),
    /** four eyes on money (REQ-APPR-1): `off`, `threshold` or `every` */
    approvalMode: text('approval_mode').$type<ApprovalMode>().notNull().default('off'),
    approvalThreshold: numeric('approval_threshold', { precision: 14, scale: 2 })
      .notNull()
      .default('50000.00'),
    /** how far ahead staff may move a payment deadline, in days from the moment of extending */
    extendMaxDays: integer('extend_max_days').notNull().default(30),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
