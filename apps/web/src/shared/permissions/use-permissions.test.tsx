import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { parse } from 'qs';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { createQueryClient } from '../api/query-client';
import { storeTokens } from '../auth/token-store';
import { PERMISSION_CHECK_PATH } from './check-permissions';
import { usePermissions } from './use-permissions';

/** What the fake server grants. */
const GRANTED = new Set(['admin:faq:list', 'admin:menu:list']);

function askedNames(call: RecordedCall | undefined): string[] {
  const query = parse(call?.url.split('?')[1] ?? '');
  const names = query.permissions;
  return Array.isArray(names) ? names.map(String) : [];
}

function permissionServer() {
  return mockFetch((call) => {
    if (pathOf(call) !== PERMISSION_CHECK_PATH) return jsonResponse(404, {});
    return jsonResponse(
      200,
      askedNames(call).map((permission) => ({ permission, isPermitted: GRANTED.has(permission) })),
    );
  });
}

let queryClient: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  queryClient = createQueryClient();
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('usePermissions', () => {
  it('asks the server once per area and reports what is permitted', async () => {
    const { calls } = permissionServer();
    const { result, rerender } = renderHook(
      () => usePermissions('faq', ['admin:faq:list', 'admin:faq:create']),
      { wrapper },
    );

    expect(result.current.isChecked).toBe(false);
    expect(result.current.can('admin:faq:list')).toBe(false);
    await waitFor(() => expect(result.current.isChecked).toBe(true));

    expect(result.current.can('admin:faq:list')).toBe(true);
    expect(result.current.can('admin:faq:create')).toBe(false);
    expect(result.current.permitted).toEqual(['admin:faq:list']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('permissions[]=admin');
    expect(askedNames(calls[0])).toEqual(['admin:faq:list', 'admin:faq:create']);

    rerender();
    expect(calls).toHaveLength(1);
  });

  it('asks only for names not yet known', async () => {
    const { calls } = permissionServer();
    const faq = renderHook(() => usePermissions('faq', ['admin:faq:list', 'admin:faq:create']), {
      wrapper,
    });
    await waitFor(() => expect(faq.result.current.isChecked).toBe(true));

    const menu = renderHook(
      () => usePermissions('menu', ['admin:faq:list', 'admin:faq:create', 'admin:menu:list']),
      { wrapper },
    );
    await waitFor(() => expect(menu.result.current.isChecked).toBe(true));

    expect(calls).toHaveLength(2);
    expect(askedNames(calls[1])).toEqual(['admin:menu:list']);
    expect(menu.result.current.permitted).toEqual(['admin:faq:list', 'admin:menu:list']);

    // an area whose names are all known does not call the server at all
    const known = renderHook(() => usePermissions('dashboard', ['admin:menu:list']), { wrapper });
    await waitFor(() => expect(known.result.current.isChecked).toBe(true));
    expect(known.result.current.can('admin:menu:list')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('answers in its first render when an earlier check asked for all its names', async () => {
    const { calls } = permissionServer();
    const startUp = renderHook(
      () => usePermissions('routes', ['admin:faq:list', 'admin:faq:create', 'admin:menu:list']),
      { wrapper },
    );
    await waitFor(() => expect(startUp.result.current.isChecked).toBe(true));

    const { result } = renderHook(
      () => usePermissions('faq', ['admin:faq:create', 'admin:faq:list']),
      { wrapper },
    );
    // no pending frame without the buttons: known at once, and no second request
    expect(result.current.isChecked).toBe(true);
    expect(result.current.can('admin:faq:list')).toBe(true);
    expect(result.current.can('admin:faq:create')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('treats a name missing from the answer as not permitted', async () => {
    mockFetch(() => jsonResponse(200, [{ permission: 'admin:faq:list', isPermitted: true }]));
    const { result } = renderHook(
      () => usePermissions('faq', ['admin:faq:list', 'admin:faq:delete']),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isChecked).toBe(true));
    expect(result.current.can('admin:faq:list')).toBe(true);
    expect(result.current.can('admin:faq:delete')).toBe(false);
  });

  it('leaves nothing permitted when the check fails, and asks again next time', async () => {
    let failing = true;
    const { calls } = mockFetch((call) => {
      if (failing) {
        return jsonResponse(500, { errors: [{ code: 'INTERNAL_ERROR', message: 'boom' }] });
      }
      return jsonResponse(
        200,
        askedNames(call).map((permission) => ({
          permission,
          isPermitted: GRANTED.has(permission),
        })),
      );
    });

    const failed = renderHook(() => usePermissions('faq', ['admin:faq:list']), { wrapper });
    await waitFor(() => expect(failed.result.current.isChecked).toBe(true));

    expect(failed.result.current.isError).toBe(true);
    expect(failed.result.current.permitted).toEqual([]);
    expect(failed.result.current.can('admin:faq:list')).toBe(false);
    const failedCalls = calls.length;
    expect(failedCalls).toBe(1);

    // nothing was remembered: another area asks the server for the same name
    failing = false;
    const later = renderHook(() => usePermissions('menu', ['admin:faq:list']), { wrapper });
    await waitFor(() => expect(later.result.current.isChecked).toBe(true));
    expect(calls).toHaveLength(failedCalls + 1);
    expect(askedNames(calls[failedCalls])).toEqual(['admin:faq:list']);
    expect(later.result.current.can('admin:faq:list')).toBe(true);
  });

  it('does not check while disabled (signed out)', async () => {
    const { calls } = permissionServer();
    const { result } = renderHook(
      () => usePermissions('routes', ['admin:faq:list'], { enabled: false }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(result.current.isChecked).toBe(false);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.can('admin:faq:list')).toBe(false);
  });
});
