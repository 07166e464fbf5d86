import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { faqApi } from '../features/faq/api/faq-api';
import { createQueryClient } from '../shared/api/query-client';
import { currentUserQueryOptions } from '../shared/auth/current-user';
import { storeTokens } from '../shared/auth/token-store';
import { toApiQuery, parseListQuery } from '../shared/list-table/list-url-state';
import { preferencesQueryOptions } from '../shared/preferences/preferences-api';
import { currentUser } from '../test/current-user';
import { jsonResponse, mockFetch, pathOf } from '../test/fetch-mock';
import { ROUTE_REGISTRY } from './route-registry';
import { splashScreenQueryOptions } from './shell/api/get-splash-screen';
import { warmStart } from './warm-start';

/** An access token the client can read its user from (`sub`), as the server signs one. */
const tokenFor = (userId: number) => `h.${btoa(JSON.stringify({ sub: String(userId) }))}.s`;

describe('warmStart', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("puts the user, the shell's answers and a deep-linked list's page in the query cache at once", async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
    const page = { data: [], pagination: { total: 0 } };
    const { calls } = mockFetch((call) => {
      switch (pathOf(call)) {
        case '/user/me':
          return jsonResponse(200, currentUser());
        case '/admin/faq':
          return jsonResponse(200, page);
        default:
          return jsonResponse(200, {});
      }
    });
    const queryClient = createQueryClient();
    const search = '?sort=-position&page=2';
    window.history.replaceState(null, '', `/faq${search}`);

    warmStart(queryClient, ROUTE_REGISTRY, window.location);

    // the list page asks with the address's query: the same cache entry, already filled
    const query = toApiQuery(parseListQuery(search.slice(1)));
    await waitFor(() => expect(queryClient.getQueryData(faqApi.keys.list(query))).toEqual(page));
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toMatchObject({
      email: 'anna@example.com',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(preferencesQueryOptions().queryKey)).toBeDefined(),
    );
    expect(queryClient.getQueryData(splashScreenQueryOptions().queryKey)).toBeDefined();
    // the code it started loading (awaited so the test ends after it)
    await import('./shell/app-layout');
    await ROUTE_REGISTRY.find((entry) => entry.path === 'faq')?.lazy();
    // each asked once, side by side
    expect(calls.map(pathOf).sort()).toEqual(
      ['/admin/faq', '/admin/splash-screen', '/user/me', '/user/me/preferences'].sort(),
    );
  });

  it('asks for no list the user may not read: /orders without the orders list permission (REQ-PERMUI-2)', async () => {
    storeTokens({ accessToken: tokenFor(1), refreshToken: 'refresh', expiresIn: 300 });
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/user/me'
        ? jsonResponse(200, currentUser(['admin:faq:list']))
        : jsonResponse(200, {}),
    );
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/orders');

    warmStart(queryClient, ROUTE_REGISTRY, window.location);

    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeDefined(),
    );
    await ROUTE_REGISTRY.find((entry) => entry.path === 'orders')?.lazy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map(pathOf).filter((path) => path.startsWith('/admin/order'))).toEqual([]);
  });

  it("starts a granted list beside /user/me when this tab's last answer granted it", async () => {
    storeTokens({ accessToken: tokenFor(1), refreshToken: 'refresh', expiresIn: 300 });
    // an earlier page load in this tab read the set (and remembered it)
    mockFetch(() => jsonResponse(200, currentUser(['admin:faq:list'])));
    await createQueryClient().fetchQuery(currentUserQueryOptions());

    let answerMe: (response: Response) => void = () => undefined;
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/user/me'
        ? new Promise<Response>((resolve) => (answerMe = resolve))
        : jsonResponse(200, { data: [], pagination: { total: 0 } }),
    );
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/faq');

    warmStart(queryClient, ROUTE_REGISTRY, window.location);

    // the list is on its way while /user/me has not answered yet
    await waitFor(() => expect(calls.map(pathOf)).toContain('/admin/faq'));
    answerMe(jsonResponse(200, currentUser(['admin:faq:list'])));
    await ROUTE_REGISTRY.find((entry) => entry.path === 'faq')?.lazy();
  });

  it("ignores another user's remembered set: the list waits for this user's answer", async () => {
    storeTokens({ accessToken: tokenFor(2), refreshToken: 'refresh', expiresIn: 300 });
    mockFetch(() => jsonResponse(200, currentUser(['admin:faq:list'], { id: 2 })));
    await createQueryClient().fetchQuery(currentUserQueryOptions());
    // user 3 signs in in this tab, without the FAQ list
    storeTokens({ accessToken: tokenFor(3), refreshToken: 'refresh', expiresIn: 300 });
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/user/me'
        ? jsonResponse(200, currentUser([], { id: 3 }))
        : jsonResponse(200, {}),
    );
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/faq');

    warmStart(queryClient, ROUTE_REGISTRY, window.location);

    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeDefined(),
    );
    await ROUTE_REGISTRY.find((entry) => entry.path === 'faq')?.lazy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map(pathOf)).not.toContain('/admin/faq');
  });
});
