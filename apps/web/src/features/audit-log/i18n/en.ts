import type { AuditLogCatalogue } from './pl';

export const en: AuditLogCatalogue = {
  auditLog: {
    title: 'Audit log',
    searchPlaceholder: 'E-mail, action or id…',
    notFound: 'The audit log has no entries.',
    system: 'system',
    none: 'none',
    before: 'Before',
    after: 'After',
    changedFields: 'Changed fields',
    fields: {
      createdAt: 'Time',
      actorEmail: 'Who',
      action: 'Action',
      entity: 'Record',
      entityType: 'Record type',
      ip: 'IP address',
    },
    entityTypes: {
      faq: 'FAQ',
      'menu-item': 'Menu item',
      user: 'User',
      role: 'Role',
      permission: 'Permission',
    },
  },
};
