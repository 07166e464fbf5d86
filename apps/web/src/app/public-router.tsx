import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PathRoutes, Redirect, type PathRoute } from '../shared/navigation/path-router';
import { rememberReturnPath } from '../shared/navigation/return-path';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorPage } from './shell/route-error-page';

const LoginPage = lazy(() =>
  import('../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const SetPasswordPage = lazy(() =>
  import('../features/auth/routes/set-password-page').then((m) => ({
    default: m.SetPasswordPage,
  })),
);

/** The signed-in router's route error page, for a sign-in page that fails to load or render. */
class PublicErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

const ROUTES: readonly PathRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:resetToken', element: <ResetPasswordPage /> },
  { path: '/set-password/:resetPasswordToken', element: <SetPasswordPage /> },
];

/** `/set-password/:token` opens in any state (REQ-AUTH-1): a new account's e-mail link. */
export const isOpenInAnyState = (path: string) => path.startsWith('/set-password/');

/** An unknown signed-out URL (a deep link): remembered for after sign-in, then /login. */
function ToLogin() {
  return <Redirect to="/login" beforeRedirect={rememberReturnPath} />;
}

/**
 * The sign-in screens of REQ-AUTH-1; any other URL sends to /login. Rendered signed out, and for
 * `/set-password` in any state. It uses the small path router, not React Router: /login has a
 * payload budget, and the data router the signed-in app needs weighs 31 KB gzipped.
 */
export function PublicRouter() {
  return (
    <PublicErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <PathRoutes routes={ROUTES} fallback={<ToLogin />} />
      </Suspense>
    </PublicErrorBoundary>
  );
}
