import type { RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import { PublicOnly, RequireAuth } from './route-guards';
import type { RouteRegistryEntry } from './route-registry';
import { RouteErrorPage } from './shell/route-error-page';

/**
 * The route table of `000 §2`. Every page is a lazy chunk; admin pages come from the route
 * registry, already filtered by the user's permissions, so a route the user lacks does not
 * exist and its URL falls to the 404 screen. A route the user lacks (`denied`) still gets its
 * path, as the 404 screen: without it `faq/create` would fall through to the permitted
 * `faq/:id` and open as a record called "create".
 */
export function buildRoutes(
  permitted: readonly RouteRegistryEntry[],
  denied: readonly RouteRegistryEntry[],
): RouteObject[] {
  const notFound = () =>
    import('./shell/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
  return [
    {
      id: 'root',
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: PublicOnly,
          children: [
            {
              path: 'login',
              lazy: () =>
                import('../features/auth/routes/login-page').then((m) => ({
                  Component: m.LoginPage,
                })),
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('../features/auth/routes/forgot-password-page').then((m) => ({
                  Component: m.ForgotPasswordPage,
                })),
            },
            {
              path: 'reset-password/:resetToken',
              lazy: () =>
                import('../features/auth/routes/reset-password-page').then((m) => ({
                  Component: m.ResetPasswordPage,
                })),
            },
          ],
        },
        {
          // public, but not public-only: the link of a new account's e-mail works in any state
          path: 'set-password/:resetPasswordToken',
          lazy: () =>
            import('../features/auth/routes/set-password-page').then((m) => ({
              Component: m.SetPasswordPage,
            })),
        },
        {
          Component: RequireAuth,
          children: [
            {
              lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('../features/dashboard/routes/dashboard-page').then((m) => ({
                      Component: m.DashboardPage,
                    })),
                },
                ...permitted.map((entry): RouteObject => ({ path: entry.path, lazy: entry.lazy })),
                ...denied.map((entry): RouteObject => ({ path: entry.path, lazy: notFound })),
                { path: '*', lazy: notFound },
              ],
            },
          ],
        },
      ],
    },
  ];
}
