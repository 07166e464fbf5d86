import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    codeName: text('code_name'),
    position: integer('position').notNull().default(1),
    label: jsonb('label').$type<Translatable>().notNull(),
    url: jsonb('url').$type<Translatable>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_items_parent_idx').on(t.parentId),
    index('menu_items_code_name_idx').on(t.codeName),
  ],
);
