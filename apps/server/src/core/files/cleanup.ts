import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import { recordAudit } from '../audit.js';
import { queryRows, type Db } from '../db/database.js';
import { fileIdsInHtml } from './references.js';
import type { FileService } from './service.js';

/** REQ-FILES-6: a file no record references this long after its upload is removed. */
export const UNUSED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** One cleanup at a time across every server process sharing the database. */
const CLEANUP_LOCK = 0x66696c6573; // "files"

export interface CleanupResult {
  /** false when another process held the lock: this run did nothing */
  ran: boolean;
  /** file rows removed, with their objects */
  removedFiles: string[];
  /** unreferenced by every declared reference, yet held by a foreign key: a missing declaration */
  keptByForeignKey: string[];
  /** stored objects with no row (an upload that failed between store and database) */
  removedOrphanObjects: number;
  /** spooled uploads left by a crash */
  removedSpoolFiles: number;
}

async function referencedIds(service: FileService, db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const reference of service.references) {
    if (reference.fileIds) {
      for (const row of await queryRows<{ id: string | null }>(db, reference.fileIds)) {
        if (row.id) ids.add(row.id);
      }
    } else {
      for (const row of await queryRows<{ html: string | null }>(db, reference.html)) {
        for (const id of fileIdsInHtml(row.html ?? '')) ids.add(id);
      }
    }
  }
  return ids;
}

/**
 * Removes every file uploaded more than 24 hours before `now` that no declared reference names
 * (rows, their audit entries and stored objects), then objects and spool files left without a
 * row by a failure. Safe with several processes: a transaction-scoped advisory lock lets one run
 * at a time, and `FOR UPDATE SKIP LOCKED` passes over a file a save is attaching right now
 * (`resolveFileInput` holds it `FOR SHARE`).
 */
export async function cleanupUnusedFiles(
  service: FileService,
  db: Db,
  now: Date = service.clock.now(),
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - UNUSED_FILE_TTL_MS);
  const skippedByForeignKey: string[] = [];
  const removed = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    const candidates = await tx
      .select()
      .from(files)
      .where(lt(files.createdAt, cutoff))
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const referenced = await referencedIds(service, tx as unknown as Db);
    const unused = candidates.filter((row) => !referenced.has(row.id));
    if (unused.length === 0) return [];
    const gone: typeof unused = [];
    for (const row of unused) {
      try {
        // a savepoint each: a row some undeclared foreign key still holds stays, the rest go
        await tx.transaction(async (savepoint) => {
          await savepoint.delete(files).where(eq(files.id, row.id));
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          skippedByForeignKey.push(row.id);
          continue;
        }
        throw error;
      }
      gone.push(row);
      await recordAudit(
        tx,
        { id: null, email: null, ip: null },
        {
          action: 'file.delete',
          entityType: 'file',
          entityId: row.id,
          before: {
            fileName: row.fileName,
            mimeType: row.mimeType,
            size: row.size,
            createdAt: row.createdAt,
          },
        },
      );
    }
    return gone;
  });
  if (removed === null) {
    return {
      ran: false,
      removedFiles: [],
      keptByForeignKey: [],
      removedOrphanObjects: 0,
      removedSpoolFiles: 0,
    };
  }
  // after the commit: a failed object delete leaves an orphan the sweep below removes next time
  for (const row of removed) {
    for (const key of [row.storageKey, row.displayKey, row.thumbKey]) {
      if (key) await service.store.delete(key).catch(() => undefined);
    }
  }
  return {
    ran: true,
    removedFiles: removed.map((row) => row.id),
    keptByForeignKey: skippedByForeignKey,
    removedOrphanObjects: await sweepOrphanObjects(service, db, cutoff),
    removedSpoolFiles: await sweepSpool(service, cutoff),
  };
}

async function sweepOrphanObjects(service: FileService, db: Db, cutoff: Date): Promise<number> {
  const old = new Map<string, string[]>();
  for await (const object of service.store.list()) {
    if (object.lastModified >= cutoff) continue;
    const id = object.key.slice(0, object.key.indexOf('/'));
    old.set(id, [...(old.get(id) ?? []), object.key]);
  }
  if (old.size === 0) return 0;
  const ids = [...old.keys()];
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, ids.slice(i, i + 500)));
    for (const row of rows) known.add(row.id);
  }
  let count = 0;
  for (const [id, keys] of old) {
    if (known.has(id)) continue;
    for (const key of keys) {
      await service.store.delete(key);
      count += 1;
    }
  }
  return count;
}

async function sweepSpool(service: FileService, cutoff: Date): Promise<number> {
  const dir = service.config.tempDir;
  const names = await fsp.readdir(dir).catch(() => []);
  let count = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtime < cutoff) {
      await fsp.rm(file, { force: true });
      count += 1;
    }
  }
  return count;
}

/**
 * Runs the cleanup every `intervalMs` inside the server (not at start: a restart loop should not
 * sweep). Returns the stop function for `onClose`.
 */
export function scheduleCleanup(
  service: FileService,
  db: Db,
  intervalMs: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cleanupUnusedFiles(service, db)
      .then((result) => {
        if (result.keptByForeignKey.length > 0) {
          log.error(
            { files: result.keptByForeignKey },
            'unused files held by a foreign key: an area does not declare its fileReferences',
          );
        }
        if (result.removedFiles.length + result.removedOrphanObjects > 0) {
          log.info(
            { files: result.removedFiles.length, orphanObjects: result.removedOrphanObjects },
            'unused files removed',
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'file cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
