import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-BLOG-4: the posts' tags, the blog screen's second tab. */
export const tagsArea = defineArea({
  permissionArea: 'tags',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['TAG_NOT_EXISTS', 'TAG_HAS_NO_PAGES'],
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.blogTags',
      href: '/blog/tags',
      icon: 'IconTags',
      action: 'list',
    },
  ],
});
