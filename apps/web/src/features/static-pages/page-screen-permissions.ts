import type { PermissionName } from '@backoffice/contract';

/** What the static-page screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const PAGE_SCREEN_PERMISSIONS = [
  'admin:page:get',
  'admin:page:create',
  'admin:page:edit',
  'admin:page:delete',
  'admin:page:export',
] as const satisfies readonly PermissionName[];
