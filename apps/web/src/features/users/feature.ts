import { defineFeature } from '../../shared/feature';

/** REQ-USER-1: users and staff accounts: one feature, two variants of the same screens. */
export const usersFeature = defineFeature({
  name: 'users',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [
    { href: '/users', icon: 'IconUsers', title: 'menu.users' },
    { href: '/staff-accounts', icon: 'IconUserShield', title: 'menu.staffAccounts' },
  ],
  records: [
    {
      entityType: 'user',
      fieldsKey: 'users.fields',
      path: (id) => `/users/${id}`,
      permission: 'admin:user:get',
    },
  ],
  routes: [
    {
      path: 'users',
      permission: 'admin:user:list',
      list: () => import('./api/users-api').then((m) => m.usersApi),
      page: () => import('./routes/user-list-page').then((m) => m.UsersListPage),
    },
    {
      path: 'users/create',
      permission: 'admin:user:create',
      page: () => import('./routes/user-create-page').then((m) => m.UsersCreatePage),
    },
    {
      path: 'users/:id',
      permission: 'admin:user:get',
      page: () => import('./routes/user-edit-page').then((m) => m.UsersEditPage),
    },
    {
      path: 'staff-accounts',
      permission: 'admin:user:list',
      page: () => import('./routes/user-list-page').then((m) => m.StaffAccountsListPage),
    },
    {
      path: 'staff-accounts/create',
      permission: 'admin:user:create',
      page: () => import('./routes/user-create-page').then((m) => m.StaffAccountCreatePage),
    },
    {
      path: 'staff-accounts/:id',
      permission: 'admin:user:get',
      page: () => import('./routes/user-edit-page').then((m) => m.StaffAccountEditPage),
    },
  ],
});
