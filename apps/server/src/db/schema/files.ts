import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every uploaded file. The stored objects have random keys (`<uuid>/original.<ext>`); the
 * user's name is metadata only. An image also has a display size and a thumbnail (WebP).
 * A row no record references is removed 24 hours after `created_at` (core/files/cleanup.ts).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<'photo' | 'file'>().notNull(),
    storageKey: text('storage_key').notNull(),
    displayKey: text('display_key'),
    thumbKey: text('thumb_key'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('files_created_at_idx').on(t.createdAt)],
);
