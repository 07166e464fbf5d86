import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { matchPath, pathLink, PathRoutes, Redirect, usePathParams } from './path-router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Token() {
  return <p>token {usePathParams().token}</p>;
}

describe('path router', () => {
  it('matches patterns segment by segment, decoding named segments', () => {
    expect(matchPath('/login', '/login')).toEqual({});
    expect(matchPath('/login', '/login/')).toEqual({});
    expect(matchPath('/reset/:token', '/reset/a%20b')).toEqual({ token: 'a b' });
    expect(matchPath('/reset/:token', '/reset')).toBeNull();
    expect(matchPath('/reset/:token', '/reset/a/b')).toBeNull();
    expect(matchPath('/login', '/logout')).toBeNull();
    // a malformed escape is no match rather than a thrown URIError
    expect(matchPath('/reset/:token', '/reset/%E0%A4%A')).toBeNull();
  });

  it('follows links without a page load, answers Back, and redirects unknown paths', async () => {
    window.history.replaceState(null, '', '/nowhere');
    const user = userEvent.setup();
    render(
      <PathRoutes
        routes={[
          {
            path: '/login',
            element: <a {...pathLink('/reset/abc')}>forgot</a>,
          },
          { path: '/reset/:token', element: <Token /> },
        ]}
        fallback={<Redirect to="/login" />}
      />,
    );

    await user.click(await screen.findByRole('link', { name: 'forgot' }));
    expect(screen.getByText('token abc')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reset/abc');

    window.history.back();
    expect(await screen.findByRole('link', { name: 'forgot' })).toHaveAttribute(
      'href',
      '/reset/abc',
    );
    expect(window.location.pathname).toBe('/login');
  });
});
