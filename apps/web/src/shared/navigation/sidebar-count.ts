import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request';

/** Every sidebar badge's query starts with this key: a decision re-reads them all. */
export const SIDEBAR_COUNT_KEY = ['sidebar-count'] as const;

/** How often a badge asks again: colleagues add pending items while the screen stays open. */
const REFRESH_MS = 60_000;

/**
 * A sidebar link's badge (`count` of the server's menu link): the number its API path answers.
 * Off when the link has none; a failure shows no badge rather than an error.
 */
export function useSidebarCount(path: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...SIDEBAR_COUNT_KEY, path] as const,
      queryFn: async ({ signal }) =>
        (await request<{ count: number }>(path ?? '', { signal })).data.count,
      enabled: path !== undefined,
      refetchInterval: REFRESH_MS,
      retry: false,
      meta: { shows: ['approval', 'order', 'transaction'] },
    }),
  );
}
