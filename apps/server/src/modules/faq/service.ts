import { faqArea, type ListQueryParams, type RestoreRequest } from '@backoffice/contract';
import type { Faq, FaqInput, UpdateFaq } from '@backoffice/contract/faq';
import type { AuditActor } from '../../core/audit.js';
import {
  createAudited,
  idOf,
  deleteAudited,
  restoreAudited,
  setFlagsAudited,
  updateAudited,
  type RestorableEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { notFound } from '../../core/errors.js';
import {
  booleanCell,
  exportColumns,
  positionCell,
  translatedCell,
  type ListExport,
} from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import { faq } from './schema.js';
import * as repo from './repository.js';

const AREA = 'FAQ';

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.faqList, query, (q) => repo.listPage(db, q));
}

/** `GET /api/admin/faq/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Faq> = {
  area: 'faq',
  fileName: 'faq',
  list: repo.faqList,
  fetchPage: repo.listPage,
  columns: exportColumns(faqArea, {
    question: translatedCell((faq) => faq.question),
    position: positionCell(),
    active: booleanCell((faq) => faq.active),
    homepage: booleanCell((faq) => faq.isFeatured),
  }),
};

export async function get(db: Db, id: number): Promise<Faq> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(AREA, 'FAQ_NOT_EXISTS', `FAQ ${id} does not exist`);
  return repo.toFaq(row);
}

export async function create(db: Db, actor: AuditActor, input: FaqInput): Promise<{ id: number }> {
  return idOf(await createAudited(db, actor, entity, (tx) => repo.insert(tx, input)));
}

const entity: RestorableEntity<typeof faq, Faq> = {
  table: faq,
  area: AREA,
  missing: 'FAQ_NOT_EXISTS',
  entityType: 'faq',
  toDto: repo.toFaq,
  fromSnapshot: repo.fromFaq,
};

export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateFaq,
): Promise<Faq> {
  const { version, ...values } = input;
  return updateAudited(db, actor, entity, id, version, values);
}

export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id);
}

/** Activate or deactivate one entry at the version listed (the list's bulk action). */
export function setActive(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  active: boolean,
): Promise<void> {
  const snapshot = async (_tx: DbOrTx, row: typeof faq.$inferSelect) => entity.toDto(row);
  return setFlagsAudited(db, actor, { ...entity, snapshot }, id, version, { active });
}

/** Undo of a delete (decision 0005). */
export function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<Faq> {
  return restoreAudited(db, actor, entity, id, body.auditId, now);
}
