import { approvalsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** Four eyes on money (REQ-APPR-3): the inbox of money actions waiting for a second person. */
export const approvalsFeature = defineFeature({
  name: 'approvals',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  routes: [
    {
      route: approvalsPaths.routes.list,
      page: () => import('./routes/approvals-page').then((m) => m.ApprovalsPage),
    },
  ],
});
