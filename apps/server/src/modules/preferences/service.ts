import {
  MAX_PREFERENCE_LISTS,
  userPreferencesSchema,
  type UpdateUserPreferences,
  type UserPreferences,
} from '@backoffice/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/database.js';
import { badRequest } from '../../core/errors.js';
import { readStored, writeStored } from './repository.js';

/**
 * What is stored, as the contract reads it today: a key a later version dropped, or a value it
 * no longer accepts, is left out rather than failing the screen that asks.
 */
export function readablePreferences(stored: unknown): UserPreferences {
  const whole = userPreferencesSchema.safeParse(stored);
  if (whole.success) return whole.data;
  if (typeof stored !== 'object' || stored === null) return {};
  const kept: UserPreferences = {};
  for (const key of ['colorScheme', 'listColumns', 'savedViews'] as const) {
    const one = userPreferencesSchema.safeParse({
      [key]: (stored as Record<string, unknown>)[key],
    });
    if (one.success) Object.assign(kept, one.data);
  }
  return kept;
}

/**
 * `change` applied to `current`: `null` removes a key, `listColumns` and `savedViews` merge list
 * by list.
 */
export function mergePreferences(
  current: UserPreferences,
  change: UpdateUserPreferences,
): UserPreferences {
  const next: UserPreferences = { ...current };
  if (change.colorScheme === null) delete next.colorScheme;
  else if (change.colorScheme !== undefined) next.colorScheme = change.colorScheme;
  if (change.listColumns === null) delete next.listColumns;
  else if (change.listColumns !== undefined) {
    const lists = { ...current.listColumns, ...change.listColumns };
    if (Object.keys(lists).length > MAX_PREFERENCE_LISTS) {
      throw badRequest(
        'REQUEST',
        'INVALID',
        `At most ${MAX_PREFERENCE_LISTS} lists remember their columns`,
        'listColumns',
      );
    }
    next.listColumns = lists;
  }
  if (change.savedViews === null) delete next.savedViews;
  else if (change.savedViews !== undefined) {
    // a list given an empty array has no views left: its key goes
    const lists = Object.fromEntries(
      Object.entries({ ...current.savedViews, ...change.savedViews }).filter(
        ([, views]) => views.length > 0,
      ),
    );
    if (Object.keys(lists).length > MAX_PREFERENCE_LISTS) {
      throw badRequest(
        'REQUEST',
        'INVALID',
        `At most ${MAX_PREFERENCE_LISTS} lists keep saved views`,
        'savedViews',
      );
    }
    next.savedViews = lists;
  }
  return next;
}

export async function getPreferences(db: Db, userId: number): Promise<UserPreferences> {
  return readablePreferences(await readStored(db, userId));
}

/**
 * One user's settings changed (theirs only: the id is the signed-in user's). Not audited: the
 * audit log records changes to the platform's data, and a colour scheme is not one.
 */
export async function updatePreferences(
  deps: { db: Db; clock: Clock },
  userId: number,
  change: UpdateUserPreferences,
): Promise<UserPreferences> {
  return deps.db.transaction(async (tx) => {
    const current = readablePreferences(await readStored(tx, userId, { forUpdate: true }));
    const next = mergePreferences(current, change);
    await writeStored(tx, userId, next, deps.clock.now());
    return next;
  });
}
