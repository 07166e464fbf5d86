import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../shared/ui/page-loader';
import type { RouteRegistryEntry } from './route-registry';
import { buildRoutes } from './router';

type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

/** One router for one set of routes; a new set (sign-in, sign-out) gets a new router. */
export function RouterHost({
  entries,
  denied,
}: {
  entries: readonly RouteRegistryEntry[];
  denied: readonly RouteRegistryEntry[];
}) {
  const [router, setRouter] = useState<AppBrowserRouter | null>(null);
  useEffect(() => {
    const next = createBrowserRouter(buildRoutes(entries, denied));
    // Built in the effect, not during render: StrictMode's mount → unmount → mount then
    // disposes the first router (and its history listener) and builds a second one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRouter(next);
    return () => next.dispose();
  }, [entries, denied]);
  if (!router) return <PageLoader />;
  return <RouterProvider router={router} />;
}
