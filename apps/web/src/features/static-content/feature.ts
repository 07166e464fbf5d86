import { defineFeature } from '../../shared/feature';

/** REQ-STATIC-1: the tree's pages and the element editor. */
export const staticContentFeature = defineFeature({
  name: 'static-content',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/static-content', icon: 'IconFiles', title: 'menu.staticContent' }],
  records: [
    {
      entityType: 'static-content',
      fieldsKey: 'staticContent.fields',
      path: (id) => `/static-content/element/${id}`,
      permission: 'admin:static-content:get',
    },
  ],
  routes: [
    {
      path: 'static-content',
      permission: 'admin:static-content:list',
      page: () => import('./routes/static-content-page').then((m) => m.StaticContentRootPage),
    },
    {
      path: 'static-content/:parentId',
      permission: 'admin:static-content:list',
      page: () => import('./routes/static-content-page').then((m) => m.StaticContentParentPage),
    },
    {
      path: 'static-content/element/:elementId',
      permission: 'admin:static-content:get',
      page: () => import('./routes/static-content-element-page').then((m) => m.ElementPage),
    },
  ],
});
