import { tablePageQuery, translatedOrder } from '../../core/list-query/index.js';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Agreement, UserAgreement } from '@backoffice/contract/agreements';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { toIso } from '../../core/crud.js';
import { agreement, agreementVersion, userAgreement } from './schema.js';

export type AgreementRow = typeof agreement.$inferSelect;

/** An agreement as the audit log records it (its answers are not part of its history). */
export type AgreementRecord = Omit<Agreement, 'acceptedCount'>;

export function toAgreementRecord(row: AgreementRow): AgreementRecord {
  return {
    id: row.id,
    type: row.type,
    target: row.target,
    active: row.active,
    required: row.required,
    position: row.position,
    name: row.name,
    content: row.content,
    contentVersion: row.contentVersion,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** How many acceptances each agreement's versions have, in one query. */
async function acceptedCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agreementVersion.agreementId, n: count() })
    .from(userAgreement)
    .innerJoin(agreementVersion, eq(agreementVersion.id, userAgreement.agreementVersionId))
    .where(and(inArray(agreementVersion.agreementId, ids), eq(userAgreement.accepted, true)))
    .groupBy(agreementVersion.agreementId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function withCounts(db: DbOrTx, rows: AgreementRow[]): Promise<Agreement[]> {
  const counts = await acceptedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toAgreementRecord(row), acceptedCount: counts.get(row.id) ?? 0 }));
}

/** REQ-AGR-1: the list's sorting and filters. */
export const agreementList: ListDefinition = {
  table: agreement,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${agreement.name}->>'pl'`, sql`${agreement.name}->>'en'`],
    },
    { field: 'active', type: 'boolean', columns: [agreement.active] },
    { field: 'required', type: 'boolean', columns: [agreement.required] },
  ],
  sortable: {
    position: agreement.position,
    name: translatedOrder(agreement.name),
    type: agreement.type,
    target: agreement.target,
    active: agreement.active,
    required: agreement.required,
    createdAt: agreement.createdAt,
  },
  defaultOrder: [{ column: 'position', direction: 'ASC' }],
  tieBreaker: agreement.id,
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = tablePageQuery(agreement, (rows, db) => withCounts(db, rows));

export async function findById(db: DbOrTx, id: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreement).where(eq(agreement.id, id));
  return row ?? null;
}

export async function findActiveByTarget(
  db: DbOrTx,
  target: string,
  type: string | undefined,
): Promise<AgreementRow[]> {
  return db
    .select()
    .from(agreement)
    .where(
      and(
        eq(agreement.target, target),
        eq(agreement.active, true),
        type === undefined ? undefined : eq(agreement.type, type),
      ),
    )
    .orderBy(asc(agreement.position), asc(agreement.id));
}

export async function insert(db: DbOrTx, values: typeof agreement.$inferInsert) {
  const [row] = await db.insert(agreement).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  await db.insert(agreementVersion).values({
    agreementId: row.id,
    number: row.contentVersion,
    name: row.name,
    content: row.content,
  });
  return row;
}

/** Whether anyone has answered this version of the agreement (then it must not change). */
export async function versionAnswered(db: DbOrTx, agreementId: number, number: number) {
  const [row] = await db
    .select({ n: count() })
    .from(userAgreement)
    .innerJoin(agreementVersion, eq(agreementVersion.id, userAgreement.agreementVersionId))
    .where(and(eq(agreementVersion.agreementId, agreementId), eq(agreementVersion.number, number)));
  return Number(row?.n ?? 0) > 0;
}

export async function anyAnswer(db: DbOrTx, agreementId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(userAgreement)
    .innerJoin(agreementVersion, eq(agreementVersion.id, userAgreement.agreementVersionId))
    .where(eq(agreementVersion.agreementId, agreementId));
  return Number(row?.n ?? 0) > 0;
}

/** The text of the agreement's current version follows the agreement (a version nobody answered). */
export async function rewriteVersion(db: DbOrTx, row: AgreementRow) {
  await db
    .update(agreementVersion)
    .set({ name: row.name, content: row.content })
    .where(
      and(
        eq(agreementVersion.agreementId, row.id),
        eq(agreementVersion.number, row.contentVersion),
      ),
    );
}

export async function addVersion(db: DbOrTx, row: AgreementRow) {
  await db.insert(agreementVersion).values({
    agreementId: row.id,
    number: row.contentVersion,
    name: row.name,
    content: row.content,
  });
}

/**
 * A user's answers, newest first, each with the exact text of the version answered, then the
 * active agreements they have not answered (not accepted, current text). The text is shown as
 * HTML as stored: every write sanitises it (`service.ts toValues`; the demo data is fixed
 * markup), and sanitising it again on each read queued reads in the sanitiser's small pool,
 * where they filled its queue and others' saves were refused with 429.
 */
export async function userAgreements(db: DbOrTx, userId: number): Promise<UserAgreement[]> {
  const rows = await db
    .select({
      id: userAgreement.id,
      agreementId: agreement.id,
      target: agreement.target,
      type: agreement.type,
      isRequired: agreement.required,
      isAccepted: userAgreement.accepted,
      orderId: userAgreement.orderId,
      contentVersion: agreementVersion.number,
      name: agreementVersion.name,
      content: agreementVersion.content,
      answeredAt: userAgreement.answeredAt,
    })
    .from(userAgreement)
    .innerJoin(agreementVersion, eq(agreementVersion.id, userAgreement.agreementVersionId))
    .innerJoin(agreement, eq(agreement.id, agreementVersion.agreementId))
    .where(eq(userAgreement.userId, userId))
    .orderBy(desc(userAgreement.answeredAt), desc(userAgreement.id));
  const answered = new Set(rows.map((row) => row.agreementId));
  const open = (
    await db
      .select()
      .from(agreement)
      .where(eq(agreement.active, true))
      .orderBy(asc(agreement.position), asc(agreement.id))
  ).filter((row) => !answered.has(row.id));
  const answers = rows.map((row) => ({ ...row, answeredAt: toIso(row.answeredAt) }));
  const unanswered = open.map((row) => ({
    id: null,
    agreementId: row.id,
    target: row.target,
    type: row.type,
    isRequired: row.required,
    isAccepted: false,
    orderId: null,
    contentVersion: row.contentVersion,
    name: row.name,
    content: row.content,
    answeredAt: null,
  }));
  return [...answers, ...unanswered];
}

/** Records a user's answer to the agreement's current version (demo data and tests). */
export async function answer(
  db: DbOrTx,
  input: { userId: number; agreementId: number; accepted: boolean; orderId?: number | null },
) {
  const [version] = await db
    .select({ id: agreementVersion.id })
    .from(agreementVersion)
    .innerJoin(agreement, eq(agreement.id, agreementVersion.agreementId))
    .where(
      and(
        eq(agreementVersion.agreementId, input.agreementId),
        eq(agreementVersion.number, agreement.contentVersion),
      ),
    );
  if (!version) throw new Error(`agreement ${input.agreementId} has no current version`);
  await db.insert(userAgreement).values({
    userId: input.userId,
    agreementVersionId: version.id,
    accepted: input.accepted,
    orderId: input.orderId ?? null,
  });
}

/**
 * The answers given with an order, with the text answered (as stored, sanitised on save) and who
 * ticked them for the investor.
 */
export async function orderAgreements(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({
      id: userAgreement.id,
      agreementId: agreement.id,
      target: agreement.target,
      type: agreement.type,
      isRequired: agreement.required,
      isAccepted: userAgreement.accepted,
      orderId: userAgreement.orderId,
      contentVersion: agreementVersion.number,
      name: agreementVersion.name,
      content: agreementVersion.content,
      answeredAt: userAgreement.answeredAt,
      acceptedById: userAgreement.acceptedById,
    })
    .from(userAgreement)
    .innerJoin(agreementVersion, eq(agreementVersion.id, userAgreement.agreementVersionId))
    .innerJoin(agreement, eq(agreement.id, agreementVersion.agreementId))
    .where(eq(userAgreement.orderId, orderId))
    .orderBy(asc(agreement.position), asc(userAgreement.id));
  return rows.map((row) => ({ ...row, answeredAt: toIso(row.answeredAt) }));
}

/**
 * The active agreements of a target with their current version's id, required ones first (the
 * text as stored, sanitised on save).
 */
export async function activeWithVersion(db: DbOrTx, target: string) {
  const rows = await db
    .select({ agreement, versionId: agreementVersion.id })
    .from(agreement)
    .innerJoin(
      agreementVersion,
      and(
        eq(agreementVersion.agreementId, agreement.id),
        eq(agreementVersion.number, agreement.contentVersion),
      ),
    )
    .where(and(eq(agreement.active, true), eq(agreement.target, target)))
    .orderBy(desc(agreement.required), asc(agreement.position), asc(agreement.id));
  return rows;
}

export async function insertAnswers(
  tx: DbOrTx,
  rows: {
    userId: number;
    agreementVersionId: number;
    orderId: number;
    acceptedById: number | null;
    answeredAt: Date;
  }[],
) {
  if (rows.length === 0) return;
  await tx.insert(userAgreement).values(rows.map((row) => ({ ...row, accepted: true })));
}
