import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Link,
  navigate,
  Outlet,
  Router,
  useBlocker,
  useLocation,
  useNavigation,
  useParams,
  type AppRoute,
} from './router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Shell() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="location">{`${pathname}${search}`}</p>
      <p data-testid="navigation">{useNavigation().state}</p>
      <Outlet />
    </>
  );
}

function Record() {
  return <h1>record {useParams().id}</h1>;
}

function start(path: string, routes: AppRoute[]) {
  window.history.replaceState(null, '', path);
  return render(<Router routes={[{ element: <Shell />, children: routes }]} />);
}

/** A lazy page whose chunk arrives when the test says so. */
function deferredPage(name: string) {
  let resolve!: () => void;
  const arrived = new Promise<void>((r) => (resolve = r));
  const Page: ComponentType = () => <h1>{name}</h1>;
  return {
    lazy: () => arrived.then(() => ({ Component: Page })),
    arrive: () => act(async () => resolve()),
  };
}

describe('router', () => {
  it('prefers a static segment to a named one, decodes params, and falls to *', () => {
    start('/faq/create', [
      { path: 'faq/:id', Component: Record },
      { path: 'faq/create', element: <h1>new</h1> },
      { path: '*', element: <h1>not found</h1> },
    ]);
    expect(screen.getByRole('heading')).toHaveTextContent('new');
    act(() => void navigate('/faq/a%20b'));
    expect(screen.getByRole('heading')).toHaveTextContent('record a b');
    act(() => void navigate('/faq/1/2'));
    expect(screen.getByRole('heading')).toHaveTextContent('not found');
  });

  it('keeps the page and its location on screen until the next page’s chunk is in', async () => {
    const users = deferredPage('users');
    start('/faq?page=2', [
      { path: 'faq', element: <h1>faq</h1> },
      { path: 'users', lazy: users.lazy },
    ]);
    act(() => void navigate('/users'));
    expect(window.location.pathname).toBe('/users');
    // what the page reads is still its own URL: a list never takes the next page's for its own
    expect(screen.getByTestId('location')).toHaveTextContent('/faq?page=2');
    expect(screen.getByRole('heading')).toHaveTextContent('faq');
    expect(screen.getByTestId('navigation')).toHaveTextContent('loading');
    await users.arrive();
    expect(screen.getByRole('heading')).toHaveTextContent('users');
    expect(screen.getByTestId('location')).toHaveTextContent('/users');
    expect(screen.getByTestId('navigation')).toHaveTextContent('idle');
  });

  it('shows the route’s error screen when a chunk fails, and leaves it on the next path', async () => {
    window.history.replaceState(null, '', '/broken');
    render(
      <Router
        routes={[
          {
            ErrorBoundary: () => <h1>could not load</h1>,
            element: <Shell />,
            children: [
              { path: 'broken', lazy: () => Promise.reject(new Error('chunk gone')) },
              { path: 'faq', element: <h1>faq</h1> },
            ],
          },
        ]}
      />,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('could not load');
    act(() => void navigate('/faq'));
    expect(screen.getByRole('heading')).toHaveTextContent('faq');
  });

  it('follows a link without a page load, carrying its state; a modified click is the browser’s', async () => {
    const user = userEvent.setup();
    function State() {
      return <h1>state {JSON.stringify(useLocation().state)}</h1>;
    }
    start('/faq', [
      {
        path: 'faq',
        element: (
          <Link to="/faq/7" state={{ backTo: '/faq?page=2' }}>
            open
          </Link>
        ),
      },
      { path: 'faq/:id', Component: State },
    ]);
    const link = screen.getByRole('link', { name: 'open' });
    expect(link).toHaveAttribute('href', '/faq/7');
    const pageLoads: Event[] = [];
    link.addEventListener('click', (event) => pageLoads.push(event));
    await user.click(link);
    expect(pageLoads[0]?.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading')).toHaveTextContent('state {"backTo":"/faq?page=2"}');
  });

  it('holds back an in-app navigation while blocked; proceed goes, reset stays', () => {
    function Guard() {
      const shouldBlock = useCallback(
        ({ nextLocation }: { nextLocation: { pathname: string } }) =>
          nextLocation.pathname !== '/form',
        [],
      );
      const blocker = useBlocker(shouldBlock);
      return (
        <>
          <h1>form</h1>
          {blocker.state === 'blocked' && (
            <>
              <button onClick={blocker.proceed}>leave</button>
              <button onClick={blocker.reset}>stay</button>
            </>
          )}
        </>
      );
    }
    start('/form', [
      { path: 'form', Component: Guard },
      { path: 'faq', element: <h1>faq</h1> },
    ]);
    act(() => void navigate('/faq'));
    expect(window.location.pathname).toBe('/form');
    act(() => screen.getByRole('button', { name: 'stay' }).click());
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(window.location.pathname).toBe('/form');
    act(() => void navigate('/faq'));
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(window.location.pathname).toBe('/faq');
    expect(screen.getByRole('heading')).toHaveTextContent('faq');
  });

  it('undoes Back while blocked, and goes back on proceed', async () => {
    let block = true;
    function Guard() {
      const shouldBlock = useCallback(() => block, []);
      const blocker = useBlocker(shouldBlock);
      return (
        <>
          <h1>form</h1>
          {blocker.state === 'blocked' && <button onClick={blocker.proceed}>leave</button>}
        </>
      );
    }
    start('/faq', [
      { path: 'faq', element: <h1>faq</h1> },
      { path: 'form', Component: Guard },
    ]);
    block = false;
    act(() => void navigate('/form'));
    block = true;
    act(() => window.history.back());
    await screen.findByRole('button', { name: 'leave' });
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByRole('heading')).toHaveTextContent('form');
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('faq'));
    expect(window.location.pathname).toBe('/faq');
  });
});
