import { useEffect, useLayoutEffect } from 'react';
import { RouterProvider, useNavigate, type RouteObject } from 'react-router';
import { useBrowserRouter } from '../shared/navigation/use-browser-router';
import { rememberReturnPath } from '../shared/navigation/return-path';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorPage } from './shell/route-error-page';

/** `/set-password/:token` opens in any state (REQ-AUTH-1): a new account's e-mail link. */
export const isOpenInAnyState = (path: string) => path.startsWith('/set-password/');

/** An unknown signed-out URL (a deep link): remembered for after sign-in, then /login. */
function ToLogin() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // while the old URL is still current
    rememberReturnPath();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}

const ROUTES: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/login',
        lazy: () =>
          import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('../features/auth/routes/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: '/reset-password/:resetToken',
        lazy: () =>
          import('../features/auth/routes/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: '/set-password/:resetPasswordToken',
        lazy: () =>
          import('../features/auth/routes/set-password-page').then((m) => ({
            Component: m.SetPasswordPage,
          })),
      },
      { path: '*', Component: ToLogin },
    ],
  },
];

/**
 * The sign-in screens of REQ-AUTH-1, on their own React Router (the signed-in app builds another
 * with the routes the user may open); any other URL sends to /login. Rendered signed out, and
 * for `/set-password` in any state. `onNavigate` tells the app router where it went, so a
 * signed-in user leaving /set-password gets the signed-in app.
 */
export function PublicRouter({ onNavigate }: { onNavigate: (path: string) => void }) {
  const router = useBrowserRouter(ROUTES);
  useEffect(
    () => router?.subscribe((state) => onNavigate(state.location.pathname)),
    [router, onNavigate],
  );
  return router ? <RouterProvider router={router} /> : <PageLoader />;
}
