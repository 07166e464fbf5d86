import {
  agreementsArea,
  type Language,
  type ListQueryParams,
  type RestoreRequest,
} from '@backoffice/contract';
import {
  AGREEMENT_TARGETS,
  AGREEMENT_TYPES,
  type Agreement,
  type AgreementInput,
  type AgreementTypesAndTargets,
  type UpdateAgreement,
  type UserAgreement,
} from '@backoffice/contract/agreements';
import type { AuditActor } from '../../core/audit.js';
import {
  createAudited,
  deleteAudited,
  idOf,
  restoreRowsAudited,
  setFlagsAudited,
  updateAudited,
  type AuditedEntity,
  type RowsRestorableEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { conflict, notFound } from '../../core/errors.js';
import {
  booleanCell,
  exportColumns,
  type ListExport,
  numberCell,
  textCell,
  translatedCell,
} from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import { sanitizeTranslatableHtml } from '../../core/rich-text.js';
import * as users from '../users/service.js';
import * as repo from './repository.js';
import { agreement } from './schema.js';

const AREA = 'AGREEMENT';

const entity: AuditedEntity<typeof agreement, repo.AgreementRecord> & RowsRestorableEntity = {
  table: agreement,
  area: AREA,
  missing: 'AGREEMENT_NOT_EXISTS',
  entityType: 'agreement',
  toDto: repo.toAgreementRecord,
  // its versions go with it (nobody answered them: an answered agreement is never deleted)
  restoreRows: true,
};

const LABELS: Record<Language, Record<string, string>> = {
  pl: {
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    marketing: 'Zgoda marketingowa',
    risk: 'Informacja o ryzyku',
    investment: 'Zgoda dotycząca inwestycji',
    registration: 'Rejestracja',
    order: 'Zamówienie',
    newsletter: 'Newsletter',
  },
  en: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    marketing: 'Marketing consent',
    risk: 'Risk disclosure',
    investment: 'Investment-specific consent',
    registration: 'Registration',
    order: 'Order',
    newsletter: 'Newsletter',
  },
};

/** `GET /admin/agreements/typesAndTargets`: the vocabulary as value/label pairs. */
export function typesAndTargets(language: Language): AgreementTypesAndTargets {
  const pairs = (values: readonly string[]) =>
    values.map((value) => ({ value, label: LABELS[language][value] ?? value }));
  return { types: pairs(AGREEMENT_TYPES), targets: pairs(AGREEMENT_TARGETS) };
}

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.agreementList, query, (q) => repo.listPage(db, q));
}

/** `GET /api/admin/agreements/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Agreement> = {
  area: 'agreement',
  fileName: 'agreements',
  list: repo.agreementList,
  fetchPage: repo.listPage,
  columns: exportColumns(agreementsArea, {
    name: translatedCell((a) => a.name),
    type: textCell((a, language) => LABELS[language][a.type] ?? a.type),
    target: textCell((a, language) => LABELS[language][a.target] ?? a.target),
    active: booleanCell((a) => a.active),
    required: booleanCell((a) => a.required),
    contentVersion: numberCell((a) => a.contentVersion),
  }),
};

const missing = (id: number) =>
  notFound(AREA, 'AGREEMENT_NOT_EXISTS', `Agreement ${id} does not exist`);

export async function get(db: DbOrTx, id: number): Promise<Agreement> {
  const row = await repo.findById(db, id);
  const [found] = row ? await repo.withCounts(db, [row]) : [];
  if (!found) throw missing(id);
  return found;
}

/** The active agreements of a target (and type), as a sign-up or an order shows them. */
export async function byTarget(
  db: DbOrTx,
  target: string,
  type: string | undefined,
): Promise<Agreement[]> {
  const rows = await repo.findActiveByTarget(db, target, type);
  if (rows.length === 0) {
    throw notFound(
      AREA,
      'AGREEMENT_BY_TARGET_NOT_EXISTS',
      `No active agreement for target ${target}${type ? ` and type ${type}` : ''}`,
    );
  }
  return repo.withCounts(db, rows);
}

/** The stored form: the content is rich HTML, sanitised on every save (before the transaction). */
async function toValues(fields: AgreementInput, prefix: string) {
  return {
    ...fields,
    content: await sanitizeTranslatableHtml(fields.content, `${prefix}content`),
  };
}

export async function create(db: Db, actor: AuditActor, input: AgreementInput) {
  const values = await toValues(input, 'data.');
  return idOf(await createAudited(db, actor, entity, (tx) => repo.insert(tx, values)));
}

const sameText = (a: { pl: string; en: string }, b: { pl: string; en: string }) =>
  a.pl === b.pl && a.en === b.en;

/**
 * Edit. A changed name or content of a version someone has answered starts the next version
 * (`contentVersion + 1`): what they consented to is never rewritten. A version nobody answered
 * yet is corrected in place.
 */
export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateAgreement,
): Promise<Agreement> {
  const { version, ...fields } = input;
  const values = await toValues(fields, '');
  let newVersion = false;
  await updateAudited(
    db,
    actor,
    entity,
    id,
    version,
    (before) => ({
      ...values,
      contentVersion: newVersion ? before.contentVersion + 1 : before.contentVersion,
    }),
    {
      check: async (tx, before) => {
        const textChanged =
          !sameText(before.name, values.name) || !sameText(before.content, values.content);
        newVersion =
          textChanged && (await repo.versionAnswered(tx, before.id, before.contentVersion));
      },
      afterWrite: async (tx, before, after) => {
        if (after.contentVersion !== before.contentVersion) await repo.addVersion(tx, after);
        else await repo.rewriteVersion(tx, after);
      },
    },
  );
  return get(db, id);
}

/**
 * Delete, unless someone has answered it: their consent record would go with it. Such an
 * agreement is deactivated instead (409 `CANT_DELETE_ENTITY_WITH_RELATIONS`).
 */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id, async (tx, before) => {
    if (await repo.anyAnswer(tx, before.id)) {
      throw conflict(
        AREA,
        'CANT_DELETE_ENTITY_WITH_RELATIONS',
        'Users have answered this agreement: deactivate it instead',
      );
    }
  });
}

/** Undo of a delete (decision 0005): the agreement and its versions back, same ids. */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<Agreement> {
  await restoreRowsAudited(db, actor, entity, id, body.auditId, now);
  return get(db, id);
}

/** Activate or deactivate one agreement at the version listed (the list's bulk action). */
export function setActive(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  active: boolean,
): Promise<void> {
  const snapshot = async (_tx: DbOrTx, row: typeof agreement.$inferSelect) => entity.toDto(row);
  return setFlagsAudited(db, actor, { ...entity, snapshot }, id, version, { active });
}

/**
 * `GET /admin/user-agreement?userId=`: the user's answers (404 for an unknown user). The check
 * that the user exists also records the read of their personal data (one statement).
 */
export async function forUser(db: Db, actor: AuditActor, userId: number): Promise<UserAgreement[]> {
  await users.get(db, actor, userId, 'agreements');
  return repo.userAgreements(db, userId);
}

/** The answers given with an order (its screen's agreements), `acceptedById` for manual ones. */
export const forOrder = (db: DbOrTx, orderId: number) => repo.orderAgreements(db, orderId);

/** The active agreements an order shows (`target` order), each with its current version. */
export const forOrderTarget = (db: DbOrTx) => repo.activeWithVersion(db, 'order');

/**
 * Records agreements accepted with an order. `acceptedById` is the staff member who ticked
 * them on the investor's behalf (a manual order).
 */
export async function acceptForOrder(
  tx: DbOrTx,
  input: {
    userId: number;
    orderId: number;
    versionIds: number[];
    acceptedById: number | null;
    at: Date;
  },
) {
  await repo.insertAnswers(
    tx,
    input.versionIds.map((agreementVersionId) => ({
      userId: input.userId,
      agreementVersionId,
      orderId: input.orderId,
      acceptedById: input.acceptedById,
      answeredAt: input.at,
    })),
  );
}
