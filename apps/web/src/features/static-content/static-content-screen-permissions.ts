import type { PermissionName } from '@backoffice/contract';

/** What the static content screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const STATIC_CONTENT_SCREEN_PERMISSIONS = [
  'admin:static-content:get',
  'admin:static-content:edit',
] as const satisfies readonly PermissionName[];
