import type { RoleUser } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { roleUserListSchema } from '../../../shared/access/add-role-user';
import { request } from '../../../shared/api/request';

/** `GET /admin/role/:id/users` (`admin:role:get-users`) → the users holding the role. */
export async function getRoleUsers(id: number, signal?: AbortSignal): Promise<RoleUser[]> {
  const { data } = await request(`/admin/role/${id}/users`, { schema: roleUserListSchema, signal });
  return data;
}

/** Keyed with the access data: assigning from a user's Roles tab updates it too. */
export function getRoleUsersQueryOptions(id: number) {
  return queryOptions({
    queryKey: accessKeys.roleUsers(id),
    queryFn: ({ signal }) => getRoleUsers(id, signal),
  });
}

export function useRoleUsers(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRoleUsersQueryOptions(id), enabled: options.enabled ?? true });
}
