import type { PermissionName } from '@backoffice/contract';

/** What the email-template screens check once (REQ-ACCESS-4), beyond the route's own permission. */
export const EMAIL_TEMPLATE_SCREEN_PERMISSIONS = [
  'admin:email-template:get',
  'admin:email-template:edit',
  'admin:email-template:get-config',
  'admin:email-template:test',
  'admin:email-template:export',
] as const satisfies readonly PermissionName[];
