import { AUDIT_ENTITY_TYPES, type AuditEntry, type ListQueryParams } from '@backoffice/contract';
import type { Db } from '../../core/db/database.js';
import { runList, type ListDefinition } from '../../core/list-query.js';
import { auditLog } from '../../db/schema/index.js';

const auditList: ListDefinition = {
  table: auditLog,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [auditLog.actorEmail, auditLog.action, auditLog.entityId],
    },
    {
      field: 'entityType',
      type: 'choice',
      columns: [auditLog.entityType],
      choices: AUDIT_ENTITY_TYPES.map((value) => ({ value, label: value })),
    },
    { field: 'createdAt', type: 'dateTimeRange', columns: [auditLog.createdAt] },
  ],
  sortable: {
    createdAt: auditLog.createdAt,
    action: auditLog.action,
    actorEmail: auditLog.actorEmail,
  },
  defaultOrder: [{ column: 'createdAt', direction: 'DESC' }],
  tieBreaker: auditLog.id,
};

export function list(db: Db, query: ListQueryParams) {
  return runList(db, auditList, query, async (q): Promise<AuditEntry[]> => {
    const rows = await db
      .select()
      .from(auditLog)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });
}
