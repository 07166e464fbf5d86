import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per admin write: who, when, from where, what, and the before/after images. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // a user's last sign-in (the user screen): newest of one user's sign-ins, read from the top
    index('audit_log_sign_in_idx')
      .on(t.entityId, t.createdAt)
      .where(sql`${t.action} = 'user.sign-in'`),
  ],
);
