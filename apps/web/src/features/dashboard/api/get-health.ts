import type { HealthResponse } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** `GET /healthz`: proves the request client reaches the API. */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  const { data } = await request<HealthResponse>('/healthz', { auth: false, signal });
  return data;
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['healthz'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
