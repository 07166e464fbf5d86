import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/**
 * `DELETE /admin/role/:id/permissions/:permissionId` (`admin:role:remove-permission`) → the
 * role's permissions; 409 `ACCESS:CANT_REMOVE_OWN_ACCESS`.
 */
export async function removeRolePermission(
  roleId: number,
  permissionId: number,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/role/${roleId}/permissions/${permissionId}`, {
    method: 'DELETE',
    schema: permissionRefListSchema,
  });
  return data;
}

export function useRemoveRolePermission(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => removeRolePermission(roleId, permissionId),
    onSuccess: (permissions) => {
      queryClient.setQueryData(roleKeys.permissions(roleId), permissions);
    },
  });
}
