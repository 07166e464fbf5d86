import type { PermissionName } from '@backoffice/contract';

/** What the menu screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const MENU_ITEM_SCREEN_PERMISSIONS = [
  'admin:menu:get',
  'admin:menu:create',
  'admin:menu:edit',
  'admin:menu:delete',
  'admin:menu:export',
] as const satisfies readonly PermissionName[];
