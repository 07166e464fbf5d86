import {
  AUDIT_ENTITY_TYPES,
  type AuditEntry,
  auditLogArea,
  type ListQueryParams,
  RESTORE_ROWS_KEY,
} from '@backoffice/contract';
import type { Db } from '../../core/db/database.js';
import { dateCell, exportColumns, type ListExport, textCell } from '../../core/export.js';
import { runList, type ListDefinition, tablePageQuery } from '../../core/list-query/index.js';
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
  rows.map((row) => ({
    ...row,
    before: withoutStoredRows(row.before),
    createdAt: row.createdAt.toISOString(),
  })),
);

/**
 * A delete's snapshot as staff read it: the stored rows an undo needs (`RESTORE_ROWS_KEY`, the
 * database's text form, a series' encrypted secrets among them) stay in the database.
 */
function withoutStoredRows(before: unknown): unknown {
  if (typeof before !== 'object' || before === null || !(RESTORE_ROWS_KEY in before)) {
    return before;
  }
  const { [RESTORE_ROWS_KEY]: _rows, ...shown } = before as Record<string, unknown>;
  return shown;
}

export function list(db: Db, query: ListQueryParams) {
  return runList(db, auditList, query, (q) => listPage(db, q));
}

/**
 * `GET /api/admin/audit-log/export` (REQ-EXPORT-1): the area's columns, with their cells. The action
 * and the record's type are the contract's codes (the web's names for them are the web's texts).
 */
export const listExport: ListExport<AuditEntry> = {
  area: 'audit-log',
  fileName: 'audit-log',
  list: auditList,
  fetchPage: listPage,
  columns: exportColumns(auditLogArea, {
    createdAt: dateCell((e) => e.createdAt),
    actorEmail: textCell((e) => e.actorEmail ?? 'system'),
    action: textCell((e) => e.action),
    entity: textCell((e) => (e.entityId ? `${e.entityType} #${e.entityId}` : e.entityType)),
    ip: textCell((e) => e.ip),
  }),
};
