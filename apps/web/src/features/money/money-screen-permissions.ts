import type { PermissionName } from '@backoffice/contract';

/**
 * What the money screens check once (REQ-ACCESS-4): each button and link is shown only with its
 * permission, and a link to another screen only when its route exists for the user.
 */
export const MONEY_SCREEN_PERMISSIONS = [
  'admin:order:get',
  'admin:order:edit',
  'admin:order:accept',
  'admin:order:reject',
  'admin:order:download-spread-sheet',
  'admin:order:export',
  'admin:transaction:export',
  'admin:investment:export',
  'admin:transaction:get',
  'admin:transaction:accept',
  'admin:transaction:extend',
  'admin:investment:get',
  'admin:investment:manual-order',
  'admin:user:get',
  'admin:offer:get',
] as const satisfies readonly PermissionName[];
