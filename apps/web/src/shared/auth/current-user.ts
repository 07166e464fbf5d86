import type { CurrentUser } from '@backoffice/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request';

export const CURRENT_USER_PATH = '/user/me';

/**
 * `GET /user/me`: the signed-in user — the top bar's name, and what screens need to know about
 * the viewer (`isSuperAdmin` decides who may change admin flags, `id` spots their own account).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await request<CurrentUser>(CURRENT_USER_PATH, { signal });
  return data;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'me'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
