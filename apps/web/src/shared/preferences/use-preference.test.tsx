import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, pathOf } from '../../test/fetch-mock';
import { createQueryClient } from '../api/query-client';
import { preferenceChange, readPreference, usePreference } from './use-preference';

afterEach(() => vi.unstubAllGlobals());

const parseColumns = (raw: unknown) =>
  Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : undefined;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
let client = createQueryClient();

describe('preference keys', () => {
  it('address the contract record: colorScheme, and one list under listColumns.<id>', () => {
    const stored = { colorScheme: 'dark' as const, listColumns: { faq: ['question'] } };
    expect(readPreference(stored, 'colorScheme')).toBe('dark');
    expect(readPreference(stored, 'listColumns.faq')).toEqual(['question']);
    expect(readPreference(stored, 'listColumns.users')).toBeUndefined();
    expect(preferenceChange('listColumns.faq', ['a'])).toEqual({ listColumns: { faq: ['a'] } });
    expect(preferenceChange('colorScheme', 'auto')).toEqual({ colorScheme: 'auto' });
  });
});

describe('usePreference', () => {
  it('reads from the server, changes at once and sends only the changed list', async () => {
    client = createQueryClient();
    let stored: Record<string, unknown> = { listColumns: { faq: ['question'], users: ['email'] } };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch(async (call) => {
      if (pathOf(call) !== '/user/me/preferences') return jsonResponse(404, {});
      if (call.method === 'PUT') {
        await gate;
        const change = call.body as { listColumns: Record<string, string[]> };
        stored = { listColumns: { ...(stored.listColumns as object), ...change.listColumns } };
      }
      return jsonResponse(200, stored);
    });
    const { result } = renderHook(
      () => usePreference<string[]>('listColumns.faq', ['all'], parseColumns),
      { wrapper },
    );
    expect(result.current[0]).toEqual(['all']); // until the server answers
    await waitFor(() => expect(result.current[0]).toEqual(['question']));

    await act(async () => result.current[1](['question', 'position']));
    // optimistic: while the PUT has not answered yet
    await waitFor(() => expect(result.current[0]).toEqual(['question', 'position']));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ listColumns: { faq: ['question', 'position'] } });
    release();
    await waitFor(() =>
      expect(client.getQueryData(['user', 'me', 'preferences'])).toEqual({
        listColumns: { faq: ['question', 'position'], users: ['email'] },
      }),
    );
  });

  it('goes back to what the server holds when the change is refused', async () => {
    client = createQueryClient();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (call) => {
      if (call.method !== 'PUT') return jsonResponse(200, { colorScheme: 'light' });
      await gate;
      return jsonResponse(400, { errors: [{ code: 'REQUEST:INVALID', message: 'no' }] });
    });
    const { result } = renderHook(
      () =>
        usePreference<string>('colorScheme', 'auto', (raw) =>
          typeof raw === 'string' ? raw : undefined,
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current[0]).toBe('light'));
    await act(async () => result.current[1]('dark'));
    await waitFor(() => expect(result.current[0]).toBe('dark'));
    release();
    await waitFor(() => expect(result.current[0]).toBe('light'));
  });
});
