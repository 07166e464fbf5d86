import { boolean, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { files } from '../../db/schema/files.js';
import { identityId, versionedTimestamps } from '../../db/columns.js';

/** REQ-SLIDER-4: the homepage slides. Every slide has an image (`IMAGE_IS_REQUIRED`). */
export const slider = pgTable(
  'slider',
  {
    id: identityId(),
    position: integer('position').notNull().default(1),
    active: boolean('active').notNull().default(true),
    name: jsonb('name').$type<Translatable>().notNull(),
    content: jsonb('content').$type<Translatable>().notNull(),
    guestButtonLabel: jsonb('guest_button_label').$type<Translatable>().notNull(),
    guestButtonUrl: jsonb('guest_button_url').$type<Translatable>().notNull(),
    loggedUserButtonLabel: jsonb('logged_user_button_label').$type<Translatable>().notNull(),
    loggedUserButtonUrl: jsonb('logged_user_button_url').$type<Translatable>().notNull(),
    // a slide's image is kept while the slide points at it
    imageFileId: uuid('image_file_id')
      .notNull()
      .references(() => files.id),
    ...versionedTimestamps(),
  },
  (t) => [index('slider_position_idx').on(t.position)],
);
