import { asc, eq, inArray, sql } from 'drizzle-orm';
import { blogArea, type ListQueryParams, type RestoreRequest } from '@backoffice/contract';
import type { BlogPost, CreateBlogPost, UpdateBlogPost } from '@backoffice/contract/blog';
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
import {
  booleanCell,
  dateCell,
  exportColumns,
  type ListExport,
  positionCell,
  textCell,
  translatedCell,
} from '../../core/export.js';
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
import { blogTag } from '../tags/schema.js';
import { blogPost, blogPostTag } from './schema.js';

const AREA = 'BLOG';
const SLUGS: SlugColumns = {
  table: blogPost,
  id: blogPost.id,
  pl: blogPost.slugPl,
  en: blogPost.slugEn,
};
const SLUG_CLASH: SlugClash = { area: AREA, code: 'SLUG_NOT_UNIQUE', noun: 'post' };
const mapSlugRace = slugRaceToConflict(SLUG_CLASH);
type PostRow = typeof blogPost.$inferSelect;
type PostInput = CreateBlogPost['data'];

/** A post as the audit log records it: its fields, its image's id and its tag ids. */
type PostRecord = Omit<BlogPost, 'image' | 'imageUrl' | 'thumbUrl'> & {
  imageFileId: string | null;
};

function toRecord(row: PostRow, tags: number[]): PostRecord {
  return {
    id: row.id,
    isVisible: row.isVisible,
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
    position: row.position,
    author: row.author,
    slug: { pl: row.slugPl, en: row.slugEn },
    title: row.title,
    description: row.description,
    content: row.content,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    tags,
    imageFileId: row.imageFileId,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

async function tagsOf(db: DbOrTx, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>();
  if (postIds.length === 0) return byPost;
  const links = await db
    .select()
    .from(blogPostTag)
    .where(inArray(blogPostTag.postId, postIds))
    .orderBy(asc(blogPostTag.tagId));
  for (const link of links)
    byPost.set(link.postId, [...(byPost.get(link.postId) ?? []), link.tagId]);
  return byPost;
}

/** Rows as read: with their tags and images, in two more queries for the whole page. */
async function toPosts(db: DbOrTx, rows: PostRow[]): Promise<BlogPost[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  const images = await loadStoredFiles(
    db,
    rows.map((row) => row.imageFileId),
  );
  return rows.map((row) => {
    const { imageFileId, ...fields } = toRecord(row, tags.get(row.id) ?? []);
    const image = imageFileId ? (images.get(imageFileId) ?? null) : null;
    return {
      ...fields,
      image,
      imageUrl: image?.imageUrl ?? null,
      thumbUrl: image?.thumbUrl ?? null,
    };
  });
}

/** REQ-BLOG-1: text search, visible, published date range; sort by publishedAt, position, title. */
const postList: ListDefinition = {
  table: blogPost,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [
        sql`${blogPost.title}->>'pl'`,
        sql`${blogPost.title}->>'en'`,
        blogPost.slugPl,
        blogPost.slugEn,
        blogPost.author,
      ],
    },
    { field: 'isVisible', type: 'boolean', columns: [blogPost.isVisible] },
    { field: 'publishedAt', type: 'dateTimeRange', columns: [blogPost.publishedAt] },
  ],
  sortable: {
    publishedAt: blogPost.publishedAt,
    position: blogPost.position,
    title: translatedOrder(blogPost.title),
  },
  defaultOrder: [{ column: 'publishedAt', direction: 'DESC' }],
  tieBreaker: blogPost.id,
};

/** One page of the posts list (the list and its export read rows through this). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = tablePageQuery(blogPost, (rows, db) => toPosts(db, rows));

export function list(db: Db, query: ListQueryParams) {
  return runList(db, postList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/blog/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<BlogPost> = {
  area: 'blog',
  fileName: 'blog',
  list: postList,
  fetchPage: listPage,
  columns: exportColumns(blogArea, {
    thumbnail: textCell((post) => post.imageUrl),
    title: translatedCell((post) => post.title),
    slug: translatedCell((post) => post.slug),
    publishedAt: dateCell((post) => post.publishedAt),
    position: positionCell(),
    isVisible: booleanCell((post) => post.isVisible),
  }),
};

const missing = (id: number) => notFound(AREA, 'POST_NOT_EXISTS', `Post ${id} does not exist`);

export async function get(db: DbOrTx, id: number): Promise<BlogPost> {
  const rows = await db.select().from(blogPost).where(eq(blogPost.id, id));
  const [post] = await toPosts(db, rows);
  if (!post) throw missing(id);
  return post;
}

async function checkTags(tx: DbOrTx, tags: number[], prefix: string) {
  const wanted = [...new Set(tags)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: blogTag.id })
    .from(blogTag)
    .where(inArray(blogTag.id, wanted));
  if (found.length !== wanted.length) {
    throw badRequest(AREA, 'TAG_NOT_EXISTS', 'A chosen tag does not exist', `${prefix}tags`);
  }
  return wanted.sort((a, b) => a - b);
}

async function setTags(tx: DbOrTx, postId: number, tags: number[]) {
  await tx.delete(blogPostTag).where(eq(blogPostTag.postId, postId));
  if (tags.length > 0) {
    await tx.insert(blogPostTag).values(tags.map((tagId) => ({ postId, tagId })));
  }
}

/**
 * The stored form of the fields: the content is rich HTML, sanitised on every save (in the
 * sanitiser's worker pool, before the transaction opens).
 */
async function toValues(fields: Omit<PostInput, 'image' | 'tags'>, prefix: string) {
  const { slug, publishedAt, content, ...rest } = fields;
  return {
    ...rest,
    slugPl: slug.pl,
    slugEn: slug.en,
    publishedAt: publishedAt ? new Date(publishedAt) : null,
    content: await sanitizeTranslatableHtml(content, `${prefix}content`),
  };
}

/**
 * Create through the write pipeline (`createRecordAudited`): the slugs, the tags and the image
 * are checked first, then the post's row and its tag links are written with one audit entry.
 */
export async function create(
  db: Db,
  files: FileService,
  actor: AuditActor,
  input: PostInput,
): Promise<{ id: number }> {
  const { image, tags, ...fields } = input;
  const clean = await toValues(fields, 'data.');
  const row = await createRecordAudited(db, actor, postEntity, async (tx) => {
    await checkUniqueSlugs(tx, SLUGS, fields.slug, SLUG_CLASH, 'data.');
    const tagIds = await checkTags(tx, tags, 'data.');
    const imageFileId = await resolveFileInput(tx, image, {
      files,
      kind: 'photo',
      actor,
      context: 'data.image',
    });
    return { values: { ...clean, imageFileId }, children: () => Promise.resolve(tagIds) };
  }).catch(mapSlugRace);
  return idOf(row);
}

/**
 * Edit in one transaction: the post row (409 on a stale version) and its tags together, with
 * one audit entry naming both. A save that changes nothing writes nothing.
 */
export async function update(
  db: Db,
  files: FileService,
  actor: AuditActor,
  id: number,
  input: UpdateBlogPost,
): Promise<BlogPost> {
  const { version, image, tags, ...fields } = input;
  const clean = await toValues(fields, '');
  await updateRecordAudited(db, actor, postEntity, id, version, async (tx, before) => {
    await checkUniqueSlugs(tx, SLUGS, fields.slug, SLUG_CLASH, '', id);
    const tagIds = await checkTags(tx, tags, '');
    const imageFileId = await resolveFileInput(tx, image, {
      files,
      kind: 'photo',
      actor,
      current: before.imageFileId,
      context: 'image',
    });
    return { values: { ...clean, imageFileId }, children: tagIds };
  }).catch(mapSlugRace);
  return get(db, id);
}

/** A post with its tag links: one record to the write pipeline and the audit log. */
const postEntity: CrudRecordEntity<typeof blogPost, number[], PostRecord> = {
  table: blogPost,
  area: AREA,
  missing: 'POST_NOT_EXISTS',
  entityType: 'blog-post',
  children: {
    load: async (tx, id) => (await tagsOf(tx, [id])).get(id) ?? [],
    write: setTags,
  },
  toDto: toRecord,
  // a delete keeps the post's row and its tag links as stored: what an undo puts back
  // (decision 0005)
  restoreRows: true,
};

/** Delete through the write pipeline (`deleteRecordAudited`): the post, its tag links with it. */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteRecordAudited(db, actor, postEntity, id);
}

const restorable = { table: blogPost, area: AREA, entityType: 'blog-post' } as const;

/** Undo of a delete (decision 0005): the post and its tags back, same id. */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<BlogPost> {
  await restoreRowsAudited(db, actor, restorable, id, body.auditId, now);
  return get(db, id);
}

/** Show or hide one post at the version listed (the list's bulk action). */
export function setVisible(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  isVisible: boolean,
): Promise<void> {
  const snapshot = async (tx: DbOrTx, row: PostRow) =>
    toRecord(row, (await tagsOf(tx, [row.id])).get(row.id) ?? []);
  return setFlagsAudited(
    db,
    actor,
    { ...restorable, missing: 'POST_NOT_EXISTS', snapshot },
    id,
    version,
    { isVisible },
  );
}
