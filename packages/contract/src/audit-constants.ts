// Zod-free, so the screens that only need these names (the delete toast's undo, the lists) do
// not load zod (docs/performance.md).

import type { AreaText, AuditRecordDefinition, AuditWrite } from './area.js';
import { AREA_AUDIT_RECORDS, type AreaAuditAction, type AreaAuditEntityType } from './catalogue.js';

/**
 * Audit records no area owns: a list exported to a spreadsheet (entityId is the area, `after`
 * the format, filters, order and columns).
 */
const CORE_AUDIT_RECORDS = [
  {
    entityType: 'list',
    name: { pl: 'Lista', en: 'List' },
    of: { pl: 'listy', en: 'list' },
    writes: [],
    actions: { export: { pl: 'Eksport listy', en: 'List exported' } },
  },
] as const satisfies readonly AuditRecordDefinition[];

/** Every kind of record the audit log names: the areas' (`AREAS`' `audit`) and the core's. */
export const AUDIT_RECORDS: readonly AuditRecordDefinition[] = [
  ...AREA_AUDIT_RECORDS,
  ...CORE_AUDIT_RECORDS,
];

/** The kinds of record the audit log names (`entityType`). */
export const AUDIT_ENTITY_TYPES = AUDIT_RECORDS.map(
  (record) => record.entityType,
) as readonly AuditEntityType[];
export type AuditEntityType =
  AreaAuditEntityType | (typeof CORE_AUDIT_RECORDS)[number]['entityType'];

/**
 * Every action code the server writes to the audit log, from the records above. The server's
 * `recordAudit` accepts only these, and each has a name in pl and en (`auditActionName`): an
 * area declares a new action with its name, or it is not an action.
 */
export const AUDIT_ACTIONS = AUDIT_RECORDS.flatMap((record) => [
  ...record.writes.map((write) => `${record.entityType}.${write}`),
  ...Object.keys(record.actions ?? {}).map((action) => `${record.entityType}.${action}`),
]) as readonly AuditAction[];
export type AuditAction = AreaAuditAction | 'list.export';

/** The shared verbs of the audited writes; `{{of}}` is the record's `of` in that language. */
const AUDIT_WRITE_NAMES: Record<AuditWrite, AreaText> = {
  create: { pl: 'Dodanie {{of}}', en: '{{of}} created' },
  update: { pl: 'Edycja {{of}}', en: '{{of}} edited' },
  delete: { pl: 'Usunięcie {{of}}', en: '{{of}} deleted' },
  restore: { pl: 'Cofnięcie usunięcia {{of}}', en: '{{of}} delete undone' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An audited action's name in both languages ("Edycja pytania FAQ" / "FAQ entry edited"). */
export function auditActionName(action: AuditAction): AreaText {
  const record = AUDIT_RECORDS.find((r) => action.startsWith(`${r.entityType}.`));
  const rest = record ? action.slice(record.entityType.length + 1) : '';
  const own = record?.actions?.[rest];
  if (own) return own;
  const write = AUDIT_WRITE_NAMES[rest as AuditWrite] as AreaText | undefined;
  if (!record || !write) return { pl: action, en: action };
  return {
    pl: capitalised(write.pl.replace('{{of}}', record.of.pl)),
    en: capitalised(write.en.replace('{{of}}', record.of.en)),
  };
}

/** The name of a kind of record, in both languages ("Pytanie FAQ" / "FAQ entry"). */
export function auditEntityName(entityType: AuditEntityType): AreaText {
  return (
    AUDIT_RECORDS.find((record) => record.entityType === entityType)?.name ?? {
      pl: entityType,
      en: entityType,
    }
  );
}

/** An entity type with all three audited CRUD writes. */
export type CrudAuditEntityType = {
  [E in AuditEntityType]: `${E}.${'create' | 'update' | 'delete'}` extends AuditAction ? E : never;
}[AuditEntityType];
/** An entity type whose deletes can be undone (`${type}.restore` is an action). */
export type RestorableEntityType = {
  [E in AuditEntityType]: `${E}.restore` extends AuditAction ? E : never;
}[AuditEntityType];

/** How long the toast offers "Undo" after a delete. */
export const UNDO_WINDOW_MS = 10_000;
/**
 * How long the server accepts the undo: generously longer than the toast, so a slow network
 * or a busy server never refuses an undo the user clicked in time.
 */
export const RESTORE_WINDOW_MS = 10 * 60_000;

/**
 * The key under which a delete's audit snapshot lists the records that went with it (a menu
 * item's children and their children), each as its own record.
 */
export const DELETED_WITH_KEY = 'deletedWith';
/**
 * The key under which a delete's audit snapshot keeps the stored rows an undo puts back (the
 * record's and those its delete cascades to, in the database's own text form): the server's
 * `withRestoreRows`. The audit screen leaves it out of the field-by-field change.
 */
export const RESTORE_ROWS_KEY = 'restoreRows';
