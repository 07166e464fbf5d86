import { ALL_PERMISSIONS } from '@backoffice/contract';
import type { CurrentUser } from '@backoffice/contract/auth';

/**
 * A `GET /user/me` answer for a fake server: the signed-in user and the permission set every
 * screen reads through `useCan()`. Every permission unless the test says otherwise.
 */
export function currentUser(
  permissions: readonly string[] = ALL_PERMISSIONS,
  user: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 1,
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Nowak',
    isAdmin: true,
    isSuperAdmin: false,
    userType: 'staff',
    active: true,
    ...user,
    permissions: [...permissions],
  };
}
