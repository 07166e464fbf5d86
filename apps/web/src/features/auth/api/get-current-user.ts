import { currentUserSchema, type CurrentUser } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

export const CURRENT_USER_PATH = '/user/me';

/** `GET /user/me`: the signed-in user shown in the top bar. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await request(CURRENT_USER_PATH, { schema: currentUserSchema, signal });
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
