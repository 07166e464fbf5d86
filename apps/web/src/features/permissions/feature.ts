import { defineFeature } from '../../shared/feature';

/** REQ-PERMISSION-1. */
export const permissionsFeature = defineFeature({
  name: 'permissions',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/permission', icon: 'IconKey', title: 'menu.permissions' }],
  records: [
    {
      entityType: 'permission',
      fieldsKey: 'permissions.fields',
      path: (id) => `/permission/${id}`,
      permission: 'admin:permission:get',
    },
  ],
  routes: [
    {
      path: 'permission',
      permission: 'admin:permission:list',
      list: () => import('./api/permissions-api').then((m) => m.permissionsApi),
      page: () => import('./routes/permission-list-page').then((m) => m.PermissionListPage),
    },
    {
      path: 'permission/create',
      permission: 'admin:permission:create',
      page: () => import('./routes/permission-create-page').then((m) => m.PermissionCreatePage),
    },
    {
      path: 'permission/:id',
      permission: 'admin:permission:get',
      page: () => import('./routes/permission-edit-page').then((m) => m.PermissionEditPage),
    },
  ],
});
