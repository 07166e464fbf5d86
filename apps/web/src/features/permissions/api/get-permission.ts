import { permissionSchema, type Permission } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { permissionAreaKeys } from './permission-query-keys';

/** `GET /admin/permission/:id` (404 `PERMISSION:PERMISSION_NOT_EXISTS`). */
export async function getPermission(id: number, signal?: AbortSignal): Promise<Permission> {
  const { data } = await request(`/admin/permission/${id}`, { schema: permissionSchema, signal });
  return data;
}

export function getPermissionQueryOptions(id: number) {
  return queryOptions({
    queryKey: permissionAreaKeys.detail(id),
    queryFn: ({ signal }) => getPermission(id, signal),
  });
}

export function usePermissionRecord(id: number) {
  return useQuery(getPermissionQueryOptions(id));
}
