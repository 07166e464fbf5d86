import { defineFeature } from '../../shared/feature';

/** The audit log: every admin write, read-only. */
export const auditLogFeature = defineFeature({
  name: 'audit-log',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/audit-log', icon: 'IconHistory', title: 'menu.auditLog' }],
  routes: [
    {
      path: 'audit-log',
      permission: 'admin:audit-log:list',
      page: () => import('./routes/audit-log-page').then((m) => m.AuditLogPage),
    },
  ],
});
