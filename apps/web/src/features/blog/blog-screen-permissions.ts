import type { PermissionName } from '@backoffice/contract';

/** What the blog screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const POST_SCREEN_PERMISSIONS = [
  'admin:blog:get',
  'admin:blog:create',
  'admin:blog:edit',
  'admin:blog:delete',
  'admin:blog:export',
  'admin:tags:list',
] as const satisfies readonly PermissionName[];

export const TAG_SCREEN_PERMISSIONS = [
  'admin:tags:get',
  'admin:tags:create',
  'admin:tags:edit',
  'admin:tags:delete',
  'admin:tags:export',
  'admin:blog:create',
  'admin:blog:edit',
] as const satisfies readonly PermissionName[];
