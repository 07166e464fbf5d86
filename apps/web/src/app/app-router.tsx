import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useIsLoggedIn } from '../shared/auth/token-store';
import { usePermissions } from '../shared/permissions/use-permissions';
import { PageLoader } from '../shared/ui/page-loader';
import {
  REGISTRY_PERMISSIONS,
  ROUTE_REGISTRY,
  permittedEntries,
  type RouteRegistryEntry,
} from './route-registry';
import { buildRoutes } from './router';

type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;
const NO_ROUTES: readonly RouteRegistryEntry[] = [];

/** One router for one set of routes; a new set (sign-in, sign-out) gets a new router. */
function RouterHost({ entries }: { entries: readonly RouteRegistryEntry[] }) {
  const [router, setRouter] = useState<AppBrowserRouter | null>(null);
  useEffect(() => {
    const next = createBrowserRouter(buildRoutes(entries));
    // Built in the effect, not during render: StrictMode's mount → unmount → mount then
    // disposes the first router (and its history listener) and builds a second one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRouter(next);
    return () => next.dispose();
  }, [entries]);
  if (!router) return <PageLoader />;
  return <RouterProvider router={router} />;
}

/**
 * Registers the admin routes the user may open (`000 §2`, `000 §6`): after sign-in the
 * permissions of the whole registry are checked once, then the router is built with the
 * permitted entries. A deep link (/faq) therefore resolves only after the check.
 */
export function AppRouter() {
  const loggedIn = useIsLoggedIn();
  const access = usePermissions('routes', REGISTRY_PERMISSIONS, { enabled: loggedIn });
  const { can, isChecked } = access;
  // The router is rebuilt (and every page remounted) only when the set of permitted routes
  // changes, never because a hook handed back a new function: that would wipe typed input.
  const permittedKey =
    loggedIn && isChecked
      ? permittedEntries(ROUTE_REGISTRY, can)
          .map((e) => e.path)
          .join('|')
      : '';
  const entries = useMemo(
    () =>
      permittedKey
        ? ROUTE_REGISTRY.filter((e) => permittedKey.split('|').includes(e.path))
        : NO_ROUTES,
    [permittedKey],
  );
  if (loggedIn && !isChecked) return <PageLoader />;
  return <RouterHost entries={entries} />;
}
