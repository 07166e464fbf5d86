import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { currentUserQueryOptions } from '../shared/auth/current-user';
import { permissionHint } from '../shared/permissions/permission-hint';
import type { ListSource } from '../shared/feature';
import { toApiQuery, parseListQuery } from '../shared/list-table/list-url-state';
import { preferencesQueryOptions } from '../shared/preferences/preferences-api';
import { splashScreenQueryOptions } from './shell/api/get-splash-screen';
import type { RouteRegistryEntry } from './route-registry';

/**
 * Puts a list route's first page in the query cache, as its page will ask for it (the address's
 * list query): the route's loader calls it, so the data loads side by side with the page's code
 * instead of after its first render. A failure is the page's own to show: nothing is thrown here.
 */
export function prefetchList(
  queryClient: QueryClient,
  list: () => Promise<ListSource>,
  url: URL,
): void {
  const query = toApiQuery(parseListQuery(url.searchParams.toString()));
  list().then(
    (source) => source.prefetchList(queryClient, query),
    () => undefined, // the router reports a failed chunk itself
  );
}

/**
 * What the signed-in app is about to ask for, started at once, side by side (REQ-PERF-3), into
 * the query cache its screens read: the user with their permissions, the shell's answers, the
 * shell's and the page's code and, for a list route, its first page. Left to the render, each
 * waited for the one before (on `/faq` that was the last 40% of Lighthouse's LCP). The route's
 * own loader asks again once the router exists; TanStack Query shares the request in flight.
 * A page the user may not open is fetched as code only, and its list not at all: the router
 * shows it as "not found".
 */
export function warmStart(
  queryClient: QueryClient,
  registry: readonly RouteRegistryEntry[],
  location: Location,
): void {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(preferencesQueryOptions());
  void queryClient.prefetchQuery(splashScreenQueryOptions());
  void import('./shell/app-layout');
  const entry = registry.find((candidate) => matchPath(candidate.path, location.pathname));
  if (!entry) return;
  void entry.lazy().catch(() => undefined); // the router reports a failed load itself
  const list = entry.list;
  if (!list) return;
  // the list's code loads at once in any case, as the page's does: only its call waits
  void list().catch(() => undefined);
  const url = new URL(location.href);
  // A list is asked for only when the user may read it (REQ-PERMUI-2): the route of one they
  // may not is the 404 screen, which must not have sent the list's call first. This tab's last
  // answer (`permissionHint`) lets a granted list start beside /user/me; without one, or when
  // it does not grant the list, the list waits for the answer itself.
  if (permissionHint()?.has(entry.permission)) {
    prefetchList(queryClient, list, url);
    return;
  }
  queryClient.fetchQuery(currentUserQueryOptions()).then(
    (me) => {
      if (Array.isArray(me.permissions) && me.permissions.includes(entry.permission))
        prefetchList(queryClient, list, url);
    },
    () => undefined, // the signed-in router shows a failed /user/me itself
  );
}
