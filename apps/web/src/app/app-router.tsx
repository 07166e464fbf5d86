import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../shared/auth/token-store';
import { PageLoader } from '../shared/ui/page-loader';
import { usePathname } from '../shared/navigation/path-router';
import { isOpenInAnyState, PublicRouter } from './public-router';

const SignedInRouter = lazy(() => {
  // the shell's code is needed next: fetched side by side with the router's (REQ-PERF-3)
  void import('./shell/app-layout');
  return import('./signed-in-router').then((m) => ({ default: m.SignedInRouter }));
});

/**
 * Signed out: the public routes only, with no query cache, permission check or data router on
 * the /login path. Signed in: the signed-in app (its own chunk) registers the routes the user may open.
 */
export function AppRouter() {
  const loggedIn = useIsLoggedIn();
  const path = usePathname();
  if (!loggedIn || isOpenInAnyState(path)) return <PublicRouter />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInRouter />
    </Suspense>
  );
}
