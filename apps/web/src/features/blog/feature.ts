import { defineFeature } from '../../shared/feature';

/** REQ-BLOG-1: posts and tags, two tabs of one screen. */
export const blogFeature = defineFeature({
  name: 'blog',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [
    { href: '/blog', icon: 'IconNews', title: 'menu.blog' },
    { href: '/blog/tags', icon: 'IconTags', title: 'menu.blogTags' },
  ],
  records: [
    {
      entityType: 'blog-post',
      fieldsKey: 'blog.fields',
      path: (id) => `/blog/${id}`,
      permission: 'admin:blog:get',
    },
    {
      entityType: 'blog-tag',
      fieldsKey: 'blog.tagFields',
      path: (id) => `/blog/tags/${id}`,
      permission: 'admin:tags:get',
    },
  ],
  routes: [
    {
      path: 'blog',
      permission: 'admin:blog:list',
      list: () => import('./api/blog-api').then((m) => m.postsApi),
      page: () => import('./routes/post-list-page').then((m) => m.PostListPage),
    },
    {
      path: 'blog/create',
      permission: 'admin:blog:create',
      page: () => import('./routes/post-create-page').then((m) => m.PostCreatePage),
    },
    {
      path: 'blog/:id',
      permission: 'admin:blog:get',
      page: () => import('./routes/post-edit-page').then((m) => m.PostEditPage),
    },
    {
      path: 'blog/tags',
      permission: 'admin:tags:list',
      list: () => import('./api/blog-api').then((m) => m.tagsApi),
      page: () => import('./routes/tag-list-page').then((m) => m.TagListPage),
    },
    {
      path: 'blog/tags/create',
      permission: 'admin:tags:create',
      page: () => import('./routes/tag-create-page').then((m) => m.TagCreatePage),
    },
    {
      path: 'blog/tags/:id',
      permission: 'admin:tags:get',
      page: () => import('./routes/tag-edit-page').then((m) => m.TagEditPage),
    },
  ],
});
