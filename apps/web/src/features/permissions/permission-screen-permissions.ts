import type { PermissionName } from '@backoffice/contract';

/** What the permission screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const PERMISSION_SCREEN_PERMISSIONS = [
  'admin:permission:get',
  'admin:permission:create',
  'admin:permission:edit',
  'admin:permission:delete',
  'admin:permission:export',
] as const satisfies readonly PermissionName[];
