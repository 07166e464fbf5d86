import type { PermissionName } from '@backoffice/contract';

/** What the FAQ screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const FAQ_SCREEN_PERMISSIONS = [
  'admin:faq:get',
  'admin:faq:create',
  'admin:faq:edit',
  'admin:faq:delete',
  'admin:faq:export',
] as const satisfies readonly PermissionName[];
