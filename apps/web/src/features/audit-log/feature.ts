import { auditLogPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** The audit log: every admin write, read-only. */
export const auditLogFeature = defineFeature({
  name: 'audit-log',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  routes: [
    {
      route: auditLogPaths.routes.list,
      page: () => import('./routes/audit-log-page').then((m) => m.AuditLogPage),
    },
  ],
});
