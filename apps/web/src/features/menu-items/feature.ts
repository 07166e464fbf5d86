import { defineFeature } from '../../shared/feature';

/** REQ-MENU-1: the public site's header and footer links. */
export const menuItemsFeature = defineFeature({
  name: 'menu-items',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/menu', icon: 'IconMenu2', title: 'menu.menu' }],
  records: [
    {
      entityType: 'menu-item',
      fieldsKey: 'menuItems.fields',
      path: (id) => `/menu/${id}`,
      permission: 'admin:menu:get',
    },
  ],
  routes: [
    {
      path: 'menu',
      permission: 'admin:menu:list',
      page: () => import('./routes/menu-item-list-page').then((m) => m.MenuItemListPage),
    },
    {
      path: 'menu/create',
      permission: 'admin:menu:create',
      page: () => import('./routes/menu-item-create-page').then((m) => m.MenuItemCreatePage),
    },
    {
      path: 'menu/:id',
      permission: 'admin:menu:get',
      page: () => import('./routes/menu-item-edit-page').then((m) => m.MenuItemEditPage),
    },
  ],
});
