import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../auth/current-user';

/**
 * A per-user setting (colour scheme, a list's visible columns): `[value, setValue]`.
 * `parse` checks what was stored and returns undefined for anything it does not accept, so a
 * setting written by an older version falls back to `fallback` instead of breaking the screen.
 *
 * INTERIM: kept in this browser's localStorage under the user's id. The shell work replaces the
 * store with the server's per-user preferences; the signature stays.
 */
export function usePreference<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
): [T, (value: T) => void] {
  const { data: user } = useCurrentUser();
  const storageKey = user ? `bo:pref:${user.id}:${key}` : null;
  const raw = useSyncExternalStore(
    subscribe,
    () => (storageKey ? window.localStorage.getItem(storageKey) : null),
    () => null,
  );
  // parsed once per stored text, so an array or object keeps its identity between renders
  const value = useMemo(() => {
    if (raw === null) return fallback;
    try {
      return parse(JSON.parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fallback and parse are per call site
  }, [raw]);
  const setValue = useCallback(
    (next: T) => {
      if (!storageKey) return;
      window.localStorage.setItem(storageKey, JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [storageKey],
  );
  return [value, setValue];
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
