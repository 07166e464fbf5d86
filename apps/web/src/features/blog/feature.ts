import { blogPaths, tagsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-BLOG-1: posts and tags, two tabs of one screen. */
export const blogFeature = defineFeature({
  name: 'blog',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'blog-post',
      fieldsKey: 'blog.fields',
      route: blogPaths.routes.record,
    },
    {
      entityType: 'blog-tag',
      fieldsKey: 'blog.tagFields',
      route: tagsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: blogPaths.routes.list,
      list: () => import('./api/blog-api').then((m) => m.postsApi),
      page: () => import('./routes/post-list-page').then((m) => m.PostListPage),
    },
    {
      route: blogPaths.routes.create,
      page: () => import('./routes/post-create-page').then((m) => m.PostCreatePage),
    },
    {
      route: blogPaths.routes.record,
      page: () => import('./routes/post-edit-page').then((m) => m.PostEditPage),
    },
    {
      route: tagsPaths.routes.list,
      list: () => import('./api/blog-api').then((m) => m.tagsApi),
      page: () => import('./routes/tag-list-page').then((m) => m.TagListPage),
    },
    {
      route: tagsPaths.routes.create,
      page: () => import('./routes/tag-create-page').then((m) => m.TagCreatePage),
    },
    {
      route: tagsPaths.routes.record,
      page: () => import('./routes/tag-edit-page').then((m) => m.TagEditPage),
    },
  ],
});
