import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@backoffice/contract';
import type { DbOrTx } from './db/database.js';
import { AppError, conflict, notFound } from './errors.js';
import type { AuditActor } from './audit.js';

/** The table shape the CRUD helpers need: an id, an optimistic-concurrency version, updatedAt. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

export function actorOf(request: FastifyRequest): AuditActor {
  return { id: request.user?.id ?? null, email: request.user?.email ?? null, ip: request.ip };
}

export function staleWrite(area: string): AppError {
  return conflict(
    area,
    'STALE_WRITE',
    'Someone else saved this record after you opened it. Reload it and apply your changes again.',
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
  const rows = await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update');
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
