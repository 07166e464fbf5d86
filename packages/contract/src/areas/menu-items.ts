import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-MENU-1: the public site's header and footer links (not the back-office sidebar). */
export const menuItemsArea = defineArea({
  permissionArea: 'menu',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: [
    'MENU_ITEM_NOT_EXISTS',
    'LABEL_IS_REQUIRED',
    'PARENT_OR_CODE_NAME_REQUIRED',
    'PARENT_CREATES_CYCLE',
  ],
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.menu',
      href: '/menu',
      icon: 'IconMenu2',
      action: 'list',
    },
  ],
});
