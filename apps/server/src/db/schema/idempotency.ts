import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The first answer to a request sent with an `Idempotency-Key` (core/idempotency.ts), per user
 * and route. In the database, not in a process: a retry may reach another instance. The row is
 * written in the same transaction as the action, so an answer is stored exactly when the
 * action took effect (or was refused).
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** method and route pattern with the id, e.g. `POST /api/admin/order/12/accept` */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha-256 of the body: the same key with another body is refused */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);
