import { permissionsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-PERMISSION-1. */
export const permissionsFeature = defineFeature({
  name: 'permissions',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'permission',
      fieldsKey: 'permissions.fields',
      route: permissionsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: permissionsPaths.routes.list,
      list: () => import('./api/permissions-api').then((m) => m.permissionsApi),
      page: () => import('./routes/permission-list-page').then((m) => m.PermissionListPage),
    },
    {
      route: permissionsPaths.routes.create,
      page: () => import('./routes/permission-create-page').then((m) => m.PermissionCreatePage),
    },
    {
      route: permissionsPaths.routes.record,
      page: () => import('./routes/permission-edit-page').then((m) => m.PermissionEditPage),
    },
  ],
});
