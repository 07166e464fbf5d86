import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pathOf } from '../../test/fetch-mock';
import { createQueryClient } from '../api/query-client';
import { handlePermissionDenied, request } from '../api/request';
import { CURRENT_USER_PATH, refreshPermissions } from '../auth/current-user';
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

  describe('after a permission refusal (REQ-PERMUI-1)', () => {
    afterEach(() => handlePermissionDenied(null));

    it('reads the set again once and answers from the new one: a revoked action is gone', async () => {
      let granted = ['admin:faq:list', 'admin:faq:delete'];
      const { calls } = mockFetch((call) => {
        if (pathOf(call) === CURRENT_USER_PATH)
          return jsonResponse(200, { ...ME, permissions: granted });
        return jsonResponse(403, { errors: [{ code: 'AUTH:FORBIDDEN', message: 'no' }] });
      });
      handlePermissionDenied(() => refreshPermissions(queryClient));
      const { result } = renderHook(() => useCan(), { wrapper });
      await waitFor(() => expect(result.current('admin:faq:delete')).toBe(true));

      // an administrator takes the delete away; two calls are refused at once
      granted = ['admin:faq:list'];
      const refused = await Promise.allSettled([
        request('/admin/faq/1', { method: 'DELETE' }),
        request('/admin/faq/2', { method: 'DELETE' }),
      ]);
      expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected']);

      await waitFor(() => expect(result.current('admin:faq:delete')).toBe(false));
      expect(result.current('admin:faq:list')).toBe(true);
      expect(calls.map(pathOf).filter((path) => path === CURRENT_USER_PATH)).toHaveLength(2);
    });
  });
});
