import { useEffect, useMemo, useRef, useState } from 'react';
import type { EditorState } from './model';
import type { SectionsStore } from './store';

/**
 * Local draft recovery: the builder's unsaved state is kept in this browser (per offer, half a
 * second after the last change), so a crash or a closed tab loses nothing; opening the offer
 * again offers it back when it is newer than the stored offer. A save or a discard removes it.
 */
export interface StoredDraft {
  savedAt: number;
  state: EditorState;
}

export interface SectionsDraft {
  pending: StoredDraft | null;
  restore: () => void;
  discard: () => void;
}

const PREFIX = 'offer-sections-draft:';
const DEBOUNCE_MS = 500;

export const draftKey = (offerId: number | 'new') => `${PREFIX}${offerId}`;

function read(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return typeof draft.savedAt === 'number' && Array.isArray(draft.state?.sectionIds)
      ? draft
      : null;
  } catch {
    return null;
  }
}

export function clearSectionsDraft(offerId: number | 'new') {
  window.localStorage.removeItem(draftKey(offerId));
}

export function useSectionsDraft(
  store: SectionsStore,
  offerId: number | 'new',
  /** the stored offer's last change: an older draft is not offered */
  storedAt: number,
  readOnly: boolean,
): SectionsDraft {
  const key = draftKey(offerId);
  const [pending, setPending] = useState<StoredDraft | null>(() => {
    const draft = readOnly ? null : read(key);
    return draft && draft.savedAt > storedAt ? draft : null;
  });

  // while the prompt waits for an answer, the stored draft must not be overwritten or removed
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  useEffect(() => {
    if (readOnly) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const write = () => {
      try {
        if (pendingRef.current) return;
        if (store.isDirty()) {
          window.localStorage.setItem(
            key,
            JSON.stringify({ savedAt: Date.now(), state: store.getState() }),
          );
        } else {
          window.localStorage.removeItem(key);
        }
      } catch {
        // a full or disabled storage only loses the safety net, never the editing
      }
    };
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // writing a 1,000-element page is several ms of main thread: done when the browser is
        // idle (within 2 s), so it does not land in the frame of the user's next click
        if (typeof window.requestIdleCallback !== 'function') return write();
        if (idle !== undefined) window.cancelIdleCallback(idle);
        idle = window.requestIdleCallback(
          () => {
            idle = undefined;
            write();
          },
          { timeout: 2_000 },
        );
      }, DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      unsubscribe();
    };
  }, [store, key, readOnly]);

  // one object while nothing changes: the sections tab is memoised on it
  return useMemo(
    () => ({
      pending,
      restore: () => {
        if (pending) store.restore(pending.state);
        setPending(null);
      },
      discard: () => {
        window.localStorage.removeItem(key);
        setPending(null);
      },
    }),
    [pending, store, key],
  );
}
