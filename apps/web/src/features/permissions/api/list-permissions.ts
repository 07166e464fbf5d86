import {
  listResponseSchema,
  permissionSchema,
  type ListResponse,
  type Permission,
} from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { permissionAreaKeys } from './permission-query-keys';

const permissionListSchema = listResponseSchema(permissionSchema);

/** `GET /admin/permission` with the list query of `000 §7` (search; sort name, id). */
export async function listPermissions(
  query: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<Permission>> {
  const { data } = await request('/admin/permission', {
    query,
    schema: permissionListSchema,
    signal,
  });
  return data;
}

export function listPermissionsQueryOptions(query: Record<string, unknown>) {
  return queryOptions({
    queryKey: permissionAreaKeys.list(query),
    queryFn: ({ signal }) => listPermissions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePermissionList(query: Record<string, unknown>) {
  return useQuery(listPermissionsQueryOptions(query));
}
