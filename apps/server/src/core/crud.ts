import { SQL, and, desc, eq, inArray, is, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  DELETED_WITH_KEY,
  RESTORE_ROWS_KEY,
  RESTORE_WINDOW_MS,
  type AuditAction,
  type AuditEntityType,
  type CrudAuditEntityType,
  type ErrorCode,
  type RestorableEntityType,
  type StaleWriteConflict,
} from '@backoffice/contract';
import { auditLog, users } from '../db/schema/index.js';
import type { Db, DbOrTx } from './db/database.js';
import { inTransaction } from './db/transaction.js';
import { AppError, conflict, notFound } from './errors.js';
import { auditUserAgent, recordAudit, type AuditActor, type AuditEntry } from './audit.js';
import { captureRows, insertCapturedRows, isCapturedRows } from './restore-rows.js';

/** The table shape the CRUD helpers need: an id, an optimistic-concurrency version, updatedAt. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** The signed-in admin behind a write: what the audit log records and the access rules check. */
export interface RequestActor extends AuditActor {
  id: number;
  isSuperAdmin: boolean;
  /** the acting session (its refresh-token family), kept when an account change ends the others */
  sessionId?: string;
}

export function actorOf(request: FastifyRequest): RequestActor {
  if (!request.user) throw new Error('actorOf needs an authenticated route');
  return {
    id: request.user.id,
    email: request.user.email,
    ip: request.ip,
    userAgent: auditUserAgent(request.headers['user-agent']),
    isSuperAdmin: request.user.isSuperAdmin,
    sessionId: request.user.sessionId,
  };
}

function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Postgres unique violation (23505), through drizzle's wrapper, on pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

export function staleWrite(area: string): AppError {
  return conflict(
    area,
    'STALE_WRITE',
    'Someone else saved this record after you opened it. Reload it and apply your changes again.',
  );
}

/**
 * A stale save's 409 (`STALE_WRITE`) with what the editor needs to settle it, under
 * `conflict`: who saved the record last and when (the audit log's newest entry for it, the
 * account's name beside its e-mail). The form reads the record as it is now itself and shows
 * the fields that changed next to what the user typed (docs/architecture.md, "Stale saves").
 * `noun` names the record in the message ("offer").
 */
export async function staleWriteConflict(
  tx: DbOrTx,
  area: string,
  entityType: string,
  id: number,
  noun = 'record',
): Promise<AppError> {
  const [last] = await tx
    .select({
      id: auditLog.actorId,
      email: auditLog.actorEmail,
      at: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  const name = [last?.firstName, last?.lastName].filter(Boolean).join(' ').trim();
  const who = last?.email
    ? `${last.email} saved this ${noun} at ${toIso(last.at)}`
    : `Someone else saved this ${noun}`;
  const conflict: StaleWriteConflict = {
    savedBy: last ? { id: last.id, email: last.email, name: name === '' ? null : name } : null,
    savedAt: last ? toIso(last.at) : null,
  };
  return new AppError(
    409,
    [
      {
        code: `${area}:STALE_WRITE`,
        message: `${who}, after you opened it. Reload it and apply your changes again.`,
      },
    ],
    { conflict },
  );
}

/**
 * Loads a row for update (row lock) or answers 404 with the area's code. Writes read their
 * "before" image through this, so the audit entry and the write see the same row.
 */
export async function lockById<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  area: string,
  missing: ErrorCode,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  const row = rows[0] as T['$inferSelect'] | undefined;
  if (!row) throw notFound(area, missing, `${area} ${id} does not exist`);
  return row;
}

/** Updates only if the version still matches; bumps it. A mismatch answers 409 STALE_WRITE. */
export async function updateVersioned<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  expectedVersion: number,
  values: Partial<T['$inferInsert']>,
  area: string,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
    .returning();
  const row = rows[0] as T['$inferSelect'] | undefined;
  if (!row) throw staleWrite(area);
  return row;
}

export const toIso = (date: Date) => date.toISOString();

/** What the audited write helpers need to know about an area's table. */
export interface AuditedEntity<T extends VersionedTable, Dto> {
  table: T;
  /** error prefix, e.g. `FAQ` */
  area: string;
  /** 404 code, e.g. `FAQ_NOT_EXISTS` */
  missing: ErrorCode;
  /** audit entity type and action prefix, e.g. `faq` → `faq.update` */
  entityType: CrudAuditEntityType;
  /** The saved record as the audit log shows it (never the raw input). */
  toDto(row: T['$inferSelect']): Dto;
  /** The area's 409 for a unique index the write ran into (a race its own check did not see). */
  uniqueViolation?: () => AppError;
  /**
   * The rows a delete takes with it (ON DELETE CASCADE), parents before children. The delete's
   * audit snapshot lists them under `deletedWith`, so the log shows them and a restore brings
   * them back.
   */
  deletedWith?: (tx: DbOrTx, row: T['$inferSelect']) => Promise<T['$inferSelect'][]>;
  /**
   * The delete keeps the stored rows of the record and of what cascades with it in its audit
   * entry (`withRestoreRows`), so `restoreRowsAudited` can undo it.
   */
  restoreRows?: boolean;
}

/** The area's own rules around an audited write, run inside its transaction. */
export interface WriteHooks<T extends VersionedTable> {
  /** before the write, with the locked row: throw to refuse */
  check?: (tx: DbOrTx, before: T['$inferSelect']) => Promise<void>;
  /** after the write, e.g. revoking sessions of a deactivated account */
  afterWrite?: (tx: DbOrTx, before: T['$inferSelect'], after: T['$inferSelect']) => Promise<void>;
}

function mapUniqueViolation(entity: { uniqueViolation?: () => AppError }) {
  return (error: unknown): never => {
    throw entity.uniqueViolation && isUniqueViolation(error) ? entity.uniqueViolation() : error;
  };
}

/** Two column values are the same stored value: dates by instant, JSON by content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  // a drizzle SQL expression (`sql\`now()\``) is never known to be unchanged
  if (is(a, SQL) || is(b, SQL)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Whether writing `values` over `before` would change the record. `version` and `updatedAt`
 * are the write's own bookkeeping, not the record's content, so they never count.
 */
export function changesRow(before: Record<string, unknown>, values: Record<string, unknown>) {
  return Object.entries(values).some(
    ([key, value]) =>
      key !== 'version' &&
      key !== 'updatedAt' &&
      value !== undefined &&
      !sameValue(before[key], value),
  );
}

/**
 * Edit in one transaction: lock the row (404 if missing), run the area's checks, update if the
 * version still matches (409 otherwise), and audit before and after. `values` may depend on the
 * locked row. A flat record's case of `updateRecordAudited` (no child rows).
 */
export async function updateAudited<T extends VersionedTable, Dto>(
  db: Db,
  actor: AuditActor,
  entity: AuditedEntity<T, Dto>,
  id: number,
  version: number,
  values: Partial<T['$inferInsert']> | ((before: T['$inferSelect']) => Partial<T['$inferInsert']>),
  hooks: WriteHooks<T> = {},
): Promise<Dto> {
  return updateRecordAudited(
    db,
    actor,
    flatRecord(entity),
    id,
    version,
    async (tx, before) => {
      await hooks.check?.(tx, before);
      return { values: typeof values === 'function' ? values(before) : values, children: null };
    },
    hooks.afterWrite,
  );
}

/**
 * Rows that belong to a record and are saved with it (a post's tag links, a group's entries):
 * read with the record, compared with what a save brings, and replaced only when they differ.
 */
export interface ChildRows<C> {
  /** the stored state, read inside the save's transaction after the record's row is locked */
  load: (tx: DbOrTx, id: number) => Promise<C>;
  /** whether two states are the same stored value; by content unless the area says otherwise */
  same?: (a: C, b: C) => boolean;
  /** replaces the stored state with `next` */
  write: (tx: DbOrTx, id: number, next: C) => Promise<void>;
  /**
   * the stored state is not `next` itself (new rows get their ids from the insert): after the
   * write the pipeline reads it back with `load` (or with this function, which reads back only
   * what needs it and takes the rest from `next`), and the audit's "after" and the answer show
   * that
   */
  readBack?: boolean | ((tx: DbOrTx, id: number, next: C) => Promise<C>);
}

/** What an edit's `prepare` answers: the row's values and the child rows' next state. */
export interface PreparedWrite<T extends VersionedTable, C> {
  values: Partial<T['$inferInsert']>;
  children: C;
  /**
   * what the audit's "after" adds to the record's own image, e.g. which credentials the save
   * replaced or cleared (the secrets themselves are never in the log)
   */
  auditNote?: Record<string, unknown>;
  /**
   * what the audit's "before" adds to the record's own image, e.g. the part of a change the
   * record's image leaves out (an offer's sections: the elements the save changed, as stored)
   */
  auditBeforeNote?: Record<string, unknown>;
}

/** A record without child rows: its row is all of it. */
export const NO_CHILDREN: ChildRows<null> = {
  load: () => Promise.resolve(null),
  write: () => Promise.resolve(),
};

/**
 * A flat record's area as the write pipeline takes it (`updateRecordAudited`,
 * `createRecordAudited`, `deleteRecordAudited`: no child rows).
 */
export function flatRecord<T extends VersionedTable, Dto>(
  entity: AuditedEntity<T, Dto>,
): CrudRecordEntity<T, null, Dto> {
  return { ...entity, children: NO_CHILDREN, toDto: (row) => entity.toDto(row) };
}

/** An entity type whose edits are audited (`${type}.update` is an action). */
export type UpdatedEntityType = {
  [E in AuditEntityType]: `${E}.update` extends AuditAction ? E : never;
}[AuditEntityType];

/** An area whose record is its row and its child rows; the audit shows both together. */
export interface RecordEntity<T extends VersionedTable, C, Dto> extends Omit<
  AuditedEntity<T, Dto>,
  'toDto' | 'entityType'
> {
  entityType: UpdatedEntityType;
  children: ChildRows<C>;
  toDto(row: T['$inferSelect'], children: C): Dto;
  /**
   * The edit takes locks in the money lock order (docs/architecture.md, Money: a series' row
   * before the orders it counts): a deadlock or serialization failure runs it again
   * (`inTransaction`). Its `prepare` then keeps its side effects inside the transaction.
   */
  retryConflicts?: boolean;
  /** names the record in the stale save's message ("offer"); `record` when left out */
  noun?: string;
}

/** A record's area whose creates and deletes are audited too (`<type>.create`, `<type>.delete`). */
export type CrudRecordEntity<T extends VersionedTable, C, Dto> = RecordEntity<T, C, Dto> & {
  entityType: CrudAuditEntityType;
};

/**
 * Runs a record's write in its transaction: one that runs again on a deadlock or serialization
 * failure when the area takes locks in the money lock order (`retryConflicts`).
 */
function runWrite<R>(
  db: Db,
  entity: { retryConflicts?: boolean },
  work: (tx: DbOrTx) => Promise<R>,
): Promise<R> {
  return entity.retryConflicts ? inTransaction(db, work) : db.transaction(work);
}

/**
 * The one audited write pipeline for a record's edit (docs/architecture.md, "The life of one
 * request"), in one transaction it owns: lock the row (404 if missing); read the child rows; let
 * the area check the input and build the row's values and the children's next state (`prepare`,
 * which throws to refuse); refuse a stale version (409, naming who saved since and when: the
 * area's own refusals come first); stop when nothing would change (REQ-AUDIT-1: a no-op save
 * writes nothing: no update, no version bump, no audit entry, and answers the record as it is);
 * write the row (bumping its version) and the children that changed; run `afterWrite`; and audit
 * before and after (each with `prepare`'s note for it, `auditBeforeNote` and `auditNote`, when
 * it has one).
 */
export async function updateRecordAudited<T extends VersionedTable, C, Dto>(
  db: Db,
  actor: AuditActor,
  entity: RecordEntity<T, C, Dto>,
  id: number,
  version: number,
  prepare: (
    tx: DbOrTx,
    before: T['$inferSelect'],
    childrenBefore: C,
  ) => Promise<PreparedWrite<T, C>>,
  afterWrite?: (tx: DbOrTx, before: T['$inferSelect'], after: T['$inferSelect']) => Promise<void>,
): Promise<Dto> {
  return runWrite(db, entity, async (tx) => {
    const before = await lockById(tx, entity.table, id, entity.area, entity.missing);
    const childrenBefore = await entity.children.load(tx, id);
    const next = await prepare(tx, before, childrenBefore);
    // a stale version is refused, whatever this save would change (the row is locked: no save
    // can come between this check and the write); the area's own refusals come first
    if ((before as { version: unknown }).version !== version) {
      throw await staleWriteConflict(tx, entity.area, entity.entityType, id, entity.noun);
    }
    const same = entity.children.same ?? sameValue;
    const childrenChanged = !same(childrenBefore, next.children);
    const rowChanged = changesRow(
      before as Record<string, unknown>,
      next.values as Record<string, unknown>,
    );
    if (!childrenChanged && !rowChanged) return entity.toDto(before, childrenBefore);
    const after = await updateVersioned(tx, entity.table, id, version, next.values, entity.area);
    if (childrenChanged) await entity.children.write(tx, id, next.children);
    const childrenAfter = childrenChanged
      ? await readBackChildren(tx, entity.children, id, next.children)
      : next.children;
    await afterWrite?.(tx, before, after);
    const shown = entity.toDto(after, childrenAfter);
    await recordAudit(tx, actor, {
      action: `${entity.entityType}.update` as const,
      entityType: entity.entityType,
      entityId: id,
      before: next.auditBeforeNote
        ? { ...entity.toDto(before, childrenBefore), ...next.auditBeforeNote }
        : entity.toDto(before, childrenBefore),
      after: next.auditNote ? { ...shown, ...next.auditNote } : shown,
    });
    return shown;
  }).catch(mapUniqueViolation(entity));
}

/** The child rows as `write` stored `next`: read back when the area says so (`readBack`). */
async function readBackChildren<C>(
  tx: DbOrTx,
  children: ChildRows<C>,
  id: number,
  next: C,
): Promise<C> {
  const { readBack } = children;
  if (typeof readBack === 'function') return readBack(tx, id, next);
  return readBack ? children.load(tx, id) : next;
}

/** An area whose audit entries are built from the row and what hangs off it (lists, links). */
export interface SnapshotEntity<T extends VersionedTable> {
  table: T;
  area: string;
  missing: ErrorCode;
  entityType: CrudAuditEntityType;
  /** the record as its update entries show it */
  snapshot(tx: DbOrTx, row: T['$inferSelect']): Promise<unknown>;
}

/**
 * One row's flag (active, visible) set in one transaction at the version the list showed: the
 * bulk "activate / deactivate" of a list (`…/bulk/active`). Locks the row (404), answers 409 when
 * it was saved since, writes and audits `<type>.update` with the area's snapshots; a row
 * already in that state is neither written nor audited.
 */
export async function setFlagsAudited<T extends VersionedTable>(
  db: Db,
  actor: AuditActor,
  entity: SnapshotEntity<T>,
  id: number,
  version: number,
  values: Partial<T['$inferInsert']>,
  check?: (tx: DbOrTx, before: T['$inferSelect']) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockById(tx, entity.table, id, entity.area, entity.missing);
    if ((before as { version: unknown }).version !== version) throw staleWrite(entity.area);
    if (!changesRow(before as Record<string, unknown>, values as Record<string, unknown>)) return;
    await check?.(tx, before);
    const after = await updateVersioned(tx, entity.table, id, version, values, entity.area);
    await recordAudit(tx, actor, {
      action: `${entity.entityType}.update` as const,
      entityType: entity.entityType,
      entityId: id,
      before: await entity.snapshot(tx, before),
      after: await entity.snapshot(tx, after),
    });
  });
}

/** Delete in one transaction: lock the row (404 if missing), run the area's checks, delete, audit. */
export async function deleteAudited<T extends VersionedTable, Dto>(
  db: Db,
  actor: AuditActor,
  entity: AuditedEntity<T, Dto>,
  id: number,
  check?: (tx: DbOrTx, before: T['$inferSelect']) => Promise<void>,
): Promise<void> {
  await deleteRecordAudited(db, actor, flatRecord(entity), id, { check });
}

/** The area's own rules around a record's delete, run inside its transaction. */
export interface DeleteHooks<T extends VersionedTable, C> {
  /** first, with the locked row: throw to refuse */
  check?: (tx: DbOrTx, before: T['$inferSelect']) => Promise<void>;
  /**
   * what the audit's "before" adds to the record's own image: the part of the record the image
   * leaves out (an offer's sections, whose edits the log records as a diff, go whole here)
   */
  auditNote?: (
    tx: DbOrTx,
    before: T['$inferSelect'],
    children: C,
  ) => Promise<Record<string, unknown>>;
  /**
   * the area's own removal in place of the row's DELETE, in the same transaction: a record that
   * is only marked deleted (a user's account stays for the orders and the audit trail that name
   * it) together with what its delete ends (the account's sessions and password links)
   */
  remove?: (tx: DbOrTx, before: T['$inferSelect']) => Promise<void>;
}

/**
 * The one audited write pipeline for a record's delete, in one transaction it owns: lock the row
 * (404 if missing); run the area's `check` (which throws to refuse, e.g. a record money still
 * points at); read the record's child rows and what the delete cascades to (`deletedWith`);
 * delete the row (its child rows go with it, ON DELETE CASCADE), or let the area remove it its
 * own way (`remove`, a soft delete); and audit `<type>.delete` with
 * the full record as it was (REQ-AUDIT-1): its image with its children and the area's
 * `auditNote`, what went with it under `deletedWith`, and the stored rows an undo puts back
 * when the area keeps them (`restoreRows`, decision 0005).
 */
export async function deleteRecordAudited<T extends VersionedTable, C, Dto>(
  db: Db,
  actor: AuditActor,
  entity: CrudRecordEntity<T, C, Dto>,
  id: number,
  hooks: DeleteHooks<T, C> = {},
): Promise<void> {
  await runWrite(db, entity, async (tx) => {
    const before = await lockById(tx, entity.table, id, entity.area, entity.missing);
    await hooks.check?.(tx, before);
    const children = await entity.children.load(tx, id);
    const own = entity.toDto(before, children);
    const shown = hooks.auditNote
      ? { ...own, ...(await hooks.auditNote(tx, before, children)) }
      : own;
    const goingWith: Dto[] = [];
    for (const row of (await entity.deletedWith?.(tx, before)) ?? []) {
      const rowId = (row as { id: number }).id;
      goingWith.push(entity.toDto(row, await entity.children.load(tx, rowId)));
    }
    // the full record (and what went with it): what an undo restores from
    const snapshot = goingWith.length > 0 ? { ...shown, [DELETED_WITH_KEY]: goingWith } : shown;
    const recorded = entity.restoreRows
      ? await withRestoreRows(tx, entity.table, id, snapshot)
      : snapshot;
    if (hooks.remove) await hooks.remove(tx, before);
    else await tx.delete(entity.table as PgTable).where(eq(entity.table.id, id));
    await recordAudit(tx, actor, {
      action: `${entity.entityType}.delete` as const,
      entityType: entity.entityType,
      entityId: id,
      before: recorded,
    });
  });
}

/** An area whose deletes can be undone (`POST …/:id/restore`, decision 0005). */
export interface RestorableEntity<T extends VersionedTable, Dto> extends AuditedEntity<T, Dto> {
  entityType: CrudAuditEntityType & RestorableEntityType;
  /** One record of a delete's snapshot (the `toDto` it recorded) back to its full row, same id. */
  fromSnapshot(snapshot: Dto): T['$inferSelect'];
}

const restoreRefused = (area: string, code: ErrorCode, message: string) =>
  conflict(area, code, message);

/**
 * Undoes a delete (decision 0005): in one transaction, re-inserts the record and whatever went
 * with it from the delete's audit snapshot, with the same ids, and audits `<type>.restore`.
 * Refused (409) when the entry is not a delete of this record, not its latest delete, older
 * than `RESTORE_WINDOW_MS`, when the record exists again, or when a record it belongs to is gone.
 */
export async function restoreAudited<T extends VersionedTable, Dto>(
  db: Db,
  actor: AuditActor,
  entity: RestorableEntity<T, Dto>,
  id: number,
  auditId: number | undefined,
  now: Date,
): Promise<Dto> {
  const { area, entityType } = entity;
  return db.transaction(async (tx) => {
    const latest = await restorableDelete(tx, area, entityType, id, auditId, now);
    const { [DELETED_WITH_KEY]: withIt, ...own } = latest.before as Record<string, unknown>;
    const snapshots = [own as Dto, ...((withIt as Dto[] | undefined) ?? [])];
    const rows = snapshots.map((snapshot) => entity.fromSnapshot(snapshot));
    const ids = rows.map((row) => (row as { id: number }).id);
    const existing = await tx
      .select({ id: entity.table.id })
      .from(entity.table as PgTable)
      .where(inArray(entity.table.id, ids));
    if (existing.length > 0) {
      throw restoreRefused(area, 'RESTORE_RECORD_EXISTS', `${area} ${id} exists again`);
    }
    let restored: T['$inferSelect'] | undefined;
    // parents before children, as the snapshot lists them; same ids (the identity column is
    // GENERATED ALWAYS, hence OVERRIDING SYSTEM VALUE; new ids come from the sequence, which is
    // always past these)
    for (const row of rows) {
      const [inserted] = await tx
        .insert(entity.table)
        .overridingSystemValue()
        .values(row as never)
        .returning()
        .catch(refuseRestoreConflict(area, id));
      restored ??= inserted as T['$inferSelect'];
    }
    if (!restored) throw new Error('restore inserted nothing');
    await recordAudit(tx, actor, {
      action: `${entityType}.restore` as const,
      entityType,
      entityId: id,
      after: latest.before,
    });
    return entity.toDto(restored);
  });
}

/** The record's delete an undo may restore (decision 0005), or the 409 that says why not. */
async function restorableDelete(
  tx: DbOrTx,
  area: string,
  entityType: RestorableEntityType,
  id: number,
  auditId: number | undefined,
  now: Date,
) {
  const deleteAction = `${entityType}.delete` as const;
  // the record's latest delete (two undos racing each other: the second one's insert meets
  // the first one's row and is refused as RESTORE_RECORD_EXISTS)
  const [latest] = await tx
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, deleteAction),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (auditId !== undefined && latest?.id !== auditId) {
    const [named] = await tx.select().from(auditLog).where(eq(auditLog.id, auditId));
    const isDeleteOfThis =
      named?.action === deleteAction &&
      named.entityType === entityType &&
      named.entityId === String(id);
    if (isDeleteOfThis) {
      throw restoreRefused(
        area,
        'RESTORE_NOT_LATEST_DELETE',
        'This record was deleted again later: only its latest delete can be undone',
      );
    }
  }
  if (!latest || (auditId !== undefined && latest.id !== auditId)) {
    throw restoreRefused(area, 'RESTORE_NOT_A_DELETE', `No delete of ${area} ${id} to undo`);
  }
  if (now.getTime() - latest.createdAt.getTime() > RESTORE_WINDOW_MS) {
    throw restoreRefused(area, 'RESTORE_WINDOW_PASSED', 'This delete is too old to be undone');
  }
  return latest;
}

/** A restore's insert met the world as it is now: the record is back, or its parent is gone. */
function refuseRestoreConflict(area: string, id: number) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw restoreRefused(area, 'RESTORE_RECORD_EXISTS', `${area} ${id} exists again`);
    }
    if (hasPgCode(error, '23503')) {
      throw restoreRefused(
        area,
        'RESTORE_PARENT_MISSING',
        'A record this one belongs to no longer exists',
      );
    }
    throw error;
  };
}

/**
 * A delete's audit snapshot with the stored rows an undo needs (`RESTORE_ROWS_KEY`): the
 * record's row and every row its delete cascades to (child lists, links, sections), captured
 * in the delete's transaction before the delete. For areas whose record spans several tables
 * (offers, posts, pages, agreements and their versions), where `fromSnapshot` of one row
 * would not bring everything back.
 */
export async function withRestoreRows(
  tx: DbOrTx,
  table: VersionedTable,
  id: number,
  snapshot: unknown,
): Promise<Record<string, unknown>> {
  const base = typeof snapshot === 'object' && snapshot !== null ? snapshot : { value: snapshot };
  return { ...base, [RESTORE_ROWS_KEY]: await captureRows(tx, table, id) };
}

/** An area whose deletes record their stored rows (`withRestoreRows`) and can be undone. */
export interface RowsRestorableEntity {
  table: VersionedTable;
  area: string;
  entityType: RestorableEntityType;
}

/**
 * Undo of a delete recorded with `withRestoreRows` (decision 0005): the same checks as
 * `restoreAudited` (latest delete, window, exists again, parent gone), then every captured row
 * back with its id, and `<type>.restore` in the same transaction. The area answers the record
 * by reading it.
 */
export async function restoreRowsAudited(
  db: Db,
  actor: AuditActor,
  entity: RowsRestorableEntity,
  id: number,
  auditId: number | undefined,
  now: Date,
): Promise<void> {
  const { area, entityType } = entity;
  await db.transaction(async (tx) => {
    const latest = await restorableDelete(tx, area, entityType, id, auditId, now);
    const { [RESTORE_ROWS_KEY]: rows, ...shown } = latest.before as Record<string, unknown>;
    // a delete recorded before its area kept the rows has nothing to restore from
    if (!isCapturedRows(rows) || rows.tables.length === 0) {
      throw restoreRefused(area, 'RESTORE_NOT_A_DELETE', `No delete of ${area} ${id} to undo`);
    }
    const [existing] = await tx
      .select({ id: entity.table.id })
      .from(entity.table as PgTable)
      .where(eq(entity.table.id, id));
    if (existing) {
      throw restoreRefused(area, 'RESTORE_RECORD_EXISTS', `${area} ${id} exists again`);
    }
    await insertCapturedRows(tx, rows).catch(refuseRestoreConflict(area, id));
    await recordAudit(tx, actor, {
      action: `${entityType}.restore` as const,
      entityType,
      entityId: id,
      after: shown,
    });
  });
}

/**
 * Create in one transaction: the area's insert (with its checks), then the audit entry of the
 * saved row. Answers the row, so the area can act on it after the commit (e.g. send a mail).
 * For a flat record whose area inserts its row itself; `createRecordAudited` is the pipeline
 * that inserts it, with child rows.
 */
export async function createAudited<T extends VersionedTable, Dto>(
  db: Db,
  actor: AuditActor,
  entity: AuditedEntity<T, Dto>,
  insert: (tx: DbOrTx) => Promise<T['$inferSelect']>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const row = await insert(tx).catch(mapUniqueViolation(entity));
    await recordAudit(tx, actor, {
      action: `${entity.entityType}.create` as const,
      entityType: entity.entityType,
      entityId: (row as { id: number }).id,
      after: entity.toDto(row),
    });
    return row;
  });
}

/** What a create's `prepare` answers: the new row's values and how its child rows start. */
export interface PreparedCreate<T extends VersionedTable, C> {
  values: T['$inferInsert'];
  /**
   * the child rows' first state (checked and resolved, nothing written), settled once the
   * insert has given the record its id: child rows carry it, and so does what the audit shows of
   * them (`prepare`'s transaction is still the one they are read and written in)
   */
  children: (id: number) => Promise<C>;
  /**
   * what the audit's "after" adds to the record's own image, from the children's state, e.g.
   * which credentials the save set (never the secrets) or an offer's sections as added
   */
  auditNote?: (children: C) => Record<string, unknown>;
}

/** How a create is recorded when it is not a plain one. */
export interface CreateOptions {
  /**
   * the audit action, when the record comes from another one rather than from a form (an
   * offer's clone: `offer.clone`); `<type>.create` when left out
   */
  action?: AuditAction;
}

/**
 * The one audited write pipeline for a record's create, in one transaction it owns: let the
 * area check the input and build the row's values (`prepare`, which throws to refuse); insert
 * the row; settle the child rows' first state with the new id and write them (`write`, read back
 * when the area says so: new rows get their ids from their inserts); and audit `<type>.create`
 * with the record as saved, its children and `prepare`'s note (REQ-AUDIT-1). A unique index the
 * insert runs into answers the area's 409 (`uniqueViolation`). Answers the row.
 */
export async function createRecordAudited<T extends VersionedTable, C, Dto>(
  db: Db,
  actor: AuditActor,
  entity: CrudRecordEntity<T, C, Dto>,
  prepare: (tx: DbOrTx) => Promise<PreparedCreate<T, C>>,
  options: CreateOptions = {},
): Promise<T['$inferSelect']> {
  return runWrite(db, entity, async (tx) => {
    const next = await prepare(tx);
    const [row] = (await tx
      .insert(entity.table)
      .values(next.values as never)
      .returning()) as T['$inferSelect'][];
    if (!row) throw new Error('insert returned nothing');
    const id = (row as { id: number }).id;
    const children = await next.children(id);
    await entity.children.write(tx, id, children);
    const shown = entity.toDto(row, await readBackChildren(tx, entity.children, id, children));
    await recordAudit(tx, actor, {
      action: options.action ?? (`${entity.entityType}.create` as const),
      entityType: entity.entityType,
      entityId: id,
      after: next.auditNote ? { ...shown, ...next.auditNote(children) } : shown,
    });
    return row;
  }).catch(mapUniqueViolation(entity));
}

/** A link between two records as the write pipeline takes it (`changeLinkAudited`). */
export interface LinkChange<S> {
  /** reads and checks what the change needs (the holder exists, no escalation): throw to refuse */
  prepare: (tx: DbOrTx) => Promise<S>;
  /** adds or takes away the link; answers whether a row was actually added or removed */
  write: (tx: DbOrTx, prepared: S) => Promise<boolean>;
  /** the change's audit entry (`<holder>.<link>.add` / `.remove`) */
  audit: (prepared: S) => AuditEntry;
}

/**
 * The one audited write pipeline for a link between two records (a role's permission, a user's
 * personal permission, a role's member), in one transaction it owns: `prepare` reads and checks
 * (throwing to refuse), `write` adds or removes the link row, and only a change is audited
 * (REQ-AUDIT-1: adding what is there, or removing what is not, writes no entry, so two identical
 * requests racing each other leave one link and one entry). A link has no version of its own,
 * and the records it joins are not edited by it: neither version moves.
 */
export async function changeLinkAudited<S>(
  db: Db,
  actor: AuditActor,
  change: LinkChange<S>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const prepared = await change.prepare(tx);
    if (!(await change.write(tx, prepared))) return;
    await recordAudit(tx, actor, change.audit(prepared));
  });
}

/** The `{id}` a create endpoint answers. */
export const idOf = (row: { id: number }): { id: number } => ({ id: row.id });
