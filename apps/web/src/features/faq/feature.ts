import { faqPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-FAQ-1. */
export const faqFeature = defineFeature({
  name: 'faq',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'faq',
      fieldsKey: 'faq.fields',
      route: faqPaths.routes.record,
    },
  ],
  routes: [
    {
      route: faqPaths.routes.list,
      list: () => import('./api/faq-api').then((m) => m.faqApi),
      page: () => import('./routes/faq-list-page').then((m) => m.FaqListPage),
    },
    {
      route: faqPaths.routes.create,
      page: () => import('./routes/faq-create-page').then((m) => m.FaqCreatePage),
    },
    {
      route: faqPaths.routes.record,
      page: () => import('./routes/faq-edit-page').then((m) => m.FaqEditPage),
    },
  ],
});
