import type { SplashScreenResponse } from '@backoffice/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../test/current-user';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { isLoggedIn, storeTokens } from '../shared/auth/token-store';
import { AppRouter } from './app-router';

const SPLASH: SplashScreenResponse = {
  menu: [
    { type: 'section', title: 'menu.section.content' },
    { type: 'link', href: '/faq', icon: 'IconHelp', title: 'menu.faq' },
    { type: 'link', href: '/blog', icon: 'IconNoSuchIcon', title: 'menu.blog' },
  ],
  splash: { title: '', message: '' },
};

function fakeServer(granted: readonly string[]) {
  return mockFetch((call: RecordedCall) => {
    switch (pathOf(call)) {
      case '/user/me':
        return jsonResponse(200, currentUser(granted));
      case '/admin/splash-screen':
        return jsonResponse(200, SPLASH);
      case '/healthz':
        return jsonResponse(200, { status: 'ok', uptimeSeconds: 42 });
      default:
        return jsonResponse(404, { errors: [{ code: 'ROUTE_NOT_FOUND', message: 'no' }] });
    }
  });
}

function signIn() {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('AppRouter', () => {
  it('opens a deep link to a permitted registry route once /user/me brings the permissions', async () => {
    signIn();
    const { calls } = fakeServer(['admin:faq:list']);
    window.history.replaceState(null, '', '/faq');

    renderWithProviders(<AppRouter />);

    // the signed-in router, the shell and the FAQ page are lazy chunks: on a busy machine
    // their first import takes longer than findBy's default second
    expect(
      await screen.findByRole('heading', { name: 'FAQ', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/faq');
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/admin/faq')).toBe(true));
    // the permissions came with the user: nothing else was asked about them
    expect(calls.filter((call) => pathOf(call).includes('permission'))).toEqual([]);
    // the shell: signed-in user, sidebar with Dashboard first and the server menu
    expect(await screen.findByText('Anna Nowak')).toBeInTheDocument();
    expect(screen.getByText('Zalogowany:')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/faq', '/blog']);
    expect(within(nav).getByText('Treści')).toBeInTheDocument();
    // the lazy signed-in app's first import alone can take seconds on a busy machine
  }, 20_000);

  it('does not register a route the user lacks: its URL shows the 404 screen', async () => {
    signIn();
    fakeServer([]);
    window.history.replaceState(null, '', '/faq');

    renderWithProviders(<AppRouter />);

    expect(
      await screen.findByRole('heading', { name: '404 – nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do dashboardu' })).toHaveAttribute('href', '/');
  });

  it('a registry route the user lacks is a 404, even where a permitted :id route would match it', async () => {
    signIn();
    fakeServer(['admin:faq:list', 'admin:faq:get']);
    window.history.replaceState(null, '', '/faq/create');

    renderWithProviders(<AppRouter />);

    expect(
      await screen.findByRole('heading', { name: '404 – nie znaleziono strony' }),
    ).toBeInTheDocument();
  });

  it('shows 404 for an unknown path and the dashboard with the API status at /', async () => {
    signIn();
    fakeServer(['admin:faq:list']);
    window.history.replaceState(null, '', '/no-such-page');
    const user = userEvent.setup();

    renderWithProviders(<AppRouter />);

    expect(
      await screen.findByRole('heading', { name: '404 – nie znaleziono strony' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Wróć do dashboardu' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('API: ok')).toBeInTheDocument();
  });

  it('sends a signed-out user to /login, and a signed-in one away from it', async () => {
    fakeServer([]);
    window.history.replaceState(null, '', '/faq');
    const view = renderWithProviders(<AppRouter />);

    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    view.unmount();

    signIn();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("opens a new account's set-password link signed in too, and then goes home", async () => {
    signIn();
    fakeServer(['admin:faq:list']);
    window.history.replaceState(null, '', '/set-password/some-token');
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);

    expect(await screen.findByRole('button', { name: 'Ustaw hasło' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/set-password/some-token');
    await user.click(screen.getByRole('link', { name: 'Wróć do logowania' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('logs out from the top bar: tokens gone, back on /login', async () => {
    signIn();
    fakeServer(['admin:faq:list']);
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    await screen.findByText('Anna Nowak');

    // the top bar's button (the sidebar has one too, for narrow screens)
    const [topBarLogout] = screen.getAllByRole('button', { name: 'Wyloguj' });
    if (!topBarLogout) throw new Error('no logout button');
    await user.click(topBarLogout);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });
});
