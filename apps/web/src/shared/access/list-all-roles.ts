import { roleSchema, type Role } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../api/fetch-all-pages';
import { accessKeys } from './access-query-keys';

/** `GET /admin/role`, every page (`admin:role:list`): what the user's Roles tab offers. */
export async function listAllRoles(signal?: AbortSignal): Promise<Role[]> {
  return fetchAllPages('/admin/role', roleSchema, {
    query: { order: [{ column: 'name', direction: 'ASC' }] },
    signal,
  });
}

export function allRolesQueryOptions() {
  return queryOptions({
    queryKey: accessKeys.roleCatalogue(),
    queryFn: ({ signal }) => listAllRoles(signal),
  });
}

export function useAllRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allRolesQueryOptions(), enabled: options.enabled ?? true });
}
