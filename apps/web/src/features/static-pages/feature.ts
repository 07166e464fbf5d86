import { pagesPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-PAGE-1. */
export const staticPagesFeature = defineFeature({
  name: 'static-pages',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'page',
      fieldsKey: 'staticPages.fields',
      route: pagesPaths.routes.record,
    },
  ],
  routes: [
    {
      route: pagesPaths.routes.list,
      list: () => import('./api/pages-api').then((m) => m.pagesApi),
      page: () => import('./routes/page-list-page').then((m) => m.PageListPage),
    },
    {
      route: pagesPaths.routes.create,
      page: () => import('./routes/page-create-page').then((m) => m.PageCreatePage),
    },
    {
      route: pagesPaths.routes.record,
      page: () => import('./routes/page-edit-page').then((m) => m.PageEditPage),
    },
  ],
});
