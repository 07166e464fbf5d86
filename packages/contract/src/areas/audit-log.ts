import { defineArea, type AreaPaths } from '../area.js';

export const auditLogPaths = {
  api: '/admin/audit-log',
  routes: {
    list: { path: '/audit-log', permission: 'admin:audit-log:list' },
  },
} as const satisfies AreaPaths;

/** The audit log the product adds: read-only, every admin write lands here. */
export const auditLogArea = defineArea({
  permissionArea: 'audit-log',
  paths: auditLogPaths,
  label: { pl: 'Dziennik zmian', en: 'Audit log' },
  actions: ['list', 'export'],
  errors: {},
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.auditLog',
      icon: 'IconHistory',
      route: 'list',
    },
  ],
  columns: {
    createdAt: { header: { pl: 'Data', en: 'Time' } },
    actorEmail: { header: { pl: 'Kto', en: 'Who' } },
    action: { header: { pl: 'Akcja', en: 'Action' } },
    entity: { header: { pl: 'Obiekt', en: 'Record' } },
    ip: { header: { pl: 'Adres IP', en: 'IP address' } },
  },
  audit: [],
});
