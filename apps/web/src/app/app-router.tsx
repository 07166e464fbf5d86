import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../shared/auth/token-store';
import { PageLoader } from '../shared/ui/page-loader';
import type { RouteRegistryEntry } from './route-registry';
import { RouterHost } from './router-host';

const NO_ROUTES: readonly RouteRegistryEntry[] = [];
const SignedInRouter = lazy(() =>
  import('./signed-in-router').then((m) => ({ default: m.SignedInRouter })),
);

/**
 * Signed out: the public routes only, with no query cache or permission check on the /login
 * path. Signed in: the signed-in app (its own chunk) registers the routes the user may open.
 */
export function AppRouter() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <RouterHost entries={NO_ROUTES} denied={NO_ROUTES} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInRouter />
    </Suspense>
  );
}
