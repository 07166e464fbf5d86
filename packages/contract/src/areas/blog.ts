import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const blogPaths = {
  api: '/admin/blog',
  routes: {
    list: { path: '/blog', permission: 'admin:blog:list' },
    create: { path: '/blog/create', permission: 'admin:blog:create' },
    record: { path: '/blog/:id', permission: 'admin:blog:get' },
  },
} as const satisfies AreaPaths;

/** REQ-BLOG-1, REQ-BLOG-2: the posts (the Tags tab is the `tags` area). */
export const blogArea = defineArea({
  permissionArea: 'blog',
  paths: blogPaths,
  label: { pl: 'Blog', en: 'Blog' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    SLUG_NOT_UNIQUE: { pl: 'Taki slug już istnieje.', en: 'This slug is already taken.' },
    POST_NOT_EXISTS: { pl: 'Wpis nie istnieje.', en: 'The post does not exist.' },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.blog',
      icon: 'IconNews',
      route: 'list',
    },
  ],
  columns: {
    thumbnail: { header: { pl: 'Miniatura', en: 'Thumbnail' } },
    title: { header: { pl: 'Tytuł', en: 'Title' } },
    slug: { header: { pl: 'Slug', en: 'Slug' } },
    publishedAt: { header: { pl: 'Data publikacji', en: 'Published at' } },
    position: { header: { pl: 'Pozycja', en: 'Position' } },
    isVisible: { header: { pl: 'Widoczny', en: 'Visible' } },
  },
  audit: [
    {
      entityType: 'blog-post',
      name: { pl: 'Wpis na blogu', en: 'Blog post' },
      of: { pl: 'wpisu na blogu', en: 'blog post' },
      one: { pl: 'wpis', en: 'post' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
