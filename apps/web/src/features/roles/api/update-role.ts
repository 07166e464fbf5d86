import { roleSchema, type Role, type RoleInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

export interface UpdateRoleBody {
  data: RoleInput;
  version: number;
}

/**
 * `PUT /admin/role/:id` with `{data, version}` → the saved role; 409 `ROLE:STALE_WRITE`,
 * `ROLE:NOT_UNIQUE_NAME` (name).
 */
export async function updateRole(id: number, body: UpdateRoleBody): Promise<Role> {
  const { data } = await request(`/admin/role/${id}`, { method: 'PUT', body, schema: roleSchema });
  return data;
}

export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoleBody) => updateRole(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(roleKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.roleCatalogue() }),
      ]);
    },
  });
}
