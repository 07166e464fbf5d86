import type { PermissionName } from '@backoffice/contract';

/** What the series screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const SERIES_SCREEN_PERMISSIONS = [
  'admin:series:get',
  'admin:series:create',
  'admin:series:edit',
  'admin:series:delete',
  'admin:series:export',
] as const satisfies readonly PermissionName[];
