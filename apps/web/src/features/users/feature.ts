import { usersPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-USER-1: users and staff accounts: one feature, two variants of the same screens. */
export const usersFeature = defineFeature({
  name: 'users',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'user',
      fieldsKey: 'users.fields',
      route: usersPaths.routes.record,
    },
  ],
  routes: [
    {
      route: usersPaths.routes.list,
      list: () => import('./api/users-api').then((m) => m.usersApi),
      page: () => import('./routes/user-list-page').then((m) => m.UsersListPage),
    },
    {
      route: usersPaths.routes.create,
      page: () => import('./routes/user-create-page').then((m) => m.UsersCreatePage),
    },
    {
      route: usersPaths.routes.record,
      page: () => import('./routes/user-edit-page').then((m) => m.UsersEditPage),
    },
    {
      route: usersPaths.routes.staffList,
      page: () => import('./routes/user-list-page').then((m) => m.StaffAccountsListPage),
    },
    {
      route: usersPaths.routes.staffCreate,
      page: () => import('./routes/user-create-page').then((m) => m.StaffAccountCreatePage),
    },
    {
      route: usersPaths.routes.staffRecord,
      page: () => import('./routes/user-edit-page').then((m) => m.StaffAccountEditPage),
    },
  ],
});
