import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-PAGE-1: pages of the public site with their attachments. */
export const pagesArea = defineArea({
  permissionArea: 'page',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['PAGE_SLUG_EXIST', 'PAGE_NOT_EXISTS', 'PAGE_SLUG_NOT_EXISTS', 'PAGE_NOT_ACTIVE'],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.staticPages',
      href: '/static-pages',
      icon: 'IconFiles',
      action: 'list',
    },
  ],
});
