import { listResponseSchema, roleSchema, type ListResponse, type Role } from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

const roleListSchema = listResponseSchema(roleSchema);

/** `GET /admin/role` with the list query of `000 §7` (filter search; sort id, name). */
export async function listRoles(
  query: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<Role>> {
  const { data } = await request('/admin/role', { query, schema: roleListSchema, signal });
  return data;
}

export function listRolesQueryOptions(query: Record<string, unknown>) {
  return queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoleList(query: Record<string, unknown>) {
  return useQuery(listRolesQueryOptions(query));
}
