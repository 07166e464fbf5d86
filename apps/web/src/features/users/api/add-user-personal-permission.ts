import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionRefListSchema, type PermissionRef } from '../../../shared/access/access-refs';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/**
 * `POST /admin/user/:id/personal-permissions/:permissionId`
 * (`admin:user:add-personal-permission`) → the user's personal permissions;
 * 403 `ACCESS:CANT_GRANT_WHAT_YOU_LACK`.
 */
export async function addUserPersonalPermission(
  userId: number,
  permissionId: number,
): Promise<PermissionRef[]> {
  const { data } = await request(`/admin/user/${userId}/personal-permissions/${permissionId}`, {
    method: 'POST',
    schema: permissionRefListSchema,
  });
  return data;
}

/** `001 §4`: on success the list is replaced by the answer. */
export function useAddUserPersonalPermission(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => addUserPersonalPermission(userId, permissionId),
    onSuccess: (permissions) => {
      queryClient.setQueryData(userKeys.personalPermissions(userId), permissions);
    },
  });
}
