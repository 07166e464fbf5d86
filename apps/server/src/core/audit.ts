import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntityType } from '@backoffice/contract';
import type { DbOrTx } from './db/database.js';
import { auditLog } from '../db/schema/index.js';
import { preparedStatement, value } from './db/prepared.js';

export interface AuditActor {
  id: number | null;
  email: string | null;
  ip: string | null;
  /** the request's User-Agent (sign-in history, REQ-AUDIT-3); absent for the system */
  userAgent?: string | null;
}

/** What the audit log keeps of a User-Agent header: enough to tell browsers apart. */
export function auditUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
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

type AuditRow = typeof auditLog.$inferInsert;

/** What `auditRow` sets, each column of an entry the actor and the entry give. */
const AUDIT_ROW_COLUMNS = [
  'actorId',
  'actorEmail',
  'ip',
  'userAgent',
  'action',
  'entityType',
  'entityId',
  'before',
  'after',
] as const satisfies readonly (keyof AuditRow)[];

/** Transactions whose audit entries are held and written together at their end (`auditedTogether`). */
const held = new WeakMap<DbOrTx, AuditRow[]>();

function auditRow(
  actor: AuditActor,
  entry: AuditEntry,
): Required<Pick<AuditRow, (typeof AUDIT_ROW_COLUMNS)[number]>> {
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    userAgent: actor.userAgent ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  };
}

/** Records one admin write; call it with the same transaction as the write itself. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const row = auditRow(actor, entry);
  const queue = held.get(tx);
  if (queue) queue.push(row);
  else await tx.insert(auditLog).values(row);
}

/**
 * Runs `work` in the transaction `tx` with its audit entries written in one insert when it ends,
 * still inside the transaction (so they commit or roll back with the writes), in the order they
 * were recorded. For a path that repeats a small transaction thousands of times (a bank
 * statement's batch), where each audit entry's own round trip is a tenth of the work
 * (docs/performance.md, bench:reconcile). Nothing in `work` may read its own entries back.
 */
export async function auditedTogether<T>(tx: DbOrTx, work: () => Promise<T>): Promise<T> {
  const queue: AuditRow[] = [];
  held.set(tx, queue);
  try {
    const result = await work();
    if (queue.length > 0) {
      const values: Record<string, unknown> = {};
      queue.forEach((row, index) => {
        for (const column of AUDIT_ROW_COLUMNS) {
          const given = row[column] ?? null;
          // jsonb as its text, and SQL NULL as null
          values[`${column}${index}`] =
            given !== null && (column === 'before' || column === 'after')
              ? JSON.stringify(given)
              : given;
        }
      });
      await insertTogether(queue.length)(tx, values);
    }
    return result;
  } finally {
    held.delete(tx);
  }
}

/** The insert of `count` audit entries, prepared once for each count (core/db/prepared.ts). */
const insertsTogether = new Map<number, ReturnType<typeof preparedStatement>>();
function insertTogether(count: number) {
  let statement = insertsTogether.get(count);
  if (!statement) {
    statement = preparedStatement(`audit-insert-${count}`, (tx) =>
      tx.insert(auditLog).values(
        Array.from({ length: count }, (_, index) => {
          const row: Record<string, SQL> = {};
          for (const column of AUDIT_ROW_COLUMNS) row[column] = value(`${column}${index}`);
          return row as unknown as AuditRow;
        }),
      ),
    );
    insertsTogether.set(count, statement);
  }
  return statement;
}

/**
 * A read of personal data, recorded in the read's own statement: a data-modifying CTE that
 * appends one audit entry for the row `from` finds (its id as the entity id), to be put in
 * front of the read (`db.with(cte).select()…from(table).where(same condition)`). PostgreSQL
 * runs it once whether or not the read uses it, so the record costs no round trip of its own,
 * and a missing row (a 404) records nothing. docs/architecture.md, "Reads of personal data".
 */
export function recordReadCte(
  db: DbOrTx,
  actor: AuditActor,
  entry: { action: AuditAction; entityType: AuditEntityType },
  from: { table: PgTable; id: PgColumn; where: SQL | undefined },
) {
  return db.$with('personal_data_read', { id: sql<number>`id` }).as(
    sql`insert into ${auditLog} (actor_id, actor_email, ip, user_agent, action, entity_type, entity_id)
      select ${actor.id}::integer, ${actor.email}::text, ${actor.ip}::text,
        ${actor.userAgent ?? null}::text, ${entry.action}::text, ${entry.entityType}::text,
        ${from.id}::text
      from ${from.table} where ${from.where} returning id`,
  );
}
