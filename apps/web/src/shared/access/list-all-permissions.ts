import { permissionSchema, type Permission } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../api/fetch-all-pages';
import { accessKeys } from './access-query-keys';

/**
 * `GET /admin/permission`, every page (`admin:permission:list`): what the role editor and the
 * user's Permissions tab offer. About a hundred are built in, more than one page holds.
 */
export async function listAllPermissions(signal?: AbortSignal): Promise<Permission[]> {
  return fetchAllPages('/admin/permission', permissionSchema, {
    query: { order: [{ column: 'name', direction: 'ASC' }] },
    signal,
  });
}

export function allPermissionsQueryOptions() {
  return queryOptions({
    queryKey: accessKeys.permissionCatalogue(),
    queryFn: ({ signal }) => listAllPermissions(signal),
  });
}

export function useAllPermissions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allPermissionsQueryOptions(), enabled: options.enabled ?? true });
}
