import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { currentUserQueryOptions } from '../shared/auth/current-user';
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
 * A page the user may not open is fetched as code only: the router shows it as "not found".
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
  if (entry.list) prefetchList(queryClient, entry.list, new URL(location.href));
}
