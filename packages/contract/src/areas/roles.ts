import { CRUD_ACTIONS, defineArea, type AreaPaths } from '../area.js';

export const rolesPaths = {
  api: '/admin/role',
  routes: {
    list: { path: '/roles', permission: 'admin:role:list' },
    create: { path: '/roles/create', permission: 'admin:role:create' },
    record: { path: '/roles/:id/edit', permission: 'admin:role:get' },
  },
} as const satisfies AreaPaths;

/** REQ-ROLE-1. */
export const rolesArea = defineArea({
  permissionArea: 'role',
  paths: rolesPaths,
  label: { pl: 'Role', en: 'Roles' },
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
  errors: {
    ROLE_NOT_EXISTS: { pl: 'Rola nie istnieje.', en: 'The role does not exist.' },
    ROLE_IS_IN_USE: {
      pl: 'Rola jest w użyciu: mają ją użytkownicy. Najpierw odbierz ją wszystkim użytkownikom.',
      en: 'The role is in use: users hold it. Take it from every user first.',
    },
  },
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.roles',
      icon: 'IconShieldLock',
      route: 'list',
    },
  ],
  columns: {
    id: { header: { pl: 'ID', en: 'ID' } },
    name: { header: { pl: 'Nazwa', en: 'Name' } },
  },
  audit: [
    {
      entityType: 'role',
      name: { pl: 'Rola', en: 'Role' },
      of: { pl: 'roli', en: 'role' },
      one: { pl: 'rolę', en: 'role' },
      writes: ['create', 'update', 'delete'],
      actions: {
        'user.add': { pl: 'Dodanie użytkownika do roli', en: 'User added to a role' },
        'user.remove': { pl: 'Usunięcie użytkownika z roli', en: 'User removed from a role' },
        'permission.add': { pl: 'Nadanie uprawnienia roli', en: 'Permission granted to a role' },
        'permission.remove': {
          pl: 'Odebranie uprawnienia roli',
          en: 'Permission taken from a role',
        },
      },
    },
  ],
});
