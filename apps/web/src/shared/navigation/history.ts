/**
 * The app's one view of the browser history, for the signed-out screens (`path-router.tsx`) and
 * the signed-in router (`router.tsx`) alike: the current location, in-app navigation, Back and
 * Forward, and the blockers that keep a form's unsaved changes from being left by accident.
 *
 * Each entry's `history.state` is `{ usr, key, idx }` (React Router's shape, so entries made by
 * an earlier version still read): `usr` is what the caller passed as `state`, `idx` the entry's
 * place in the session, which tells how far Back or Forward went and how to undo it.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** what the navigation carried (`navigate(to, { state })`), null when nothing */
  state: unknown;
  /** unique per history entry: a new navigation to the same URL is still a new location */
  key: string;
}

/** A path with its query, or its parts (a missing pathname keeps the current one). */
export type To = string | Partial<Pick<AppLocation, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface BlockerArgs {
  currentLocation: AppLocation;
  nextLocation: AppLocation;
}

/** A navigation held back: `proceed` carries it out after all, `reset` drops it. */
export interface BlockedNavigation {
  proceed: () => void;
  reset: () => void;
}

interface Blocker {
  shouldBlock: (args: BlockerArgs) => boolean;
  onBlocked: (navigation: BlockedNavigation) => void;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const listeners = new Set<() => void>();
const blockers = new Set<Blocker>();

function entryState(): Partial<EntryState> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Partial<EntryState>) : {};
}

function readLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

let current: AppLocation | null = null;
/** The entry state `current` was read from: another one means the entry changed under us. */
let knownState: unknown = undefined;
let currentIndex = 0;
let listening = false;
/** Set while Back/Forward is being undone (a blocked pop): that pop is ours, not the user's. */
let undoingPop = false;
/** Set when a blocked Back/Forward is let through: its repeat is not asked about again. */
let popAllowed = false;

const newKey = () => Math.random().toString(36).slice(2, 10);

function notify() {
  for (const listener of listeners) listener();
}

function onPopState() {
  if (undoingPop) {
    undoingPop = false;
    knownState = window.history.state;
    return;
  }
  const next = readLocation();
  const nextIndex = entryState().idx;
  // the location before the pop (the URL has already changed: getLocation would read the new one)
  const previous = current ?? next;
  const delta = typeof nextIndex === 'number' ? currentIndex - nextIndex : null;
  if (!popAllowed && delta !== null && delta !== 0) {
    const blocker = findBlocker(previous, next);
    if (blocker) {
      // back to where the user was; the dialog decides whether to go after all
      undoingPop = true;
      window.history.go(delta);
      blocker.onBlocked({
        proceed: () => {
          popAllowed = true;
          window.history.go(-delta);
        },
        reset: () => undefined,
      });
      return;
    }
  }
  popAllowed = false;
  current = next;
  knownState = window.history.state;
  if (typeof nextIndex === 'number') currentIndex = nextIndex;
  notify();
}

/** Reads the browser's entry once, giving it an index if it has none (a first page load). */
function ensureStarted() {
  if (current) return;
  const { idx } = entryState();
  if (typeof idx === 'number') currentIndex = idx;
  else {
    currentIndex = 0;
    const { usr = null, key = 'default' } = entryState();
    window.history.replaceState({ usr, key, idx: 0 } satisfies EntryState, '');
  }
  current = readLocation();
  knownState = window.history.state;
}

/** The current location; the same object until the location changes. */
export function getLocation(): AppLocation {
  ensureStarted();
  // something outside this module (a test, the browser's own hash links) moved the URL or
  // replaced the entry by itself: read it afresh
  if (
    window.history.state !== knownState ||
    href(window.location) !== href(current as AppLocation)
  ) {
    current = null;
    ensureStarted();
  }
  return current as unknown as AppLocation;
}

export function subscribe(listener: () => void): () => void {
  ensureStarted();
  listeners.add(listener);
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && listening) {
      window.removeEventListener('popstate', onPopState);
      listening = false;
    }
  };
}

/** `to` as a full location, relative to the current one where it leaves parts out. */
export function resolveTo(to: To, from: AppLocation, state: unknown = null): AppLocation {
  if (typeof to === 'string') {
    const url = new URL(to, `${window.location.origin}${from.pathname}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
  }
  // as React Router: a new path starts with no query; a query alone stays on the same path
  const search = to.search ?? (to.pathname === undefined ? from.search : '');
  return {
    pathname: to.pathname ?? from.pathname,
    search: search && !search.startsWith('?') ? `?${search}` : search,
    hash: to.hash ?? '',
    state,
    key: newKey(),
  };
}

export const href = (location: Pick<AppLocation, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function findBlocker(currentLocation: AppLocation, nextLocation: AppLocation): Blocker | null {
  for (const blocker of blockers)
    if (blocker.shouldBlock({ currentLocation, nextLocation })) return blocker;
  return null;
}

function commit(next: AppLocation, replace: boolean) {
  if (replace) {
    window.history.replaceState(
      { usr: next.state, key: next.key, idx: currentIndex },
      '',
      href(next),
    );
  } else {
    currentIndex += 1;
    window.history.pushState({ usr: next.state, key: next.key, idx: currentIndex }, '', href(next));
  }
  current = next;
  knownState = window.history.state;
  notify();
}

/**
 * Goes to `to` as a new history entry (or in place of the current one), unless a blocker holds
 * it back; a number goes that many entries back (negative) or forward, as the browser would.
 * `state` rides along in the entry, for what must not be in the URL (a typed e-mail ends up in
 * logs and the browser's history list when it is).
 */
export function navigate(to: To | number, { replace = false, state = null }: NavigateOptions = {}) {
  ensureStarted();
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const from = getLocation();
  const next = resolveTo(to, from, state);
  const blocker = findBlocker(from, next);
  if (blocker) {
    blocker.onBlocked({ proceed: () => commit(next, replace), reset: () => undefined });
    return;
  }
  commit(next, replace);
}

/** Holds back navigations `shouldBlock` picks (in-app and Back/Forward); returns the release. */
export function addBlocker(blocker: Blocker): () => void {
  blockers.add(blocker);
  return () => blockers.delete(blocker);
}
