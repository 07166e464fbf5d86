import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/** `GET /admin/role/:id/permission` (`admin:role:get-permissions`). */
export async function getRolePermissions(
  id: number,
  signal?: AbortSignal,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/role/${id}/permission`, {
    schema: permissionRefListSchema,
    signal,
  });
  return data;
}

export function getRolePermissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.permissions(id),
    queryFn: ({ signal }) => getRolePermissions(id, signal),
  });
}

export function useRolePermissions(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRolePermissionsQueryOptions(id), enabled: options.enabled ?? true });
}
