import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { files } from '../../db/schema/files.js';
import { blogTag } from '../tags/schema.js';
import {
  identityId,
  seoColumns,
  slugColumns,
  slugIndexes,
  versionedTimestamps,
} from '../../db/columns.js';

/**
 * REQ-BLOG-3. The slugs are columns of their own so that each language's is unique
 * (`SLUG_NOT_UNIQUE`); an empty English slug (no English version) is not a clash.
 */
export const blogPost = pgTable(
  'blog_post',
  {
    id: identityId(),
    isVisible: boolean('is_visible').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    position: integer('position').notNull().default(1),
    author: text('author').notNull().default(''),
    ...slugColumns(),
    title: jsonb('title').$type<Translatable>().notNull(),
    description: jsonb('description').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
    ...seoColumns(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    ...versionedTimestamps(),
  },
  (t) => [...slugIndexes('blog_post', t), index('blog_post_published_at_idx').on(t.publishedAt)],
);

/** A post's tags. Deleting a tag or a post takes its links with it. */
export const blogPostTag = pgTable(
  'blog_post_tag',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tag_tag_idx').on(t.tagId)],
);
