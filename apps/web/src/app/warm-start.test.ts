import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('warmStart', () => {
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
});
