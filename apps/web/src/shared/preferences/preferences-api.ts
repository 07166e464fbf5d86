import type { UpdateUserPreferences, UserPreferences } from '@backoffice/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/request';

export const PREFERENCES_PATH = '/user/me/preferences';

/** `GET /user/me/preferences`: the signed-in user's settings (unset keys absent). */
export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'me', 'preferences'] as const,
    queryFn: async ({ signal }) =>
      (await request<UserPreferences>(PREFERENCES_PATH, { signal })).data,
    // changed only by this user, and every change here writes the answer into the cache
    staleTime: Infinity,
  });
}

/** `PUT /user/me/preferences`: the keys to change; answers all of them. */
export async function updatePreferences(change: UpdateUserPreferences): Promise<UserPreferences> {
  return (await request<UserPreferences>(PREFERENCES_PATH, { method: 'PUT', body: change })).data;
}
