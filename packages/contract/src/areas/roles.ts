import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-ROLE-1. */
export const rolesArea = defineArea({
  permissionArea: 'role',
  actions: [
    ...CRUD_ACTIONS,
    'get-permissions',
    'add-permission',
    'remove-permission',
    'get-users',
    'add-user',
    'remove-user',
    'export',
  ],
  errors: ['ROLE_NOT_EXISTS', 'ROLE_IS_IN_USE'],
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.roles',
      href: '/roles',
      icon: 'IconShieldLock',
      action: 'list',
    },
  ],
});
