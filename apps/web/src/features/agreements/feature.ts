import { agreementsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-AGR-1. */
export const agreementsFeature = defineFeature({
  name: 'agreements',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'agreement',
      fieldsKey: 'agreements.fields',
      route: agreementsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: agreementsPaths.routes.list,
      list: () => import('./api/agreements-api').then((m) => m.agreementsApi),
      page: () => import('./routes/agreement-list-page').then((m) => m.AgreementListPage),
    },
    {
      route: agreementsPaths.routes.create,
      page: () => import('./routes/agreement-create-page').then((m) => m.AgreementCreatePage),
    },
    {
      route: agreementsPaths.routes.record,
      page: () => import('./routes/agreement-edit-page').then((m) => m.AgreementEditPage),
    },
  ],
});
