import { defineArea } from '../area.js';

/** The audit log the product adds: read-only, every admin write lands here. */
export const auditLogArea = defineArea({
  permissionArea: 'audit-log',
  label: { pl: 'Dziennik zmian', en: 'Audit log' },
  actions: ['list', 'export'],
  errors: {},
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.auditLog',
      href: '/audit-log',
      icon: 'IconHistory',
      action: 'list',
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
