import { count, eq, sql } from 'drizzle-orm';
import { type ListQueryParams, type RestoreRequest, tagsArea } from '@backoffice/contract';
import type { BlogTag, CreateBlogTag, UpdateBlogTag } from '@backoffice/contract/blog';
import type { AuditActor } from '../../core/audit.js';
import {
  createAudited,
  deleteAudited,
  idOf,
  restoreRowsAudited,
  toIso,
  updateAudited,
  type AuditedEntity,
  type RowsRestorableEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { conflict, notFound } from '../../core/errors.js';
import { exportColumns, type ListExport, numberCell, textCell } from '../../core/export.js';
import {
  type ListDefinition,
  runList,
  selectPageQuery,
  textOrder,
} from '../../core/list-query/index.js';
import { checkUniquePerLanguage, type PerLanguageValues } from '../../core/slugs.js';
import { blogPostTag } from '../blog/schema.js';
import { blogTag } from './schema.js';

const AREA = 'TAGS';
type TagRow = typeof blogTag.$inferSelect;
type TagRecord = Omit<BlogTag, 'postCount'>;

const toRecord = (row: TagRow): TagRecord => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

const entity: AuditedEntity<typeof blogTag, TagRecord> & RowsRestorableEntity = {
  table: blogTag,
  area: AREA,
  missing: 'TAG_NOT_EXISTS',
  entityType: 'blog-tag',
  toDto: toRecord,
  restoreRows: true,
  uniqueViolation: () => conflict(AREA, 'NOT_UNIQUE_NAME', 'Another tag has this name', 'name'),
};

/** REQ-BLOG-4: a tag's name is unique per language, letter case aside (schema.ts, the indexes). */
const NAMES: PerLanguageValues = {
  table: blogTag,
  id: blogTag.id,
  field: 'name',
  stored: (language) => sql`${blogTag.name}->>${language}`,
  ignoreCase: true,
};
const NAME_CLASH = { area: AREA, code: 'NOT_UNIQUE_NAME', noun: 'tag' } as const;

const postCount = sql<number>`(select count(*)::int from ${blogPostTag} where ${blogPostTag.tagId} = ${blogTag.id})`;

const tagList: ListDefinition = {
  table: blogTag,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${blogTag.name}->>'pl'`, sql`${blogTag.name}->>'en'`],
    },
  ],
  sortable: {
    namePl: textOrder(sql`${blogTag.name}->>'pl'`),
    nameEn: textOrder(sql`${blogTag.name}->>'en'`),
    id: blogTag.id,
  },
  defaultOrder: [{ column: 'namePl', direction: 'ASC' }],
  tieBreaker: blogTag.id,
};

/** One page of the tags list (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = selectPageQuery(blogTag, { tag: blogTag, postCount }, (rows) =>
  rows.map((r) => ({ ...toRecord(r.tag), postCount: Number(r.postCount) })),
);

export function list(db: Db, query: ListQueryParams) {
  return runList(db, tagList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/tags/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<BlogTag> = {
  area: 'tags',
  fileName: 'tags',
  list: tagList,
  fetchPage: listPage,
  columns: exportColumns(tagsArea, {
    namePl: textCell((tag) => tag.name.pl),
    nameEn: textCell((tag) => tag.name.en),
    postCount: numberCell((tag) => tag.postCount),
  }),
};

export async function get(db: DbOrTx, id: number): Promise<BlogTag> {
  const [row] = await db
    .select({ tag: blogTag, postCount })
    .from(blogTag)
    .where(eq(blogTag.id, id));
  if (!row) throw notFound(AREA, 'TAG_NOT_EXISTS', `Tag ${id} does not exist`);
  return { ...toRecord(row.tag), postCount: Number(row.postCount) };
}

export async function create(db: Db, actor: AuditActor, input: CreateBlogTag['data']) {
  return idOf(
    await createAudited(db, actor, entity, async (tx) => {
      await checkUniquePerLanguage(tx, NAMES, input.name, NAME_CLASH, 'data.');
      const [row] = await tx.insert(blogTag).values(input).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    }),
  );
}

export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateBlogTag,
): Promise<BlogTag> {
  const { version, ...fields } = input;
  await updateAudited(db, actor, entity, id, version, fields, {
    check: (tx) => checkUniquePerLanguage(tx, NAMES, fields.name, NAME_CLASH, '', id),
  });
  return get(db, id);
}

/**
 * Deleting a tag detaches it from every post (the links cascade) in the same transaction; the
 * audit entry keeps the links, so an undo puts the tag back on the same posts.
 */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id);
}

/** Undo of a delete (decision 0005): the tag and its links to posts back, same id. */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<BlogTag> {
  await restoreRowsAudited(db, actor, entity, id, body.auditId, now);
  return get(db, id);
}

/** How many posts carry a tag (tests, and the list's `postCount`). */
export async function postsWithTag(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPostTag).where(eq(blogPostTag.tagId, id));
  return Number(row?.n ?? 0);
}
