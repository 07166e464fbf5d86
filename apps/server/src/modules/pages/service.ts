import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Attachment,
  type ListQueryParams,
  pagesArea,
  type RestoreRequest,
} from '@backoffice/contract';
import type { CreatePage, Page, UpdatePage } from '@backoffice/contract/pages';
import type { AuditActor } from '../../core/audit.js';
import {
  createRecordAudited,
  deleteRecordAudited,
  idOf,
  restoreRowsAudited,
  setFlagsAudited,
  toIso,
  updateRecordAudited,
  type CrudRecordEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { badRequest, notFound } from '../../core/errors.js';
import { loadStoredFiles, resolveFileInput, type FileService } from '../../core/files/service.js';
import { booleanCell, exportColumns, type ListExport, translatedCell } from '../../core/export.js';
import {
  type ListDefinition,
  runList,
  tablePageQuery,
  translatedOrder,
} from '../../core/list-query/index.js';
import { sanitizeTranslatableHtml } from '../../core/rich-text.js';
import {
  checkUniqueSlugs,
  slugRaceToConflict,
  type SlugClash,
  type SlugColumns,
} from '../../core/slugs.js';
import { page, pageAttachment } from './schema.js';

const AREA = 'PAGE';
const SLUGS: SlugColumns = { table: page, id: page.id, pl: page.slugPl, en: page.slugEn };
const SLUG_CLASH: SlugClash = { area: AREA, code: 'PAGE_SLUG_EXIST', noun: 'page' };
const mapSlugRace = slugRaceToConflict(SLUG_CLASH);
type PageRow = typeof page.$inferSelect;
type AttachmentRow = typeof pageAttachment.$inferSelect;
/** An attachment as a save leaves it: `id` null for one this save adds. */
interface AttachmentState {
  id: number | null;
  displayName: string;
  fileId: string;
  position: number;
}
type PageInput = CreatePage['data'];

/**
 * A page as the audit log records it: fields, image id, attachments by name and file id (an
 * attachment's id is null only before its insert: an entry shows the stored ones).
 */
type PageRecord = Omit<Page, 'image' | 'thumbUrl' | 'attachments'> & {
  imageFileId: string | null;
  attachments: { id: number | null; displayName: string; fileId: string }[];
};

function toRecord(
  row: PageRow,
  attachments: { id: number | null; displayName: string; fileId: string }[],
): PageRecord {
  return {
    id: row.id,
    active: row.active,
    slug: { pl: row.slugPl, en: row.slugEn },
    title: row.title,
    subTitle: row.subTitle,
    content: row.content,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    imageFileId: row.imageFileId,
    attachments: attachments.map((a) => ({
      id: a.id,
      displayName: a.displayName,
      fileId: a.fileId,
    })),
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

async function attachmentsOf(db: DbOrTx, pageIds: number[]) {
  const byPage = new Map<number, AttachmentRow[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .select()
    .from(pageAttachment)
    .where(inArray(pageAttachment.pageId, pageIds))
    .orderBy(asc(pageAttachment.position), asc(pageAttachment.id));
  for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
  return byPage;
}

async function toPages(db: DbOrTx, rows: PageRow[]): Promise<Page[]> {
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  const files = await loadStoredFiles(db, [
    ...rows.map((row) => row.imageFileId),
    ...[...attachments.values()].flat().map((a) => a.fileId),
  ]);
  return rows.map((row) => {
    const own = attachments.get(row.id) ?? [];
    const { imageFileId, attachments: _, ...fields } = toRecord(row, own);
    const image = imageFileId ? (files.get(imageFileId) ?? null) : null;
    return {
      ...fields,
      image,
      thumbUrl: image?.thumbUrl ?? null,
      attachments: own.flatMap((a): Attachment[] => {
        const file = files.get(a.fileId);
        // the foreign key keeps the file while an attachment points at it
        return file ? [{ id: a.id, displayName: a.displayName, file }] : [];
      }),
    };
  });
}

/** REQ-PAGE-1: search by title or slug, filter by active. */
const pageList: ListDefinition = {
  table: page,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${page.title}->>'pl'`, sql`${page.title}->>'en'`, page.slugPl, page.slugEn],
    },
    { field: 'active', type: 'boolean', columns: [page.active] },
  ],
  sortable: {
    title: translatedOrder(page.title),
    slug: page.slugPl,
    active: page.active,
    updatedAt: page.updatedAt,
  },
  defaultOrder: [{ column: 'title', direction: 'ASC' }],
  tieBreaker: page.id,
};

/** One page of the static pages list (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = tablePageQuery(page, (rows, db) => toPages(db, rows));

export function list(db: Db, query: ListQueryParams) {
  return runList(db, pageList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/page/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Page> = {
  area: 'page',
  fileName: 'static-pages',
  list: pageList,
  fetchPage: listPage,
  columns: exportColumns(pagesArea, {
    title: translatedCell((p) => p.title),
    slug: translatedCell((p) => p.slug),
    active: booleanCell((p) => p.active),
  }),
};

export async function get(db: DbOrTx, id: number): Promise<Page> {
  const [found] = await toPages(db, await db.select().from(page).where(eq(page.id, id)));
  if (!found) throw notFound(AREA, 'PAGE_NOT_EXISTS', `Page ${id} does not exist`);
  return found;
}

/** The stored form: the content sanitised in the worker pool, before the transaction opens. */
async function toValues(fields: Omit<PageInput, 'image' | 'attachments'>, prefix: string) {
  const { slug, content, ...rest } = fields;
  return {
    ...rest,
    slugPl: slug.pl,
    slugEn: slug.en,
    content: await sanitizeTranslatableHtml(content, `${prefix}content`),
  };
}

interface AttachmentWriteOptions {
  files: FileService;
  actor: AuditActor;
  prefix: string;
}

const toState = (a: AttachmentRow): AttachmentState => ({
  id: a.id,
  displayName: a.displayName,
  fileId: a.fileId,
  position: a.position,
});

/** The page's attachments as stored, by position. */
async function storedAttachments(tx: DbOrTx, pageId: number): Promise<AttachmentState[]> {
  return ((await attachmentsOf(tx, [pageId])).get(pageId) ?? []).map(toState);
}

/**
 * The attachments a save leaves (REQ-FILES-4), checked, nothing written yet: a saved one
 * flagged `delete` goes (its file, no longer referenced, is released to the unused-file cleanup),
 * a saved one is renamed or gets another file, a new one is added after the others (its file
 * resolved, an inline one stored). Saved attachments the list leaves out stay.
 */
async function nextAttachments(
  tx: DbOrTx,
  current: AttachmentState[],
  input: PageInput['attachments'],
  options: AttachmentWriteOptions,
): Promise<AttachmentState[]> {
  const kept = new Map(current.map((a) => [a.id, { ...a }]));
  const added: AttachmentState[] = [];
  let position = current.reduce((max, a) => Math.max(max, a.position), 0);
  for (const [index, item] of input.entries()) {
    const context = `${options.prefix}attachments.${index}`;
    if (item.id !== undefined) {
      const saved = current.find((a) => a.id === item.id);
      if (!saved) {
        throw badRequest(AREA, 'ENTITY_NOT_EXIST', 'This attachment is not on the page', context);
      }
      if (item.delete === true) {
        kept.delete(saved.id);
        continue;
      }
      const fileId = item.file
        ? await resolveFileInput(tx, item.file, {
            files: options.files,
            kind: 'file',
            actor: options.actor,
            current: saved.fileId,
            context: `${context}.file`,
          })
        : saved.fileId;
      if (!fileId) {
        throw badRequest(
          AREA,
          'FIELD_IS_REQUIRED',
          'An attachment needs a file',
          `${context}.file`,
        );
      }
      // one deleted earlier in this save stays deleted
      const next = kept.get(saved.id);
      if (next) Object.assign(next, { displayName: item.displayName, fileId });
      continue;
    }
    if (item.delete === true) continue;
    const fileId = await resolveFileInput(tx, item.file, {
      files: options.files,
      kind: 'file',
      actor: options.actor,
      context: `${context}.file`,
    });
    if (!fileId) {
      throw badRequest(AREA, 'FIELD_IS_REQUIRED', 'An attachment needs a file', `${context}.file`);
    }
    position += 1;
    added.push({ id: null, displayName: item.displayName, fileId, position });
  }
  return [...kept.values(), ...added];
}

/**
 * Stores the attachments `nextAttachments` settled on: the saved ones it left out are deleted,
 * the changed ones updated, the new ones inserted.
 */
async function writeAttachments(
  tx: DbOrTx,
  pageId: number,
  next: AttachmentState[],
): Promise<void> {
  const current = (await attachmentsOf(tx, [pageId])).get(pageId) ?? [];
  const nextById = new Map(next.flatMap((a) => (a.id === null ? [] : [[a.id, a] as const])));
  for (const saved of current) {
    const wanted = nextById.get(saved.id);
    if (!wanted) {
      await tx.delete(pageAttachment).where(eq(pageAttachment.id, saved.id));
    } else if (wanted.fileId !== saved.fileId || wanted.displayName !== saved.displayName) {
      await tx
        .update(pageAttachment)
        .set({ displayName: wanted.displayName, fileId: wanted.fileId })
        .where(eq(pageAttachment.id, saved.id));
    }
  }
  for (const added of next.filter((a) => a.id === null)) {
    await tx.insert(pageAttachment).values({
      pageId,
      displayName: added.displayName,
      fileId: added.fileId,
      position: added.position,
    });
  }
}

/**
 * Create through the write pipeline (`createRecordAudited`): the slugs and the image are
 * checked first, then the page's row, then its attachments (each checked and its file resolved,
 * REQ-FILES-4), with one audit entry showing the attachments as stored.
 */
export async function create(
  db: Db,
  files: FileService,
  actor: AuditActor,
  input: PageInput,
): Promise<{ id: number }> {
  const { image, attachments, ...fields } = input;
  const clean = await toValues(fields, 'data.');
  const row = await createRecordAudited(db, actor, pageEntity, async (tx) => {
    await checkUniqueSlugs(tx, SLUGS, fields.slug, SLUG_CLASH, 'data.');
    const imageFileId = await resolveFileInput(tx, image, {
      files,
      kind: 'photo',
      actor,
      context: 'data.image',
    });
    return {
      values: { ...clean, imageFileId },
      // a new page has none yet: every attachment sent is added
      children: () => nextAttachments(tx, [], attachments, { files, actor, prefix: 'data.' }),
    };
  }).catch(mapSlugRace);
  return idOf(row);
}

export async function update(
  db: Db,
  files: FileService,
  actor: AuditActor,
  id: number,
  input: UpdatePage,
): Promise<Page> {
  const { version, image, attachments, ...fields } = input;
  const clean = await toValues(fields, '');
  await updateRecordAudited(db, actor, pageEntity, id, version, async (tx, before, current) => {
    await checkUniqueSlugs(tx, SLUGS, fields.slug, SLUG_CLASH, '', id);
    const imageFileId = await resolveFileInput(tx, image, {
      files,
      kind: 'photo',
      actor,
      current: before.imageFileId,
      context: 'image',
    });
    const next = await nextAttachments(tx, current, attachments, { files, actor, prefix: '' });
    return { values: { ...clean, imageFileId }, children: next };
  }).catch(mapSlugRace);
  return get(db, id);
}

/** A page with its attachments: one record to the write pipeline and the audit log. */
const pageEntity: CrudRecordEntity<typeof page, AttachmentState[], PageRecord> = {
  table: page,
  area: AREA,
  missing: 'PAGE_NOT_EXISTS',
  entityType: 'page',
  // the new attachments' ids come from their inserts
  children: { load: storedAttachments, write: writeAttachments, readBack: true },
  toDto: toRecord,
  // a delete keeps the page's row and its attachments as stored: what an undo puts back
  // (decision 0005)
  restoreRows: true,
};

/** Delete through the write pipeline (`deleteRecordAudited`): the page, its attachments with it. */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteRecordAudited(db, actor, pageEntity, id);
}

const restorable = { table: page, area: AREA, entityType: 'page' } as const;

/** Undo of a delete (decision 0005): the page and its attachments back, same id. */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<Page> {
  await restoreRowsAudited(db, actor, restorable, id, body.auditId, now);
  return get(db, id);
}

/** Activate or deactivate one page at the version listed (the list's bulk action). */
export function setActive(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  active: boolean,
): Promise<void> {
  const snapshot = async (tx: DbOrTx, row: PageRow) =>
    toRecord(row, (await attachmentsOf(tx, [row.id])).get(row.id) ?? []);
  return setFlagsAudited(
    db,
    actor,
    { ...restorable, missing: 'PAGE_NOT_EXISTS', snapshot },
    id,
    version,
    { active },
  );
}
