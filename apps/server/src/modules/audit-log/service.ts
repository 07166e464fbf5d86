import { AUDIT_ENTITY_TYPES, type AuditEntry, type ListQueryParams } from '@backoffice/contract';
import type { Db } from '../../core/db/database.js';
import { dateColumn, textColumn, type ListExport } from '../../core/export.js';
import { runList, type ListDefinition, tablePageQuery } from '../../core/list-query.js';
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

/** One page of the audit log (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = tablePageQuery(auditLog, (rows) =>
  rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
);

export function list(db: Db, query: ListQueryParams) {
  return runList(db, auditList, query, (q) => listPage(db, q));
}

/**
 * `GET /api/admin/audit-log/export` (issue 19); the keys are the web list's columns. The action
 * and the record's type are the contract's codes (the web's names for them are the web's texts).
 */
export const listExport: ListExport<AuditEntry> = {
  area: 'audit-log',
  fileName: 'audit-log',
  list: auditList,
  fetchPage: listPage,
  columns: [
    dateColumn('createdAt', { pl: 'Data', en: 'Time' }, (e) => e.createdAt),
    textColumn('actorEmail', { pl: 'Kto', en: 'Who' }, (e) => e.actorEmail ?? 'system'),
    textColumn('action', { pl: 'Akcja', en: 'Action' }, (e) => e.action),
    textColumn('entity', { pl: 'Obiekt', en: 'Record' }, (e) =>
      e.entityId ? `${e.entityType} #${e.entityId}` : e.entityType,
    ),
    textColumn('ip', { pl: 'Adres IP', en: 'IP address' }, (e) => e.ip),
  ],
};
