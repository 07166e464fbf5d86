/**
 * Query keys of the access data that more than one area shows: the catalogues pickers offer
 * (every permission, every role, every admin user) and the role ↔ user links, which the role
 * editor and the user's Roles tab both display. Each area's own records keep their own keys.
 */
export const accessKeys = {
  all: ['access'] as const,
  /** Every permission (`GET /admin/permission`, all pages). */
  permissionCatalogue: () => ['access', 'permissions'] as const,
  /** Every role (`GET /admin/role`, all pages). */
  roleCatalogue: () => ['access', 'roles'] as const,
  /** Every admin user (`GET /admin/user?onlyAdmin=1`, all pages). */
  adminUsers: () => ['access', 'admin-users'] as const,
  /** `GET /admin/user/:id/roles`. */
  userRoles: (userId: number) => ['access', 'user-roles', userId] as const,
  /** `GET /admin/role/:id/users`. */
  roleUsers: (roleId: number) => ['access', 'role-users', roleId] as const,
};
