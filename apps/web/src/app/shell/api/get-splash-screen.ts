import type { SplashScreenResponse } from '@backoffice/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { ACCESS_TAGS } from '../../../shared/auth/current-user';

export const SPLASH_SCREEN_PATH = '/admin/splash-screen';

/** `GET /admin/splash-screen`: the sidebar menu and the splash texts of this user. */
export async function getSplashScreen(signal?: AbortSignal): Promise<SplashScreenResponse> {
  const { data } = await request<SplashScreenResponse>(SPLASH_SCREEN_PATH, { signal });
  return data;
}

export function splashScreenQueryOptions() {
  return queryOptions({
    queryKey: ['splash-screen'] as const,
    queryFn: ({ signal }) => getSplashScreen(signal),
    staleTime: 5 * 60_000,
    // the sidebar follows the permission set: read again with it (REQ-PERMUI-1, REQ-PERMUI-3)
    meta: { shows: ACCESS_TAGS },
  });
}

export function useSplashScreen() {
  return useQuery(splashScreenQueryOptions());
}
