import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pathOf } from '../../test/fetch-mock';
import { createQueryClient } from '../api/query-client';
import { CURRENT_USER_PATH } from '../auth/current-user';
import { storeTokens } from '../auth/token-store';
import { useCan } from './use-can';

const ME = {
  id: 7,
  email: 'editor@example.com',
  firstName: 'Ewa',
  lastName: 'Nowak',
  isAdmin: true,
  isSuperAdmin: false,
  userType: 'staff',
  active: true,
};

let queryClient: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  queryClient = createQueryClient();
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('useCan', () => {
  it('answers from the one /user/me answer, and asks the server nothing else', async () => {
    const { calls } = mockFetch((call) =>
      pathOf(call) === CURRENT_USER_PATH
        ? jsonResponse(200, { ...ME, permissions: ['admin:faq:edit', 'admin:faq:list'] })
        : jsonResponse(404, {}),
    );
    const { result } = renderHook(() => useCan(), { wrapper });

    // nothing is permitted before the answer
    expect(result.current('admin:faq:list')).toBe(false);
    await waitFor(() => expect(result.current('admin:faq:list')).toBe(true));
    expect(result.current('admin:faq:edit')).toBe(true);
    expect(result.current('admin:faq:delete')).toBe(false);

    // a second screen asking reads the same answer synchronously
    const second = renderHook(() => useCan(), { wrapper });
    expect(second.result.current('admin:faq:edit')).toBe(true);
    expect(calls.map(pathOf)).toEqual([CURRENT_USER_PATH]);
  });

  it('permits nothing when the answer fails or carries no permission list', async () => {
    mockFetch(() => jsonResponse(200, ME));
    const { result } = renderHook(() => useCan(), { wrapper });
    await waitFor(() => expect(queryClient.getQueryState(['user', 'me'])?.status).toBe('success'));
    expect(result.current('admin:faq:list')).toBe(false);

    queryClient = createQueryClient();
    // a 403 is not retried: the answer is final at once
    mockFetch(() => jsonResponse(403, { errors: [{ code: 'FORBIDDEN', message: 'x' }] }));
    const failed = renderHook(() => useCan(), { wrapper });
    await waitFor(() => expect(queryClient.getQueryState(['user', 'me'])?.status).toBe('error'));
    expect(failed.result.current('admin:faq:list')).toBe(false);
  });
});
