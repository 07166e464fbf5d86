import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-USER-1: users and staff accounts: one area, two lists. */
export const usersArea = defineArea({
  permissionArea: 'user',
  actions: [
    ...CRUD_ACTIONS,
    'get-personal-permissions',
    'add-personal-permission',
    'remove-personal-permission',
    'get-roles',
    'get-agreements',
    'export',
  ],
  errors: [
    'FIRST_NAME_IS_EMPTY',
    'LAST_NAME_IS_EMPTY',
    'USER_NOT_EXISTS',
    'USER_ALREADY_DELETED',
    'USER_IS_DELETED',
    'NOT_UNIQUE_USER',
    'EMAIL_EXISTS',
    'EMAIL_TAKEN',
    'CANT_DELETE_YOURSELF',
    'BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG',
    'COUNTRY_NOT_FOUND',
    // REQ-USER-7, REQ-USER-10: investor data formats, and admin permissions kept to admin users
    'PHONE_NUMBER_INVALID_FORMAT',
    'ZIP_CODE_INVALID_FORMAT',
    'ZIP_CODE_POLISH_FORMAT',
    'ADMIN_PERMISSION_NEEDS_ADMIN_USER',
  ],
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.users',
      href: '/users',
      icon: 'IconUsers',
      action: 'list',
    },
    {
      section: 'menu.section.users',
      title: 'menu.staffAccounts',
      href: '/staff-accounts',
      icon: 'IconUserShield',
      action: 'list',
    },
  ],
});
