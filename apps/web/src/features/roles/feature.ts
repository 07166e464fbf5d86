import { rolesPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-ROLE-1. */
export const rolesFeature = defineFeature({
  name: 'roles',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'role',
      fieldsKey: 'roles.fields',
      route: rolesPaths.routes.record,
    },
  ],
  routes: [
    {
      route: rolesPaths.routes.list,
      list: () => import('./api/roles-api').then((m) => m.rolesApi),
      page: () => import('./routes/role-list-page').then((m) => m.RoleListPage),
    },
    {
      route: rolesPaths.routes.create,
      page: () => import('./routes/role-create-page').then((m) => m.RoleCreatePage),
    },
    {
      route: rolesPaths.routes.record,
      page: () => import('./routes/role-edit-page').then((m) => m.RoleEditPage),
    },
  ],
});
