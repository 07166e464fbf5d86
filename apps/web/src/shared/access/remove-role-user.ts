import type { RoleUser } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/request';
import { accessKeys } from './access-query-keys';
import { roleUserListSchema, type RoleUserLink } from './add-role-user';

/**
 * `DELETE /admin/role/:roleId/users/:userId` (`admin:role:remove-user`) → the role's users;
 * 409 `ACCESS:CANT_REMOVE_OWN_ACCESS` when it would take away the caller's access management.
 */
export async function removeRoleUser({ roleId, userId }: RoleUserLink): Promise<RoleUser[]> {
  const { data } = await request(`/admin/role/${roleId}/users/${userId}`, {
    method: 'DELETE',
    schema: roleUserListSchema,
  });
  return data;
}

export function useRemoveRoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRoleUser,
    onSuccess: (users, { roleId, userId }) => {
      queryClient.setQueryData(accessKeys.roleUsers(roleId), users);
      return queryClient.invalidateQueries({ queryKey: accessKeys.userRoles(userId) });
    },
  });
}
