import type { PermissionName } from '@backoffice/contract';

/** What the audit log screen checks once (REQ-ACCESS-4), beyond the route's own permission. */
export const AUDIT_LOG_SCREEN_PERMISSIONS = [
  'admin:audit-log:export',
] as const satisfies readonly PermissionName[];
