import { usersPaths } from '@backoffice/contract';
import type { PermissionRef, RoleRef } from '@backoffice/contract/roles';
import type { UpdateUser, User, UserFields, UserListItem } from '@backoffice/contract/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { createMembershipResource } from '../../../shared/api/membership-resource';
import { request } from '../../../shared/api/request';

/** The set-password page of this app; the server mails the link with the token in it. */
export function resetPasswordUrlPattern(origin = window.location.origin): string {
  return `${origin}/set-password/:resetPasswordToken`;
}

/**
 * `/admin/user` (REQ-USER-9), users and staff accounts alike (the staff list adds
 * `onlyAdmin=1` to its query). Create sends `{data, resetPasswordUrlPattern}`: the account has no
 * password until its owner sets one from the mailed link. 409 `USER:NOT_UNIQUE_USER` (email),
 * `USER:STALE_WRITE`, `USER:CANT_REMOVE_OWN_ACCESS`, `USER:CANT_DELETE_YOURSELF`; 403
 * `USER:ONLY_SUPER_ADMIN` (isAdmin), `ACCESS:CANT_MANAGE_MORE_POWERFUL_ACCOUNT` (changing the
 * e-mail or `active` of, or deleting, an account holding a permission the editor lacks). A delete
 * is soft and ends the user's sessions; it also ends their role links (tag `role-user`). `get`
 * and `update` answer the last sign-in (`lastSignIn`).
 */
export const usersApi = createCrudResource<User, UserListItem, UserFields, UpdateUser>({
  path: usersPaths.api,
  key: 'users',
  tag: 'user',
  changes: ['role-user'],
  createBody: (fields) => ({ data: fields, resetPasswordUrlPattern: resetPasswordUrlPattern() }),
});

/**
 * The user's personal permissions (`admin:user:get-personal-permissions`,
 * `add-/remove-personal-permission`): 403 `ACCESS:CANT_GRANT_WHAT_YOU_LACK`.
 */
export const personalPermissionsApi = createMembershipResource<PermissionRef>({
  listPath: (userId) => `/admin/user/${userId}/personal-permissions`,
  memberPath: (userId, permissionId) =>
    `/admin/user/${userId}/personal-permissions/${permissionId}`,
  key: ['users', 'personal-permissions'],
  tag: 'user-permission',
});

/** `GET /admin/user/:id/roles` (`admin:user:get-roles`) → the roles the user holds. */
export async function getUserRoles(id: number, signal?: AbortSignal) {
  const { data } = await request<RoleRef[]>(`/admin/user/${id}/roles`, { signal });
  return data;
}

/** Shows the role ↔ user links: assigning from the role editor re-fetches it too. */
export function useUserRoles(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: ['users', 'roles', id] as const,
      queryFn: ({ signal }) => getUserRoles(id, signal),
      meta: { shows: ['role-user'] },
    }),
    enabled: options.enabled ?? true,
  });
}

/**
 * `POST /admin/user/:id/erase` (`admin:user:delete`, REQ-RULES-2): an investor whose money
 * history forbids deletion has their name, contact and bank data erased; orders and payments stay.
 */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await request(`/admin/user/${id}/erase`, { method: 'POST' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
