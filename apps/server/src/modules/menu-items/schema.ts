import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { identityId, versionedTimestamps } from '../../db/columns.js';

export const menuItems = pgTable(
  'menu_items',
  {
    id: identityId(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    codeName: text('code_name'),
    position: integer('position').notNull().default(1),
    label: jsonb('label').$type<Translatable>().notNull(),
    url: jsonb('url').$type<Translatable>().notNull(),
    ...versionedTimestamps(),
  },
  (t) => [
    index('menu_items_parent_idx').on(t.parentId),
    index('menu_items_code_name_idx').on(t.codeName),
  ],
);
