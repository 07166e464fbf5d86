import { menuItemsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-MENU-1: the public site's header and footer links. */
export const menuItemsFeature = defineFeature({
  name: 'menu-items',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'menu-item',
      fieldsKey: 'menuItems.fields',
      route: menuItemsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: menuItemsPaths.routes.list,
      page: () => import('./routes/menu-item-list-page').then((m) => m.MenuItemListPage),
    },
    {
      route: menuItemsPaths.routes.create,
      page: () => import('./routes/menu-item-create-page').then((m) => m.MenuItemCreatePage),
    },
    {
      route: menuItemsPaths.routes.record,
      page: () => import('./routes/menu-item-edit-page').then((m) => m.MenuItemEditPage),
    },
  ],
});
