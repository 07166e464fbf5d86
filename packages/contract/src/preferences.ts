import { z } from 'zod';
import {
  COLOR_SCHEMES,
  MAX_SAVED_VIEW_NAME,
  MAX_SAVED_VIEW_QUERY,
  MAX_SAVED_VIEWS_PER_LIST,
} from './preferences-constants.js';

/**
 * A signed-in user's own settings (`GET`/`PUT /api/user/me/preferences`), kept on the server so
 * they follow the user from browser to browser. A bounded record of known keys: an unknown key
 * is refused (`UNKNOWN_PREFERENCE`), never stored, and every list and string has a ceiling, so
 * one user cannot grow the row without limit.
 */

/** At most this many lists remember their columns, each at most this many columns. */
export const MAX_PREFERENCE_LISTS = 50;
export const MAX_LIST_COLUMNS = 50;

/** A list's id (`faq`, `staff-accounts`) and a column's id (`question`, `isFeatured`). */
const identifier = z
  .string()
  .max(64, 'INVALID')
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'INVALID');

export const listColumnsPreferenceSchema = z
  .record(identifier, z.array(identifier, 'INVALID').max(MAX_LIST_COLUMNS, 'INVALID'), 'INVALID')
  .refine((lists) => Object.keys(lists).length <= MAX_PREFERENCE_LISTS, 'INVALID');

/**
 * A list's filters and order saved under a name: the list address's query string (`filters[…]`,
 * `order[…]`, without the leading `?`), so opening a view is opening that address.
 */
export const savedViewSchema = z.strictObject(
  {
    name: z
      .string('INVALID')
      .trim()
      .min(1, 'SAVED_VIEW_NAME_REQUIRED')
      .max(MAX_SAVED_VIEW_NAME, 'SAVED_VIEW_NAME_TOO_LONG'),
    query: z.string('INVALID').max(MAX_SAVED_VIEW_QUERY, 'SAVED_VIEW_TOO_LONG'),
  },
  'INVALID',
);
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewsPreferenceSchema = z
  .record(
    identifier,
    z
      .array(savedViewSchema, 'INVALID')
      .max(MAX_SAVED_VIEWS_PER_LIST, 'TOO_MANY_SAVED_VIEWS')
      .refine(
        (views) => new Set(views.map((v) => v.name.toLowerCase())).size === views.length,
        'SAVED_VIEW_NAME_TAKEN',
      ),
    'INVALID',
  )
  .refine((lists) => Object.keys(lists).length <= MAX_PREFERENCE_LISTS, 'INVALID');

const unknownKey = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'UNKNOWN_PREFERENCE' : 'INVALID',
} as const;

/** Every preference there is; each one optional (unset = the app's default). */
export const userPreferencesSchema = z.strictObject(
  {
    colorScheme: z.enum(COLOR_SCHEMES, 'INVALID').optional(),
    listColumns: listColumnsPreferenceSchema.optional(),
    savedViews: savedViewsPreferenceSchema.optional(),
  },
  unknownKey,
);
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The key names, for a client that addresses one preference at a time. */
export type UserPreferenceKey = keyof UserPreferences;

/**
 * `PUT` body: the keys to change. `colorScheme` replaces the stored one; `listColumns` and
 * `savedViews` are merged list by list (a list's views are replaced as a whole) (another tab changing another list's columns is not overwritten). `null` removes
 * a key (back to the default).
 */
export const updateUserPreferencesSchema = z.strictObject(
  {
    colorScheme: z.enum(COLOR_SCHEMES, 'INVALID').nullable().optional(),
    listColumns: listColumnsPreferenceSchema.nullable().optional(),
    savedViews: savedViewsPreferenceSchema.nullable().optional(),
  },
  unknownKey,
);
export type UpdateUserPreferences = z.infer<typeof updateUserPreferencesSchema>;
