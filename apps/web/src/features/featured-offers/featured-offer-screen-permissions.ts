import type { PermissionName } from '@backoffice/contract';

/** What the featured-offer screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const FEATURED_OFFER_SCREEN_PERMISSIONS = [
  'admin:featured-offer:get',
  'admin:featured-offer:edit',
  'admin:featured-offer:export',
] as const satisfies readonly PermissionName[];
