import { rolesPaths } from '@backoffice/contract';
import type { PermissionRef, Role, RoleInput, RoleUser } from '@backoffice/contract/roles';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { createMembershipResource } from '../../../shared/api/membership-resource';

export interface UpdateRoleBody {
  data: RoleInput;
  version: number;
}

/**
 * `/admin/role` (REQ-ROLE-6): create `{data: {name, description}}`, update `{data,
 * version}`; 409 `ROLE:NOT_UNIQUE_NAME` (name), `ROLE:STALE_WRITE`, `ROLE:ROLE_IS_IN_USE` on
 * delete while users hold it.
 */
export const rolesApi = createCrudResource<Role, Role, RoleInput, UpdateRoleBody>({
  path: rolesPaths.api,
  key: 'roles',
  tag: 'role',
});

/**
 * The role's permissions (`admin:role:get-permissions`, `add-permission`, `remove-permission`):
 * 403 `ACCESS:CANT_GRANT_WHAT_YOU_LACK`, 409 `ACCESS:CANT_REMOVE_OWN_ACCESS`. A change alters the
 * role's permission count in the roles list.
 */
export const rolePermissionsApi = createMembershipResource<PermissionRef>({
  listPath: (roleId) => `/admin/role/${roleId}/permission`,
  memberPath: (roleId, permissionId) => `/admin/role/${roleId}/permissions/${permissionId}`,
  key: ['roles', 'permissions'],
  tag: 'role-permission',
  changes: ['role'],
});

/**
 * The role ↔ user links (`admin:role:get-users`, `add-user`, `remove-user`), shown by the role
 * editor and by a user's Roles tab (tag `role-user`): 400 `ROLE:USER_IS_NOT_ADMIN`, 403
 * `ACCESS:CANT_GRANT_WHAT_YOU_LACK`, 409 `ACCESS:CANT_REMOVE_OWN_ACCESS`.
 */
export const roleUsersApi = createMembershipResource<RoleUser>({
  listPath: (roleId) => `/admin/role/${roleId}/users`,
  memberPath: (roleId, userId) => `/admin/role/${roleId}/users/${userId}`,
  key: ['roles', 'users'],
  tag: 'role-user',
  changes: ['role'],
});
