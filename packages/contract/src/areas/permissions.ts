import { CRUD_ACTIONS, defineArea, type AreaPaths } from '../area.js';

export const permissionsPaths = {
  api: '/admin/permission',
  routes: {
    list: { path: '/permission', permission: 'admin:permission:list' },
    create: { path: '/permission/create', permission: 'admin:permission:create' },
    record: { path: '/permission/:id', permission: 'admin:permission:get' },
  },
} as const satisfies AreaPaths;

/** REQ-PERMISSION-1, with the access-safety rules of `docs/decisions/0002`. */
export const permissionsArea = defineArea({
  permissionArea: 'permission',
  paths: permissionsPaths,
  label: { pl: 'Uprawnienia', en: 'Permissions' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    PERMISSION_NOT_EXISTS: {
      pl: 'Uprawnienie nie istnieje.',
      en: 'The permission does not exist.',
    },
    PERMISSION_IS_IN_USE: {
      pl: 'Uprawnienie jest w użyciu: mają je role lub użytkownicy. Najpierw im je odbierz.',
      en: 'The permission is in use: roles or users hold it. Take it from them first.',
    },
    BUILT_IN_PERMISSION: {
      pl: 'Wbudowanego uprawnienia nie można zmienić ani usunąć.',
      en: 'A built-in permission cannot be changed or deleted.',
    },
    CANT_REMOVE_OWN_ACCESS: {
      pl: 'Nie możesz odebrać dostępu samemu sobie (ani dezaktywować czy zdegradować własnego konta).',
      en: 'You cannot remove your own access (nor deactivate or demote your own account).',
    },
    ONLY_SUPER_ADMIN: {
      pl: 'Tylko superadministrator może to zrobić.',
      en: 'Only a super admin can do this.',
    },
    CANT_GRANT_WHAT_YOU_LACK: {
      pl: 'Nie możesz nadać uprawnienia, którego sam nie masz.',
      en: 'You cannot grant a permission you do not have.',
    },
    // managing an account (e-mail, deactivation, deletion) needs every permission it holds
    CANT_MANAGE_MORE_POWERFUL_ACCOUNT: {
      pl: 'To konto ma uprawnienia, których Ty nie masz: nie możesz zmienić jego e-maila, dezaktywować go, usunąć ani kończyć jego sesji.',
      en: 'This account holds permissions you do not: you cannot change its e-mail, deactivate or delete it, or end its sessions.',
    },
  },
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.permissions',
      icon: 'IconKey',
      route: 'list',
    },
  ],
  columns: {
    name: { header: { pl: 'Nazwa', en: 'Name' } },
    description: { header: { pl: 'Opis', en: 'Description' } },
  },
  audit: [
    {
      entityType: 'permission',
      name: { pl: 'Uprawnienie', en: 'Permission' },
      of: { pl: 'uprawnienia', en: 'permission' },
      one: { pl: 'uprawnienie', en: 'permission' },
      writes: ['create', 'update', 'delete'],
    },
  ],
});
