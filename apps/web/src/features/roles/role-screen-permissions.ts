import type { PermissionName } from '@backoffice/contract';

/** What the role screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const ROLE_SCREEN_PERMISSIONS = [
  'admin:role:get',
  'admin:role:create',
  'admin:role:edit',
  'admin:role:delete',
  'admin:role:get-users',
  'admin:role:add-user',
  'admin:role:remove-user',
  'admin:role:get-permissions',
  'admin:role:add-permission',
  'admin:role:remove-permission',
  'admin:role:export',
  'admin:user:list',
  'admin:user:get',
  'admin:permission:list',
] as const satisfies readonly PermissionName[];
