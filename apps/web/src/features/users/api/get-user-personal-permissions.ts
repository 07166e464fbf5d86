import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/** `GET /admin/user/:id/personal-permissions` (`admin:user:get-personal-permissions`). */
export async function getUserPersonalPermissions(
  id: number,
  signal?: AbortSignal,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/user/${id}/personal-permissions`, {
    schema: permissionRefListSchema,
    signal,
  });
  return data;
}

export function getUserPersonalPermissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.personalPermissions(id),
    queryFn: ({ signal }) => getUserPersonalPermissions(id, signal),
  });
}

export function useUserPersonalPermissions(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getUserPersonalPermissionsQueryOptions(id),
    enabled: options.enabled ?? true,
  });
}
