import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import { identityId } from '../columns.js';

export const countries = pgTable(
  'countries',
  {
    id: identityId(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Translatable>().notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
);

export const countryStates = pgTable(
  'country_states',
  {
    id: identityId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    index('country_states_country_idx').on(t.countryId),
    uniqueIndex('country_states_unique').on(t.countryId, t.name),
  ],
);
