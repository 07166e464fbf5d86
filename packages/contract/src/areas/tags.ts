import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const tagsPaths = {
  api: '/admin/tags',
  routes: {
    list: { path: '/blog/tags', permission: 'admin:tags:list' },
    create: { path: '/blog/tags/create', permission: 'admin:tags:create' },
    record: { path: '/blog/tags/:id', permission: 'admin:tags:get' },
  },
} as const satisfies AreaPaths;

/** REQ-BLOG-4: the posts' tags, the blog screen's second tab. */
export const tagsArea = defineArea({
  permissionArea: 'tags',
  paths: tagsPaths,
  label: { pl: 'Tagi', en: 'Tags' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    TAG_NOT_EXISTS: { pl: 'Tag nie istnieje.', en: 'The tag does not exist.' },
    TAG_HAS_NO_PAGES: { pl: 'Tag nie ma przypisanych stron.', en: 'The tag has no pages.' },
  },
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.blogTags',
      icon: 'IconTags',
      route: 'list',
    },
  ],
  columns: {
    namePl: { header: { pl: 'Nazwa polska', en: 'Polish name' } },
    nameEn: { header: { pl: 'Nazwa angielska', en: 'English name' } },
    postCount: { header: { pl: 'Wpisy', en: 'Posts' } },
  },
  audit: [
    {
      entityType: 'blog-tag',
      name: { pl: 'Tag bloga', en: 'Blog tag' },
      of: { pl: 'tagu bloga', en: 'blog tag' },
      one: { pl: 'tag', en: 'tag' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
