import {
  Component as ReactComponent,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  addBlocker,
  getLocation,
  href,
  navigate as navigateHistory,
  resolveTo,
  subscribe,
  type AppLocation,
  type BlockerArgs,
  type BlockedNavigation,
  type NavigateOptions,
  type To,
} from './history';

/**
 * The signed-in app's router: the route table of `app/router.tsx` on the app's one history
 * (`history.ts`). Its hooks and components have React Router's names and meaning (`Link`,
 * `useNavigate`, `useLocation`, `useParams`, `useBlocker`…), which is what the app used before;
 * React Router's data router weighed on the way to every list for the few parts of it this app
 * uses (its size is in docs/performance.md, "History moved from code comments"). As with the data
 * router, a page's lazy chunk loads before the navigation shows: the old page stays, and everything
 * that reads the location sees the new one only with the new
 * page, so a list never reads the next page's URL as its own filters.
 */

type LazyRoute = () => Promise<{ Component: ComponentType }>;

export interface AppRoute {
  /** relative to the parent's path (`faq/:id`), or absolute (`/faq/:id`); `*` matches the rest */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  lazy?: LazyRoute;
  /** shown in place of this route and everything under it when rendering or loading fails */
  ErrorBoundary?: ComponentType;
  /** shown while the first page's chunks load */
  HydrateFallback?: ComponentType;
  children?: AppRoute[];
}

interface Match {
  /** the routes from the root to the matched leaf */
  chain: AppRoute[];
  params: Readonly<Record<string, string>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

interface Branch {
  chain: AppRoute[];
  pattern: string[];
  score: number;
}

/** React Router's ranking: a static segment outweighs a named one, which outweighs `*`. */
function score(pattern: string[], index: boolean): number {
  let total = index ? 2 : 0;
  for (const segment of pattern) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += 10;
  }
  return total;
}

function branches(
  routes: readonly AppRoute[],
  parentChain: AppRoute[] = [],
  parent: string[] = [],
) {
  const out: Branch[] = [];
  for (const route of routes) {
    const own = route.path?.startsWith('/')
      ? segments(route.path)
      : [...parent, ...segments(route.path ?? '')];
    const chain = [...parentChain, route];
    if (route.children?.length) out.push(...branches(route.children, chain, own));
    else if (route.path !== undefined || route.index)
      out.push({ chain, pattern: own, score: score(own, route.index === true) });
  }
  return out;
}

function matchBranch(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') {
      params['*'] = path.slice(i).join('/');
      return params;
    }
    const actual = path[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // a malformed escape is no match, as a path that does not exist
      }
    } else if (segment !== actual) return null;
  }
  return pattern.length === path.length ? params : null;
}

function matchRoutes(all: readonly Branch[], pathname: string): Match | null {
  const path = segments(pathname);
  let best: (Match & { score: number }) | null = null;
  for (const branch of all) {
    const params = matchBranch(branch.pattern, path);
    if (params && (!best || branch.score > best.score))
      best = { chain: branch.chain, params, score: branch.score };
  }
  return best;
}

/** Lazy routes' components, once loaded: a page visited before shows at once. */
const loaded = new WeakMap<AppRoute, ComponentType>();

function ready(chain: AppRoute[]): boolean {
  return chain.every((route) => !route.lazy || loaded.has(route));
}

async function load(chain: AppRoute[]): Promise<void> {
  await Promise.all(
    chain.map(async (route) => {
      if (!route.lazy || loaded.has(route)) return;
      loaded.set(route, (await route.lazy()).Component);
    }),
  );
}

interface RouteState {
  location: AppLocation;
  match: Match | null;
  error?: unknown;
}

const LocationContext = createContext<AppLocation | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});
const OutletContext = createContext<ReactNode>(null);
const NavigationContext = createContext<'idle' | 'loading'>('idle');

interface BoundaryProps {
  fallback: ComponentType;
  resetKey: string;
  children: ReactNode;
}

/** A route's `ErrorBoundary`: cleared when the path changes, so a link away always works. */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.error ? <Fallback /> : this.props.children;
  }
}

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function renderChain(chain: AppRoute[], index: number, state: RouteState): ReactNode {
  const route = chain[index];
  if (!route) return null;
  const Loaded = loaded.get(route) ?? route.Component;
  const outlet = renderChain(chain, index + 1, state);
  let content: ReactNode =
    index === chain.length - 1 && state.error !== undefined ? (
      <Thrower error={state.error} />
    ) : Loaded ? (
      <Loaded />
    ) : route.element !== undefined ? (
      route.element
    ) : (
      outlet
    );
  content = <OutletContext.Provider value={outlet}>{content}</OutletContext.Provider>;
  if (route.ErrorBoundary)
    content = (
      <RouteErrorBoundary fallback={route.ErrorBoundary} resetKey={state.location.pathname}>
        {content}
      </RouteErrorBoundary>
    );
  return content;
}

/** The routes for the current URL, their lazy chunks loaded first (see the comment on top). */
export function Router({
  routes,
  fallback,
}: {
  routes: readonly AppRoute[];
  fallback?: ReactNode;
}) {
  const all = useMemo(() => branches(routes), [routes]);
  const live = useSyncExternalStore(subscribe, getLocation, getLocation);
  const liveMatch = useMemo(() => matchRoutes(all, live.pathname), [all, live.pathname]);
  const upToDate = !liveMatch || ready(liveMatch.chain);
  // the page on screen: a page already loaded shows in the same render; while a chunk is still
  // to come, the last page stays (kept as state from an earlier render, React's pattern for it)
  const [onScreen, setOnScreen] = useState<RouteState | null>(null);
  if (upToDate && onScreen?.location !== live) setOnScreen({ location: live, match: liveMatch });
  const shown: RouteState | null = upToDate ? { location: live, match: liveMatch } : onScreen;

  useEffect(() => {
    if (upToDate || !liveMatch) return undefined;
    let current = true;
    load(liveMatch.chain).then(
      () => current && setOnScreen({ location: live, match: liveMatch }),
      (error: unknown) => current && setOnScreen({ location: live, match: liveMatch, error }),
    );
    return () => {
      current = false;
    };
  }, [live, liveMatch, upToDate]);

  if (!shown) {
    const Hydrate = routes.find((route) => route.HydrateFallback)?.HydrateFallback;
    return Hydrate ? <Hydrate /> : (fallback ?? null);
  }
  return (
    <NavigationContext.Provider value={shown.location === live ? 'idle' : 'loading'}>
      <LocationContext.Provider value={shown.location}>
        <ParamsContext.Provider value={shown.match?.params ?? {}}>
          {shown.match ? renderChain(shown.match.chain, 0, shown) : (fallback ?? null)}
        </ParamsContext.Provider>
      </LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

/** Where the current route's child route goes (the page inside the shell). */
export function Outlet() {
  return useContext(OutletContext);
}

/** The location of the page on screen (not of one still loading). */
export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  const live = useSyncExternalStore(subscribe, getLocation, getLocation);
  return location ?? live;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

type SearchParamsUpdate =
  URLSearchParams | string | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: SearchParamsUpdate, options?: NavigateOptions) => {
    const value =
      typeof next === 'function' ? next(new URLSearchParams(getLocation().search)) : next;
    const query = new URLSearchParams(value).toString();
    navigateHistory({ search: query ? `?${query}` : '' }, options);
  }, []);
  return [params, set];
}

/** `{ state: 'loading' }` while a page's chunk is on its way. */
export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useContext(NavigationContext) };
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

const navigateFunction: NavigateFunction = (to, options) => {
  navigateHistory(to, options);
  return Promise.resolve();
};

export function useNavigate(): NavigateFunction {
  return navigateFunction;
}

export { navigateFunction as navigate };

/** Replaces the current URL with `to` when it renders. */
export function Navigate({ to, replace = false }: { to: To; replace?: boolean }) {
  useLayoutEffect(() => navigateHistory(to, { replace }), [to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  state?: unknown;
  replace?: boolean;
}

/**
 * An in-app link (`<Button component={Link} to="/faq">`): a plain click navigates without a page
 * load; a modified or middle click keeps the browser's own behaviour on the real `href`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state, replace, onClick, target, ...rest },
  ref,
) {
  const location = useLocation();
  const url = href(resolveTo(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateHistory(to, { state, replace });
  };
  return <a {...rest} ref={ref} href={url} target={target} onClick={handleClick} />;
});

export type BlockerFunction = (args: BlockerArgs) => boolean;

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds back leaving while `shouldBlock` says so: in-app links and navigations, and Back or
 * Forward (which is undone, then redone on `proceed`). Reload and closing the tab are the
 * browser's own prompt (`beforeunload`).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const [blocked, setBlocked] = useState<BlockedNavigation | null>(null);
  useEffect(
    () =>
      addBlocker({
        shouldBlock,
        onBlocked: (navigation) => setBlocked(navigation),
      }),
    [shouldBlock],
  );
  if (!blocked) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setBlocked(null);
      blocked.proceed();
    },
    reset: () => {
      setBlocked(null);
      blocked.reset();
    },
  };
}

export type { AppLocation, To } from './history';
