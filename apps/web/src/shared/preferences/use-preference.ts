import type { SavedView, UpdateUserPreferences, UserPreferences } from '@backoffice/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../api/error-messages';
import { showToast } from '../notifications/toast';
import { preferencesQueryOptions, updatePreferences } from './preferences-api';

/**
 * A per-user setting, stored on the server (`GET`/`PUT /api/user/me/preferences`), so it
 * follows the user to every browser.
 *
 * KEY SHAPE: the contract's preference name (`userPreferencesSchema`), and for a record-valued
 * one the entry after a dot:
 * - `colorScheme`              → `'light' | 'dark' | 'auto'`
 * - `listColumns.<listId>`     → the visible column ids of one list (`listColumns.faq`,
 *                                `listColumns.staff-accounts`); ids match `[A-Za-z][A-Za-z0-9_-]*`,
 *                                at most 64 characters, 50 columns, 50 lists.
 * - `savedViews.<listId>` → the list's saved views (`{name, query}[]`, REQ-VIEWS-1): at most 20,
 *                                names up to 60 characters, queries up to 2,000.
 * A new preference is a new key in the contract's schema first: the server refuses unknown keys.
 */
export type PreferenceKey = 'colorScheme' | `listColumns.${string}` | `savedViews.${string}`;

/** The stored value under `key` (undefined when unset). */
export function readPreference(preferences: UserPreferences | undefined, key: PreferenceKey) {
  if (!preferences) return undefined;
  if (key === 'colorScheme') return preferences.colorScheme;
  if (key.startsWith('savedViews.'))
    return preferences.savedViews?.[key.slice('savedViews.'.length)];
  return preferences.listColumns?.[key.slice('listColumns.'.length)];
}

/** The `PUT` body that sets `key` to `value`; `listColumns` is merged list by list server-side. */
export function preferenceChange(key: PreferenceKey, value: unknown): UpdateUserPreferences {
  if (key === 'colorScheme') return { colorScheme: value as UserPreferences['colorScheme'] };
  if (key.startsWith('savedViews.'))
    return { savedViews: { [key.slice('savedViews.'.length)]: value as SavedView[] } };
  return { listColumns: { [key.slice('listColumns.'.length)]: value as string[] } };
}

/** `change` applied to the cached record, as the server will apply it. */
function applyChange(current: UserPreferences, change: UpdateUserPreferences): UserPreferences {
  const next: UserPreferences = { ...current };
  if (change.colorScheme) next.colorScheme = change.colorScheme;
  if (change.listColumns) next.listColumns = { ...current.listColumns, ...change.listColumns };
  if (change.savedViews) next.savedViews = { ...current.savedViews, ...change.savedViews };
  return next;
}

/**
 * A per-user setting (colour scheme, a list's visible columns): `[value, setValue]`.
 * `parse` checks what was stored and returns undefined for anything it does not accept, so a
 * setting written by an older version falls back to `fallback` instead of breaking the screen.
 * Until the server's answer is in (and when it fails) the value is `fallback`.
 *
 * `setValue` is optimistic: every component showing the setting changes at once, the `PUT`
 * follows; if it fails the server's record is fetched again and the failure is shown as a toast.
 */
export function usePreference<T>(
  key: PreferenceKey,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
): [T, (value: T) => void] {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = preferencesQueryOptions();
  const { data } = useQuery(options);
  const raw = readPreference(data, key);
  // parsed once per stored value, so an array or object keeps its identity between renders
  const rawText = raw === undefined ? undefined : JSON.stringify(raw);
  const value = useMemo(() => {
    if (rawText === undefined) return fallback;
    return parse(JSON.parse(rawText)) ?? fallback;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fallback and parse are per call site
  }, [rawText]);
  // The query cache tells its subscribers a tick later, but a controlled checkbox or switch
  // must show the new value in the very render that follows the click, or it flips back for a
  // moment; the value just set is shown until the cached value changes (to it, or back after
  // a failed save).
  const [pending, setPending] = useState<{ value: T; over: string | undefined } | null>(null);
  // once the cache has moved on, forget it: a failed save's refetch may bring back `over` itself
  if (pending !== null && pending.over !== rawText) setPending(null);
  const setValue = useCallback(
    (next: T) => {
      setPending({ value: next, over: rawText });
      const change = preferenceChange(key, next);
      void queryClient.cancelQueries({ queryKey: options.queryKey });
      queryClient.setQueryData(options.queryKey, (current) => applyChange(current ?? {}, change));
      updatePreferences(change).then(
        (saved) => queryClient.setQueryData(options.queryKey, saved),
        (error: unknown) => {
          void queryClient.invalidateQueries({ queryKey: options.queryKey });
          showToast('error', errorMessages(t, error).join(' '));
        },
      );
    },
    // options.queryKey is a constant tuple
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, queryClient, t, rawText],
  );
  return [pending && pending.over === rawText ? pending.value : value, setValue];
}
