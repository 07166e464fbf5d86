import type { Country, RegisterDataResponse } from '@backoffice/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** `GET /investor/register` (public) → the countries, each with its states (REQ-USER-8). */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const { data } = await request<RegisterDataResponse>('/investor/register', { signal });
  return data.countries;
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'countries'] as const,
    queryFn: ({ signal }) => getCountries(signal),
    // a dictionary: it does not change while the app is open
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
