import { usersPaths, type AreaRoute, type PermissionName } from '@backoffice/contract';

/**
 * Users (`/users`) and staff accounts (`/staff-accounts`) are the same screens over the same
 * endpoint: staff accounts are the admin users only (`onlyAdmin=1`, REQ-USER-1), created with
 * isAdmin fixed on. Each page takes a variant; nothing else differs.
 */
export type UserVariant = 'users' | 'staff';

export interface UserVariantConfig {
  /** The variant's list, create and record screens, as the users area declares them. */
  routes: Record<'list' | 'create' | 'record', AreaRoute<PermissionName>>;
  /** Ask the list for admin users only (`onlyAdmin=1`). */
  onlyAdmin: boolean;
  /** isAdmin is on for every new account, and cannot be switched off on create. */
  fixedAdmin: boolean;
  /** The isAdmin and userType columns and filters: constant over admin users, so not shown. */
  showAccountKind: boolean;
  /** The catalogue section with the variant's titles (`users.list.title`, `staffAccounts.list.title`). */
  texts: 'users' | 'staffAccounts';
}

export const USER_VARIANTS: Record<UserVariant, UserVariantConfig> = {
  users: {
    routes: {
      list: usersPaths.routes.list,
      create: usersPaths.routes.create,
      record: usersPaths.routes.record,
    },
    onlyAdmin: false,
    fixedAdmin: false,
    showAccountKind: true,
    texts: 'users',
  },
  staff: {
    routes: {
      list: usersPaths.routes.staffList,
      create: usersPaths.routes.staffCreate,
      record: usersPaths.routes.staffRecord,
    },
    onlyAdmin: true,
    fixedAdmin: true,
    showAccountKind: false,
    texts: 'staffAccounts',
  },
};
