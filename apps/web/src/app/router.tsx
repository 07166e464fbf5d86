import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import type { ListSource } from '../shared/feature';
import type { RouteRegistryEntry } from './route-registry';
import { RouteErrorPage } from './shell/route-error-page';
import { prefetchList } from './warm-start';
import { loadFeatureCatalogue } from '../i18n/i18n';
import { usersFeature } from '../features/users/feature';

/**
 * The route table of REQ-SHELL-1. Every page is a lazy chunk; admin pages come from the route
 * registry, already filtered by the user's permissions, so a route the user lacks does not
 * exist and its URL falls to the 404 screen. A route the user lacks (`denied`) still gets its
 * path, as the 404 screen: without it `faq/create` would fall through to the permitted
 * `faq/:id` and open as a record called "create".
 */
export function buildRoutes(
  permitted: readonly RouteRegistryEntry[],
  denied: readonly RouteRegistryEntry[],
  queryClient: QueryClient,
): RouteObject[] {
  const notFound = () =>
    import('./shell/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
  return [
    {
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        // signed in, the sign-in screens send home (REQ-AUTH-1); signed out, this router is not
        // mounted at all (`app-router.tsx`), and /set-password is served by the public router
        ...['login', 'forgot-password', 'reset-password/:resetToken'].map((path): RouteObject => ({
          path,
          element: <Navigate to="/" replace />,
        })),
        {
          lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
          children: [
            {
              index: true,
              // the dashboard's panel texts load with it, not with the shell (/login's budget)
              lazy: async () => ({
                Component: await (
                  await import('./compositions/dashboard-page')
                ).loadComposedDashboardPage(),
              }),
            },
            {
              // the signed-in user's own page: every signed-in user, no permission (REQ-MFA-1)
              path: 'account',
              lazy: async () => {
                const [page] = await Promise.all([
                  import('../features/users/routes/account-page'),
                  loadFeatureCatalogue(usersFeature.name, usersFeature.catalogue),
                ]);
                return { Component: page.AccountPage };
              },
            },
            ...permitted.map((entry): RouteObject => ({
              path: entry.path,
              lazy: entry.lazy,
              // a list's first page loads beside its code; the loader waits for neither
              ...(entry.list ? { loader: loadList(queryClient, entry.list) } : {}),
            })),
            ...denied.map((entry): RouteObject => ({ path: entry.path, lazy: notFound })),
            { path: '*', lazy: notFound },
          ],
        },
      ],
    },
  ];
}

const loadList =
  (queryClient: QueryClient, list: () => Promise<ListSource>) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchList(queryClient, list, new URL(request.url));
    return null;
  };
