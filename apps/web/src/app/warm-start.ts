import { startEarly } from '../shared/api/request';
import { CURRENT_USER_PATH } from '../shared/auth/current-user';
import { toApiQuery, parseListQuery } from '../shared/list-table/list-url-state';
import { matchPath } from 'react-router';
import { PREFERENCES_PATH } from '../shared/preferences/preferences-api';
import { SPLASH_SCREEN_PATH } from './shell/api/get-splash-screen';
import type { RouteRegistryEntry } from './route-registry';

/**
 * What the signed-in app is about to ask for, started at once, side by side (REQ-PERF-3). Left to
 * the render, each waited for the one before: the signed-in router's code, the user with their permissions,
 * the shell's code, the page's code, the first render, and only then the answers the screen
 * shows (on `/faq` that was the last 40% of Lighthouse's LCP). The shell's answers and, for a
 * list route, its first page start now (`startEarly`: the screens' own requests pick them up);
 * the shell's and the page's code start loading too. A page the user may not open is only
 * fetched as code: the router still shows it as "not found", and the server answers no data.
 */
export function warmStart(registry: readonly RouteRegistryEntry[], location: Location): void {
  startEarly(CURRENT_USER_PATH);
  startEarly(PREFERENCES_PATH);
  startEarly(SPLASH_SCREEN_PATH);
  void import('./shell/app-layout');
  const path = location.pathname;
  const entry = registry.find((candidate) => matchPath(candidate.path, path));
  if (!entry) return;
  void entry.lazy().catch(() => undefined); // the router reports a failed load itself
  if (entry.listApi)
    startEarly(
      entry.listApi,
      toApiQuery(parseListQuery(new URLSearchParams(location.search).toString())),
    );
}
