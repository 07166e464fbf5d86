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
      userAgent: 'Browser (User-Agent)',
    },
    change: {
      field: 'Field',
      before: 'Before',
      after: 'After',
      noChanges: 'No fields changed.',
      showRaw: 'Show raw data',
      hideRaw: 'Hide raw data',
      openRecord: 'Open the record',
      deletedWith: 'Deleted with it',
      deletedWithCount: 'records: {{count}}',
    },
    commonFields: {
      id: 'ID',
      userId: 'User ID',
      email: 'E-mail',
      permission: 'Permission',
      createdAt: 'Created',
    },
  },
};
