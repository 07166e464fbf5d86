import type { PermissionName } from '@backoffice/contract';

/** What the settings page checks once (REQ-ACCESS-4), beyond the route's own permission. */
export const SETTINGS_SCREEN_PERMISSIONS = [
  'admin:config:edit',
] as const satisfies readonly PermissionName[];
