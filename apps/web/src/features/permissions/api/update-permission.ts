import { permissionSchema, type Permission, type PermissionInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { permissionAreaKeys } from './permission-query-keys';

export interface UpdatePermissionBody {
  data: PermissionInput;
  version: number;
}

/**
 * `PUT /admin/permission/:id` with `{data, version}` → the saved permission; 409
 * `PERMISSION:STALE_WRITE`, `PERMISSION:NOT_UNIQUE_NAME`; `PERMISSION:BUILT_IN_PERMISSION` when a
 * built-in one would be renamed.
 */
export async function updatePermission(
  id: number,
  body: UpdatePermissionBody,
): Promise<Permission> {
  const { data } = await request(`/admin/permission/${id}`, {
    method: 'PUT',
    body,
    schema: permissionSchema,
  });
  return data;
}

export function useUpdatePermission(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePermissionBody) => updatePermission(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(permissionAreaKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionAreaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.permissionCatalogue() }),
      ]);
    },
  });
}
