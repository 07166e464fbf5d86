import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/**
 * REQ-SERIES-2: a tranche of an offer's shares on sale at one price. `numberOfShares` (the
 * shares bought) is not stored: it is summed from the series' accepted orders. The PayPal
 * client secrets are encrypted like the payment-provider config's (`core/secrets.ts`).
 */
export const series = pgTable(
  'series',
  {
    id: identityId(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** the number of shares on sale */
    limit: integer('share_limit').notNull(),
    pricePerShare: numeric('price_per_share', { precision: 14, scale: 2 }).notNull(),
    availableFrom: date('available_from', { mode: 'string' }),
    availableTo: date('available_to', { mode: 'string' }),
    bankName: text('bank_name').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    /** IBAN, stored without spaces */
    accountNumber: text('account_number').notNull().default(''),
    allowOnlinePayments: boolean('allow_online_payments').notNull().default(false),
    useDefaultPaypalConfig: boolean('use_default_paypal_config').notNull().default(true),
    paypalProductionMode: boolean('paypal_production_mode').notNull().default(false),
    paypalSandboxClientId: text('paypal_sandbox_client_id').notNull().default(''),
    paypalSandboxClientSecret: text('paypal_sandbox_client_secret'),
    paypalProductionClientId: text('paypal_production_client_id').notNull().default(''),
    paypalProductionClientSecret: text('paypal_production_client_secret'),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('series_name_key').on(t.name),
    check('series_limit_positive', sql`${t.limit} >= 0`),
    check('series_price_not_negative', sql`${t.pricePerShare} >= 0`),
    check(
      'series_available_order',
      sql`${t.availableFrom} IS NULL OR ${t.availableTo} IS NULL OR ${t.availableFrom} <= ${t.availableTo}`,
    ),
  ],
);
