import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StaticContentType } from '@backoffice/contract/static-content';
import { files } from '../../db/schema/files.js';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/**
 * REQ-STATIC-3: a tree of collections and elements. Content is Polish only
 * (REQ-STATIC-3), kept as `{pl}` like every other localised value.
 */
export const staticContent = pgTable(
  'static_content',
  {
    id: identityId(),
    parentId: integer('parent_id').references((): AnyPgColumn => staticContent.id, {
      onDelete: 'cascade',
    }),
    /** the stable name the public site asks for, e.g. `footer.copyright` */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').$type<StaticContentType>().notNull(),
    position: integer('position').notNull().default(1),
    content: jsonb('content').$type<{ pl: string }>().notNull().default({ pl: '' }),
    alt: jsonb('alt').$type<{ pl: string }>().notNull().default({ pl: '' }),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...versionedTimestamps(),
  },
  (t) => [index('static_content_parent_idx').on(t.parentId, t.position)],
);
