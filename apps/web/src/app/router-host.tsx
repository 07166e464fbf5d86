import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useBrowserRouter } from '../shared/navigation/use-browser-router';
import { PageLoader } from '../shared/ui/page-loader';
import type { RouteRegistryEntry } from './route-registry';
import { buildRoutes } from './router';

/**
 * The signed-in routes for one set of permitted entries, on React Router's data router: a
 * page's lazy chunk loads before the navigation shows, `useBlocker` holds a form's unsaved
 * changes, and Back and Forward go through the browser's own history.
 */
export function RouterHost({
  entries,
  denied,
}: {
  entries: readonly RouteRegistryEntry[];
  denied: readonly RouteRegistryEntry[];
}) {
  const queryClient = useQueryClient();
  const routes = useMemo(
    () => buildRoutes(entries, denied, queryClient),
    [entries, denied, queryClient],
  );
  const router = useBrowserRouter(routes);
  return router ? <RouterProvider router={router} /> : <PageLoader />;
}
