import { roleUserSchema, type RoleUser } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../api/request';
import { accessKeys } from './access-query-keys';

export interface RoleUserLink {
  roleId: number;
  userId: number;
}

export const roleUserListSchema = z.array(roleUserSchema);

/**
 * `POST /admin/role/:roleId/users/:userId` (`admin:role:add-user`) → the role's users.
 * 400 `ROLE:USER_IS_NOT_ADMIN` for a non-admin, 403 `ACCESS:CANT_GRANT_WHAT_YOU_LACK`.
 */
export async function addRoleUser({ roleId, userId }: RoleUserLink): Promise<RoleUser[]> {
  const { data } = await request(`/admin/role/${roleId}/users/${userId}`, {
    method: 'POST',
    schema: roleUserListSchema,
  });
  return data;
}

/**
 * Used by the role editor and the user's Roles tab: the role's users are replaced by the
 * answer, the user's roles re-fetched (`001 §4`), before the call counts as done.
 */
export function useAddRoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRoleUser,
    onSuccess: (users, { roleId, userId }) => {
      queryClient.setQueryData(accessKeys.roleUsers(roleId), users);
      return queryClient.invalidateQueries({ queryKey: accessKeys.userRoles(userId) });
    },
  });
}
