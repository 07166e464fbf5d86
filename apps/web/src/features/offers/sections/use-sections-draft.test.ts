import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSectionsStore, emptyState } from './store';
import { draftKey, useSectionsDraft } from './use-sections-draft';

// Local draft recovery (REQ-SECTION-12): the unsaved builder state survives a closed tab.
describe('useSectionsDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a change in this browser shortly after it, and offers it back when the offer is opened again', () => {
    const store = createSectionsStore(emptyState());
    const first = renderHook(() => useSectionsDraft(store, 7, 0, false));
    act(() => void store.addSection());
    expect(window.localStorage.getItem(draftKey(7))).toBeNull();
    act(() => void vi.advanceTimersByTime(3_000));
    const stored = JSON.parse(window.localStorage.getItem(draftKey(7)) ?? 'null') as {
      state: { sectionIds: string[] };
    };
    expect(stored.state.sectionIds).toHaveLength(1);
    first.unmount();

    // the tab is gone; the offer is opened again from the server's older state
    const reopened = createSectionsStore(emptyState());
    const second = renderHook(() => useSectionsDraft(reopened, 7, 1, false));
    expect(second.result.current.pending).not.toBeNull();
    act(() => second.result.current.restore());
    expect(reopened.getState().sectionIds).toHaveLength(1);
    expect(second.result.current.pending).toBeNull();
  });

  it('does not offer a draft older than the stored offer, and discard removes it', () => {
    window.localStorage.setItem(
      draftKey(8),
      JSON.stringify({ savedAt: 1_000, state: emptyState() }),
    );
    const store = createSectionsStore(emptyState());
    const stale = renderHook(() => useSectionsDraft(store, 8, 2_000, false));
    expect(stale.result.current.pending).toBeNull();
    stale.unmount();

    const fresh = renderHook(() => useSectionsDraft(store, 8, 500, false));
    expect(fresh.result.current.pending).not.toBeNull();
    act(() => fresh.result.current.discard());
    expect(window.localStorage.getItem(draftKey(8))).toBeNull();
  });

  it('a read-only viewer neither offers nor writes drafts', () => {
    window.localStorage.setItem(
      draftKey(9),
      JSON.stringify({ savedAt: 5_000, state: emptyState() }),
    );
    const store = createSectionsStore(emptyState());
    const viewer = renderHook(() => useSectionsDraft(store, 9, 0, true));
    expect(viewer.result.current.pending).toBeNull();
    act(() => void store.addSection());
    act(() => void vi.advanceTimersByTime(3_000));
    const kept = JSON.parse(window.localStorage.getItem(draftKey(9)) ?? 'null') as {
      savedAt: number;
    };
    expect(kept.savedAt).toBe(5_000);
  });
});
