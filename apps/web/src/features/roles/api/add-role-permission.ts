import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/**
 * `POST /admin/role/:id/permissions/:permissionId` (`admin:role:add-permission`) → the role's
 * permissions; 403 `ACCESS:CANT_GRANT_WHAT_YOU_LACK`.
 */
export async function addRolePermission(
  roleId: number,
  permissionId: number,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/role/${roleId}/permissions/${permissionId}`, {
    method: 'POST',
    schema: permissionRefListSchema,
  });
  return data;
}

/** `001 §4`: on success the role's list is replaced by the answer. */
export function useAddRolePermission(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => addRolePermission(roleId, permissionId),
    onSuccess: (permissions) => {
      queryClient.setQueryData(roleKeys.permissions(roleId), permissions);
    },
  });
}
