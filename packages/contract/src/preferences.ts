import { z } from 'zod';
import { COLOR_SCHEMES } from './preferences-constants.js';

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

const unknownKey = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'UNKNOWN_PREFERENCE' : 'INVALID',
} as const;

/** Every preference there is; each one optional (unset = the app's default). */
export const userPreferencesSchema = z.strictObject(
  {
    colorScheme: z.enum(COLOR_SCHEMES, 'INVALID').optional(),
    listColumns: listColumnsPreferenceSchema.optional(),
  },
  unknownKey,
);
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The key names, for a client that addresses one preference at a time. */
export type UserPreferenceKey = keyof UserPreferences;

/**
 * `PUT` body: the keys to change. `colorScheme` replaces the stored one; `listColumns` is merged
 * list by list (another tab changing another list's columns is not overwritten). `null` removes
 * a key (back to the default).
 */
export const updateUserPreferencesSchema = z.strictObject(
  {
    colorScheme: z.enum(COLOR_SCHEMES, 'INVALID').nullable().optional(),
    listColumns: listColumnsPreferenceSchema.nullable().optional(),
  },
  unknownKey,
);
export type UpdateUserPreferences = z.infer<typeof updateUserPreferencesSchema>;
