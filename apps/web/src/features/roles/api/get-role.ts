import { roleSchema, type Role } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/** `GET /admin/role/:id` (404 `ROLE:ROLE_NOT_EXISTS`). */
export async function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  const { data } = await request(`/admin/role/${id}`, { schema: roleSchema, signal });
  return data;
}

export function getRoleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
  });
}

export function useRole(id: number) {
  return useQuery(getRoleQueryOptions(id));
}
