import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The single payment-provider configuration (REQ-SETTINGS-3); id is always 1.
 * Client secrets are stored encrypted (`core/secrets.ts`): `v1:` + iv, tag and ciphertext.
 */
export const paypalConfig = pgTable(
  'paypal_config',
  {
    id: integer('id').primaryKey().default(1),
    maxAmount: numeric('max_amount', { precision: 12, scale: 2 }).notNull().default('10000.00'),
    productionMode: boolean('production_mode').notNull().default(false),
    sandboxClientId: text('sandbox_client_id').notNull().default(''),
    sandboxClientSecret: text('sandbox_client_secret'),
    productionClientId: text('production_client_id').notNull().default(''),
    productionClientSecret: text('production_client_secret'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('paypal_config_single_row', sql`${t.id} = 1`)],
);
