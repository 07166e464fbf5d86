import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-BLOG-1, REQ-BLOG-2: the posts (the Tags tab is the `tags` area). */
export const blogArea = defineArea({
  permissionArea: 'blog',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['SLUG_NOT_UNIQUE', 'POST_NOT_EXISTS'],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.blog',
      href: '/blog',
      icon: 'IconNews',
      action: 'list',
    },
  ],
});
