import type { Role } from '@backoffice/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';

/** `GET /admin/role`, every page (`admin:role:list`): what the user's Roles tab offers. */
export async function listAllRoles(signal?: AbortSignal): Promise<Role[]> {
  return fetchAllPages<Role>('/admin/role', {
    query: { order: [{ column: 'name', direction: 'ASC' }] },
    signal,
  });
}

export function allRolesQueryOptions() {
  return queryOptions({
    queryKey: ['roles', 'all'] as const,
    queryFn: ({ signal }) => listAllRoles(signal),
    meta: { shows: ['role'] },
  });
}

export function useAllRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allRolesQueryOptions(), enabled: options.enabled ?? true });
}
