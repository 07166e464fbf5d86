import {
  createContext,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { getLocation, navigate, subscribe, type NavigateOptions } from './history';

/**
 * A router for the few signed-out screens: the browser's URL, a pattern match and links, on the
 * app's one history (`history.ts`). The signed-in app's router (`router.tsx`), with its lazy
 * pages, layout and blockers, is not needed here: /login has a payload budget of its own.
 */

const pathname = () => getLocation().pathname;

/** The current path; components re-render when `navigateTo` or the Back button changes it. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}

/**
 * Goes to `to` (a path within the app), as a new history entry or in place of the current one.
 * `state` rides along in the history entry (read with `historyState()`): for what must not be in
 * the URL, such as a typed e-mail (a URL ends up in logs and the browser's history list).
 */
export function navigateTo(to: string, options: NavigateOptions = {}) {
  navigate(to, options);
}

/** The current history entry's state, as `navigateTo` stored it (null when none). */
export function historyState(): unknown {
  return getLocation().state;
}

/**
 * `href` and `onClick` for an in-app link (`<Anchor {...pathLink('/login')}>`): a plain click
 * navigates without a page load; a modified or middle click keeps the browser's own behaviour
 * (and opens the bare `href`: the history `state` stays with this tab).
 */
export function pathLink(to: string, state?: (event: MouseEvent<HTMLElement>) => unknown) {
  return {
    href: to,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // read at the click: the state may carry what was typed until then
      navigateTo(to, { state: state?.(event) ?? null });
    },
  };
}

/** `/reset-password/:resetToken` against a path: the named segments, or null if it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // a malformed escape is no match, as a path that does not exist
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

const ParamsContext = createContext<Readonly<Record<string, string>>>({});

/** The named segments of the route that rendered this screen. */
export function usePathParams(): Readonly<Record<string, string>> {
  return useContext(ParamsContext);
}

export interface PathRoute {
  path: string;
  element: ReactNode;
}

/** The first route whose pattern matches the current path, or `fallback`. */
export function PathRoutes({
  routes,
  fallback,
}: {
  routes: readonly PathRoute[];
  fallback: ReactNode;
}) {
  const path = usePathname();
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params)
      return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>;
  }
  return fallback;
}

/**
 * Replaces the current URL with `to` as soon as it renders (an unknown signed-out URL);
 * `beforeRedirect` runs first, while the old URL is still current.
 */
export function Redirect({ to, beforeRedirect }: { to: string; beforeRedirect?: () => void }) {
  useLayoutEffect(() => {
    beforeRedirect?.();
    navigateTo(to, { replace: true });
  }, [to, beforeRedirect]);
  return null;
}
