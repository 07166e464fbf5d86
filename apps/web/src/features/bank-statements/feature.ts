import { bankStatementsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** Bank statements (REQ-BANK-1..8): import, matching by hand and batch confirmation. */
export const bankStatementsFeature = defineFeature({
  name: 'bank-statements',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'bank-statement',
      fieldsKey: 'bankStatements.fields',
      route: bankStatementsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: bankStatementsPaths.routes.list,
      page: () => import('./routes/bank-statements-page').then((m) => m.BankStatementsPage),
    },
    {
      route: bankStatementsPaths.routes.record,
      page: () => import('./routes/bank-statement-page').then((m) => m.BankStatementPage),
    },
  ],
});
