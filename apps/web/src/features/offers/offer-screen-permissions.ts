import type { PermissionName } from '@backoffice/contract';

/** What the offer screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const OFFER_SCREEN_PERMISSIONS = [
  'admin:offer:get',
  'admin:offer:create',
  'admin:offer:edit',
  'admin:offer:delete',
  'admin:offer:clone',
  'admin:offer:revalidate',
  'admin:offer:export',
  // the agreement selects' vocabulary (GET /admin/agreements/typesAndTargets)
  'admin:agreement:list',
] as const satisfies readonly PermissionName[];
