import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-PERMISSION-1, with the access-safety rules of `docs/decisions/0002`. */
export const permissionsArea = defineArea({
  permissionArea: 'permission',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: [
    'PERMISSION_NOT_EXISTS',
    'PERMISSION_IS_IN_USE',
    'BUILT_IN_PERMISSION',
    'CANT_REMOVE_OWN_ACCESS',
    'ONLY_SUPER_ADMIN',
    'CANT_GRANT_WHAT_YOU_LACK',
    // managing an account (e-mail, deactivation, deletion) needs every permission it holds
    'CANT_MANAGE_MORE_POWERFUL_ACCOUNT',
  ],
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.permissions',
      href: '/permission',
      icon: 'IconKey',
      action: 'list',
    },
  ],
});
