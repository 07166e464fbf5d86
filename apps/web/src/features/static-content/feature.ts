import { staticContentPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-STATIC-1: the tree's pages and the element editor. */
export const staticContentFeature = defineFeature({
  name: 'static-content',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'static-content',
      fieldsKey: 'staticContent.fields',
      route: staticContentPaths.routes.record,
    },
  ],
  routes: [
    {
      route: staticContentPaths.routes.list,
      page: () => import('./routes/static-content-page').then((m) => m.StaticContentRootPage),
    },
    {
      route: staticContentPaths.routes.children,
      page: () => import('./routes/static-content-page').then((m) => m.StaticContentParentPage),
    },
    {
      route: staticContentPaths.routes.record,
      page: () => import('./routes/static-content-element-page').then((m) => m.ElementPage),
    },
  ],
});
