import { defineFeature } from '../../shared/feature';

/** REQ-ROLE-1. */
export const rolesFeature = defineFeature({
  name: 'roles',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/roles', icon: 'IconShieldLock', title: 'menu.roles' }],
  records: [
    {
      entityType: 'role',
      fieldsKey: 'roles.fields',
      path: (id) => `/roles/${id}/edit`,
      permission: 'admin:role:get',
    },
  ],
  routes: [
    {
      path: 'roles',
      permission: 'admin:role:list',
      list: () => import('./api/roles-api').then((m) => m.rolesApi),
      page: () => import('./routes/role-list-page').then((m) => m.RoleListPage),
    },
    {
      path: 'roles/create',
      permission: 'admin:role:create',
      page: () => import('./routes/role-create-page').then((m) => m.RoleCreatePage),
    },
    {
      path: 'roles/:id/edit',
      permission: 'admin:role:get',
      page: () => import('./routes/role-edit-page').then((m) => m.RoleEditPage),
    },
  ],
});
