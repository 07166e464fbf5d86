import {
  type ListQueryParams,
  type MenuCodeName,
  menuItemsArea,
  type RestoreRequest,
} from '@backoffice/contract';
import type {
  MenuItem,
  MenuItemInput,
  MenuTree,
  MenuTreeNode,
  UpdateMenuItem,
} from '@backoffice/contract/menu-items';
import type { AuditActor } from '../../core/audit.js';
import {
  createAudited,
  idOf,
  deleteAudited,
  restoreAudited,
  updateAudited,
  type RestorableEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { badRequest, notFound } from '../../core/errors.js';
import {
  exportColumns,
  type ListExport,
  localized,
  positionCell,
  textCell,
  translatedCell,
} from '../../core/export.js';
import { runList, type ParsedListQuery } from '../../core/list-query/index.js';
import { menuItems } from './schema.js';
import * as repo from './repository.js';

const AREA = 'MENU';

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.menuList, query, (q) => repo.listPage(db, q));
}

/** A list row with what the web list looks up in the tree: the parent's label, the root's menu. */
type ExportedMenuItem = MenuItem & { parentItem: MenuItem | null; menu: MenuCodeName | null };

/** One page of the list, each item with its parent and its root's menu (a menu is small). */
async function exportPage(db: Db, q: ParsedListQuery): Promise<ExportedMenuItem[]> {
  const [rows, all] = await Promise.all([repo.listPage(db, q), repo.all(db)]);
  const byId = new Map(all.map((item) => [item.id, item]));
  const menuOf = (item: MenuItem): MenuCodeName | null => {
    const seen = new Set<number>();
    let current: MenuItem | undefined = item;
    while (current && current.parent !== null && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parent);
    }
    return current?.codeName ?? null;
  };
  return rows.map((item) => ({
    ...item,
    parentItem: item.parent === null ? null : (byId.get(item.parent) ?? null),
    menu: menuOf(item),
  }));
}

const MENU_NAMES: Record<MenuCodeName, { pl: string; en: string }> = {
  header: { pl: 'Nagłówek', en: 'Header' },
  footer: { pl: 'Stopka', en: 'Footer' },
};

/** `GET /api/admin/menu/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<ExportedMenuItem> = {
  area: 'menu',
  fileName: 'menu-items',
  list: repo.menuList,
  fetchPage: exportPage,
  columns: exportColumns(menuItemsArea, {
    position: positionCell(),
    label: translatedCell((item) => item.label),
    parent: textCell((item, language) =>
      item.parentItem ? localized(item.parentItem.label, language) : null,
    ),
    url: translatedCell((item) => item.url),
    codeName: textCell((item, language) => (item.menu ? MENU_NAMES[item.menu][language] : null)),
  }),
};

/** Header and footer trees, each level ordered by position (REQ-MENU-1). */
export async function tree(db: Db): Promise<MenuTree> {
  const items = await repo.all(db);
  const nodes = new Map<number, MenuTreeNode>(
    items.map((item) => [item.id, { ...item, children: [] }]),
  );
  const result: MenuTree = { header: [], footer: [] };
  for (const node of nodes.values()) {
    if (node.parent !== null) nodes.get(node.parent)?.children.push(node);
    else if (node.codeName) result[node.codeName].push(node);
  }
  return result; // repo.all is ordered by position, and insertion keeps that order per level
}

export async function get(db: Db, id: number): Promise<MenuItem> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(AREA, 'MENU_ITEM_NOT_EXISTS', `Menu item ${id} does not exist`);
  return repo.toMenuItem(row);
}

async function assertParent(tx: DbOrTx, id: number | null, parent: number | null) {
  if (parent === null) return;
  if (!(await repo.findById(tx, parent))) {
    throw badRequest(AREA, 'MENU_ITEM_NOT_EXISTS', 'The parent menu item does not exist', 'parent');
  }
  if (id !== null && (await repo.wouldCreateCycle(tx, id, parent))) {
    throw badRequest(
      AREA,
      'PARENT_CREATES_CYCLE',
      'An item cannot be placed under itself or its own child',
      'parent',
    );
  }
}

export async function create(
  db: Db,
  actor: AuditActor,
  input: MenuItemInput,
): Promise<{ id: number }> {
  const row = await createAudited(db, actor, entity, async (tx) => {
    await assertParent(tx, null, input.parent);
    return repo.insert(tx, input);
  });
  return idOf(row);
}

const entity: RestorableEntity<typeof menuItems, MenuItem> = {
  table: menuItems,
  area: AREA,
  missing: 'MENU_ITEM_NOT_EXISTS',
  entityType: 'menu-item',
  toDto: repo.toMenuItem,
  fromSnapshot: repo.fromMenuItem,
  // the children (and theirs) the cascade deletes: recorded, so the log shows them and an
  // undo brings them back
  deletedWith: (tx, row) => repo.descendants(tx, row.id),
};

export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateMenuItem,
): Promise<MenuItem> {
  return updateAudited(db, actor, entity, id, input.version, repo.toRow(input), {
    check: (tx) => assertParent(tx, id, input.parent),
  });
}

/** Deleting an item deletes its children too (they cannot exist without a parent). */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id);
}

/** Undo of a delete, with the children that went with it (decision 0005). */
export function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<MenuItem> {
  return restoreAudited(db, actor, entity, id, body.auditId, now);
}
