import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { files } from '../../db/schema/files.js';
import {
  identityId,
  seoColumns,
  slugColumns,
  slugIndexes,
  versionedTimestamps,
} from '../../db/columns.js';

/** REQ-PAGE-3; slugs unique per language (`PAGE_SLUG_EXIST`), as the blog's. */
export const page = pgTable(
  'page',
  {
    id: identityId(),
    active: boolean('active').notNull().default(false),
    ...slugColumns(),
    title: jsonb('title').$type<Translatable>().notNull(),
    subTitle: jsonb('sub_title').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
    ...seoColumns(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    ...versionedTimestamps(),
  },
  (t) => [...slugIndexes('page', t)],
);

/** A page's attachments, in the order they were added. */
export const pageAttachment = pgTable(
  'page_attachment',
  {
    id: identityId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('page_attachment_page_idx').on(t.pageId, t.position)],
);
