import { asc, eq } from 'drizzle-orm';
import type { StoredFile } from '@backoffice/contract';
import type { StaticContentElement, StaticContentNode } from '@backoffice/contract/static-content';
import type { DbOrTx } from '../../core/db/database.js';
import { toIso } from '../../core/crud.js';
import { loadStoredFiles } from '../../core/files/service.js';
import { staticContent } from './schema.js';

export type NodeRow = typeof staticContent.$inferSelect;
type NodeFields = Omit<StaticContentNode, 'children'>;

/** A node as the audit log records it: its fields and its image's id. */
export type NodeRecord = Omit<NodeFields, 'image'> & { imageFileId: string | null };

export function toNodeRecord(row: NodeRow): NodeRecord {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    content: row.content,
    alt: row.alt,
    imageFileId: row.imageFileId,
    parentId: row.parentId,
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

function toFields(row: NodeRow, images: Map<string, StoredFile>): NodeFields {
  const { imageFileId, ...fields } = toNodeRecord(row);
  return { ...fields, image: imageFileId ? (images.get(imageFileId) ?? null) : null };
}

async function imagesOf(db: DbOrTx, rows: NodeRow[]) {
  const ids = rows.flatMap((r) => (r.imageFileId ? [r.imageFileId] : []));
  return loadStoredFiles(db, [...new Set(ids)]);
}

/** The whole tree (a few dozen nodes), each level in position order. */
export async function tree(db: DbOrTx): Promise<StaticContentNode[]> {
  const rows = await db
    .select()
    .from(staticContent)
    .orderBy(asc(staticContent.position), asc(staticContent.id));
  const images = await imagesOf(db, rows);
  const nodes = new Map<number, StaticContentNode>(
    rows.map((row) => [row.id, { ...toFields(row, images), children: [] }]),
  );
  const roots: StaticContentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function findById(db: DbOrTx, id: number): Promise<NodeRow | null> {
  const [row] = await db.select().from(staticContent).where(eq(staticContent.id, id));
  return row ?? null;
}

/** One node with the collections above it, root first (breadcrumbs and go back). */
export async function element(db: DbOrTx, row: NodeRow): Promise<StaticContentElement> {
  const path: { id: number; name: string }[] = [];
  // a tree is shallow; the guard stops a corrupted cycle
  for (let parentId = row.parentId; parentId !== null && path.length < 32;) {
    const parent = await findById(db, parentId);
    if (!parent) break;
    path.unshift({ id: parent.id, name: parent.name });
    parentId = parent.parentId;
  }
  return { ...toFields(row, await imagesOf(db, [row])), path };
}
