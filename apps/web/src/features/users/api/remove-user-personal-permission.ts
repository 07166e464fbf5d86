import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/**
 * `DELETE /admin/user/:id/personal-permissions/:permissionId`
 * (`admin:user:remove-personal-permission`) → the user's personal permissions;
 * 409 `ACCESS:CANT_REMOVE_OWN_ACCESS`.
 */
export async function removeUserPersonalPermission(
  userId: number,
  permissionId: number,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/user/${userId}/personal-permissions/${permissionId}`, {
    method: 'DELETE',
    schema: permissionRefListSchema,
  });
  return data;
}

export function useRemoveUserPersonalPermission(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => removeUserPersonalPermission(userId, permissionId),
    onSuccess: (permissions) => {
      queryClient.setQueryData(userKeys.personalPermissions(userId), permissions);
    },
  });
}
