import { lazy, Suspense, useState } from 'react';
import { useIsLoggedIn } from '../shared/auth/token-store';
import { PageLoader } from '../shared/ui/page-loader';
import { isOpenInAnyState, PublicRouter } from './public-router';

const SignedInRouter = lazy(() => {
  // the shell's code is needed next: fetched side by side with the router's (REQ-PERF-3)
  void import('./shell/app-layout');
  return import('./signed-in-router').then((m) => ({ default: m.SignedInRouter }));
});

/**
 * Signed out: the public routes only, with no query cache or permission set on the /login path.
 * Signed in: the signed-in app (its own chunk) registers the routes the user may open. Each has
 * its own React Router on the browser's history; the one mounted reads the URL as it is.
 */
export function AppRouter() {
  const loggedIn = useIsLoggedIn();
  // re-renders when the public router moves (the path itself is read from the browser)
  const [, setPath] = useState(window.location.pathname);
  if (!loggedIn || isOpenInAnyState(window.location.pathname))
    return <PublicRouter onNavigate={setPath} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInRouter />
    </Suspense>
  );
}
