import { roleRefSchema, type RoleRef } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';

const roleRefListSchema = z.array(roleRefSchema);

/** `GET /admin/user/:id/roles` (`admin:user:get-roles`) → the roles the user holds. */
export async function getUserRoles(id: number, signal?: AbortSignal): Promise<RoleRef[]> {
  const { data } = await request(`/admin/user/${id}/roles`, { schema: roleRefListSchema, signal });
  return data;
}

/** Keyed with the access data: assigning from the role editor re-fetches it too. */
export function getUserRolesQueryOptions(id: number) {
  return queryOptions({
    queryKey: accessKeys.userRoles(id),
    queryFn: ({ signal }) => getUserRoles(id, signal),
  });
}

export function useUserRoles(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserRolesQueryOptions(id), enabled: options.enabled ?? true });
}
