import { useEffect, useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A React Router data router on the browser's history for as long as the component lives: made
 * in an effect and disposed in its cleanup, so a router left behind (sign-out mounts the public
 * one, sign-in the signed-in one) stops listening to Back and Forward. Null for the first frame.
 */
export function useBrowserRouter(routes: RouteObject[]): BrowserRouter | null {
  const [router, setRouter] = useState<BrowserRouter | null>(null);
  useEffect(() => {
    const created = createBrowserRouter(routes);
    // the router is an outside resource, made and disposed with the component (StrictMode
    // mounts it twice in development): kept in state so the component renders the live one
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRouter(created);
    return () => created.dispose();
  }, [routes]);
  return router;
}
