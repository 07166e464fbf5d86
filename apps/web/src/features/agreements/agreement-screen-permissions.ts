import type { PermissionName } from '@backoffice/contract';

/** What the agreement screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const AGREEMENT_SCREEN_PERMISSIONS = [
  'admin:agreement:get',
  'admin:agreement:create',
  'admin:agreement:edit',
  'admin:agreement:delete',
  'admin:agreement:export',
] as const satisfies readonly PermissionName[];
