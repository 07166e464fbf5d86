import { sql } from 'drizzle-orm';
import { jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/**
 * REQ-BLOG-4. Its name is unique per language, letter case aside (`NOT_UNIQUE_NAME`): the
 * service checks first to name the field, the indexes hold under concurrent saves. An empty
 * English name (no English version) is not a clash.
 */
export const blogTag = pgTable(
  'blog_tag',
  {
    id: identityId(),
    name: jsonb('name').$type<Translatable>().notNull(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('blog_tag_name_pl_key').on(sql`lower(${t.name}->>'pl')`),
    uniqueIndex('blog_tag_name_en_key')
      .on(sql`lower(${t.name}->>'en')`)
      .where(sql`${t.name}->>'en' <> ''`),
  ],
);
