import type { Permission } from '@backoffice/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';

/**
 * `GET /admin/permission`, every page (`admin:permission:list`): what the role editor and the
 * user's Permissions tab offer. About a hundred are built in, more than one page holds.
 */
export async function listAllPermissions(signal?: AbortSignal): Promise<Permission[]> {
  return fetchAllPages<Permission>('/admin/permission', {
    query: { order: [{ column: 'name', direction: 'ASC' }] },
    signal,
  });
}

export function allPermissionsQueryOptions() {
  return queryOptions({
    queryKey: ['permission-records', 'all'] as const,
    queryFn: ({ signal }) => listAllPermissions(signal),
    meta: { shows: ['permission'] },
  });
}

export function useAllPermissions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allPermissionsQueryOptions(), enabled: options.enabled ?? true });
}
