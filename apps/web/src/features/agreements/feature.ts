import { defineFeature } from '../../shared/feature';

/** REQ-AGR-1. */
export const agreementsFeature = defineFeature({
  name: 'agreements',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/agreements', icon: 'IconCertificate', title: 'menu.agreements' }],
  records: [
    {
      entityType: 'agreement',
      fieldsKey: 'agreements.fields',
      path: (id) => `/agreements/${id}`,
      permission: 'admin:agreement:get',
    },
  ],
  routes: [
    {
      path: 'agreements',
      permission: 'admin:agreement:list',
      list: () => import('./api/agreements-api').then((m) => m.agreementsApi),
      page: () => import('./routes/agreement-list-page').then((m) => m.AgreementListPage),
    },
    {
      path: 'agreements/create',
      permission: 'admin:agreement:create',
      page: () => import('./routes/agreement-create-page').then((m) => m.AgreementCreatePage),
    },
    {
      path: 'agreements/:id',
      permission: 'admin:agreement:get',
      page: () => import('./routes/agreement-edit-page').then((m) => m.AgreementEditPage),
    },
  ],
});
