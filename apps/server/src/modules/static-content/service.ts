import type {
  StaticContentElement,
  StaticContentList,
  UpdateStaticContentElement,
} from '@backoffice/contract/static-content';
import type { AuditActor } from '../../core/audit.js';
import { NO_CHILDREN, updateRecordAudited, type RecordEntity } from '../../core/crud.js';
import type { Db } from '../../core/db/database.js';
import { badRequest, notFound } from '../../core/errors.js';
import { sanitizeRichHtml } from '../../core/rich-text.js';
import { resolveFileInput, type FileService } from '../../core/files/service.js';
import * as repo from './repository.js';
import { staticContent } from './schema.js';

const AREA = 'STATIC_CONTENT';
const missing = (id: number) =>
  notFound(AREA, 'ELEMENT_NOT_EXISTS', `Static content element ${id} does not exist`);

export async function list(db: Db): Promise<StaticContentList> {
  return { items: await repo.tree(db) };
}

export async function getElement(db: Db, id: number): Promise<StaticContentElement> {
  const row = await repo.findById(db, id);
  if (!row) throw missing(id);
  return repo.element(db, row);
}

/** The fields each element type takes (REQ-STATIC-2: the type decides the editor). */
const FIELDS_OF_TYPE = {
  text: ['content'],
  richText: ['content'],
  image: ['image', 'alt'],
} as const;

/**
 * REQ-STATIC-4: edit one element (`slug` is its id). Collections are not edited; a field another
 * type would take answers 400 `FIELD_NOT_FOR_TYPE` on that field. Rich text is sanitised.
 */
export async function updateElement(
  db: Db,
  files: FileService,
  actor: AuditActor,
  input: UpdateStaticContentElement,
): Promise<StaticContentElement> {
  const { slug: id, data, version } = input;
  await updateRecordAudited(db, actor, elementEntity, id, version, async (tx, before) => {
    if (before.type === 'collection') {
      throw badRequest(AREA, 'COLLECTION_NOT_EDITABLE', 'A collection has no content to edit');
    }
    const allowed: readonly string[] = FIELDS_OF_TYPE[before.type];
    for (const field of Object.keys(data) as (keyof typeof data)[]) {
      if (data[field] !== undefined && !allowed.includes(field)) {
        throw badRequest(
          AREA,
          'FIELD_NOT_FOR_TYPE',
          `A ${before.type} element has no ${field}`,
          `data.${field}`,
        );
      }
    }
    const values: Partial<typeof staticContent.$inferInsert> = {};
    if (data.content) {
      values.content = {
        pl:
          before.type === 'richText'
            ? await sanitizeRichHtml(data.content.pl, 'data.content.pl')
            : data.content.pl,
      };
    }
    if (data.alt) values.alt = { pl: data.alt.pl };
    if (data.image) {
      values.imageFileId = await resolveFileInput(tx, data.image, {
        files,
        kind: 'photo',
        actor,
        current: before.imageFileId,
        context: 'data.image',
      });
    }
    return { values, children: null };
  });
  return getElement(db, id);
}

/** An element to the write pipeline; the audit log keeps its fields and image id. */
const elementEntity: RecordEntity<typeof staticContent, null, repo.NodeRecord> = {
  table: staticContent,
  area: AREA,
  missing: 'ELEMENT_NOT_EXISTS',
  entityType: 'static-content',
  children: NO_CHILDREN,
  toDto: (row) => repo.toNodeRecord(row),
};
