import type { PermissionName } from '@backoffice/contract';

/** What the user screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const USER_SCREEN_PERMISSIONS = [
  'admin:user:get',
  'admin:user:create',
  'admin:user:edit',
  'admin:user:delete',
  'admin:user:get-roles',
  'admin:user:get-agreements',
  'admin:user:get-personal-permissions',
  'admin:user:add-personal-permission',
  'admin:user:remove-personal-permission',
  'admin:user:export',
  'admin:role:list',
  'admin:role:add-user',
  'admin:role:remove-user',
  'admin:permission:list',
] as const satisfies readonly PermissionName[];
