import type { AuditAction, AuditEntityType } from '@backoffice/contract';
import type { DbOrTx } from './db/database.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditActor {
  id: number | null;
  email: string | null;
  ip: string | null;
}

export interface AuditEntry {
  /** one of the contract's `AUDIT_ACTIONS`, each named in pl and en on the web */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|secret|token|hash/i;

/** Keeps secrets out of the audit log: any key that looks like one is replaced. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

/** Records one admin write; call it with the same transaction as the write itself. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}
