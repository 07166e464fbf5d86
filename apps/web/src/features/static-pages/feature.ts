import { defineFeature } from '../../shared/feature';

/** REQ-PAGE-1. */
export const staticPagesFeature = defineFeature({
  name: 'static-pages',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/static-pages', icon: 'IconFiles', title: 'menu.staticPages' }],
  records: [
    {
      entityType: 'page',
      fieldsKey: 'staticPages.fields',
      path: (id) => `/static-pages/${id}`,
      permission: 'admin:page:get',
    },
  ],
  routes: [
    {
      path: 'static-pages',
      permission: 'admin:page:list',
      list: () => import('./api/pages-api').then((m) => m.pagesApi),
      page: () => import('./routes/page-list-page').then((m) => m.PageListPage),
    },
    {
      path: 'static-pages/create',
      permission: 'admin:page:create',
      page: () => import('./routes/page-create-page').then((m) => m.PageCreatePage),
    },
    {
      path: 'static-pages/:id',
      permission: 'admin:page:get',
      page: () => import('./routes/page-edit-page').then((m) => m.PageEditPage),
    },
  ],
});
