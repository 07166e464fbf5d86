import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';

/** Server-generated secrets (e.g. the JWT signing key) shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single settings row (`001 §3 Config`); id is always 1. */
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
