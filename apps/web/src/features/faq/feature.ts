import { defineFeature } from '../../shared/feature';

/** REQ-FAQ-1. */
export const faqFeature = defineFeature({
  name: 'faq',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/faq', icon: 'IconHelp', title: 'menu.faq' }],
  records: [
    {
      entityType: 'faq',
      fieldsKey: 'faq.fields',
      path: (id) => `/faq/${id}`,
      permission: 'admin:faq:get',
    },
  ],
  routes: [
    {
      path: 'faq',
      permission: 'admin:faq:list',
      list: () => import('./api/faq-api').then((m) => m.faqApi),
      page: () => import('./routes/faq-list-page').then((m) => m.FaqListPage),
    },
    {
      path: 'faq/create',
      permission: 'admin:faq:create',
      page: () => import('./routes/faq-create-page').then((m) => m.FaqCreatePage),
    },
    {
      path: 'faq/:id',
      permission: 'admin:faq:get',
      page: () => import('./routes/faq-edit-page').then((m) => m.FaqEditPage),
    },
  ],
});
