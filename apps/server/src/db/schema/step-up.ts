import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The last second-factor check of each session (REQ-STEP-2): keyed by the session, the
 * refresh-token family the access token names, so a refreshed token keeps it and a new
 * sign-in starts without one. Shared by every instance, as the session is.
 */
export const stepUpChecks = pgTable('step_up_checks', {
  sessionId: uuid('session_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * The security settings (REQ-STEP-3, REQ-MFA-POL-1), one row, id 1: how long a step-up check
 * holds, and who must have a second factor (`none`, `staff`, or `money`: staff holding any
 * permission of the money areas) with its grace period.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    stepUpMinutes: integer('step_up_minutes').notNull().default(10),
    mfaRequiredFor: text('mfa_required_for').notNull().default('none'),
    mfaGraceDays: integer('mfa_grace_days').notNull().default(7),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('security_settings_single_row', sql`${t.id} = 1`),
    check(
      'security_settings_mfa_required_for',
      sql`${t.mfaRequiredFor} in ('none', 'staff', 'money')`,
    ),
  ],
);

/**
 * When the second-factor policy started applying to a user without a factor (REQ-MFA-POL-2):
 * the grace period counts from here. Written when the policy is saved and when a user it
 * applies to gets tokens; emptied when the policy's scope changes.
 */
export const mfaPolicyUsers = pgTable('mfa_policy_users', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appliesSince: timestamp('applies_since', { withTimezone: true }).notNull(),
});
