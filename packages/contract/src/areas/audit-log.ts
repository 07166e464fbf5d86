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
  audit: [],
});
