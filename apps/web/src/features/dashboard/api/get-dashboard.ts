import type { DashboardResponse } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** `GET /api/admin/dashboard`: the figures the user may see (absent sections: not permitted). */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  const { data } = await request<DashboardResponse>('/admin/dashboard', { signal });
  return data;
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
    // the home screen is opened often: figures a minute old are fine, a refetch on focus
    staleTime: 60_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
