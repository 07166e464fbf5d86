import type { PermissionName } from '@backoffice/contract';

/** What the slider screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const SLIDER_SCREEN_PERMISSIONS = [
  'admin:slider:get',
  'admin:slider:create',
  'admin:slider:edit',
  'admin:slider:delete',
  'admin:slider:export',
] as const satisfies readonly PermissionName[];
