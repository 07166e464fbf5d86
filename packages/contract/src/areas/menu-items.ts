import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const menuItemsPaths = {
  api: '/admin/menu',
  routes: {
    list: { path: '/menu', permission: 'admin:menu:list' },
    create: { path: '/menu/create', permission: 'admin:menu:create' },
    record: { path: '/menu/:id', permission: 'admin:menu:get' },
  },
} as const satisfies AreaPaths;

/** REQ-MENU-1: the public site's header and footer links (not the back-office sidebar). */
export const menuItemsArea = defineArea({
  permissionArea: 'menu',
  paths: menuItemsPaths,
  label: { pl: 'Menu', en: 'Menu' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    MENU_ITEM_NOT_EXISTS: { pl: 'Pozycja menu nie istnieje.', en: 'The menu item does not exist.' },
    LABEL_IS_REQUIRED: { pl: 'Podaj etykietę.', en: 'Enter a label.' },
    PARENT_OR_CODE_NAME_REQUIRED: {
      pl: 'Wybierz element nadrzędny albo menu (nagłówek lub stopka).',
      en: 'Choose a parent item or a menu (header or footer).',
    },
    PARENT_CREATES_CYCLE: {
      pl: 'Element nie może być swoim własnym przodkiem.',
      en: 'An item cannot be its own ancestor.',
    },
  },
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.menu',
      icon: 'IconMenu2',
      route: 'list',
    },
  ],
  columns: {
    position: { header: { pl: 'Pozycja', en: 'Position' } },
    label: { header: { pl: 'Etykieta', en: 'Label' } },
    parent: { header: { pl: 'Element nadrzędny', en: 'Parent item' } },
    url: { header: { pl: 'Adres URL', en: 'URL' } },
    codeName: { header: { pl: 'Menu', en: 'Menu' } },
  },
  audit: [
    {
      entityType: 'menu-item',
      name: { pl: 'Pozycja menu', en: 'Menu item' },
      of: { pl: 'pozycji menu', en: 'menu item' },
      one: { pl: 'pozycję menu', en: 'menu item' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
