import { tablePageQuery, translatedOrder } from '../../core/list-query/index.js';
import { eq, inArray, sql } from 'drizzle-orm';
import type { MenuCodeName } from '@backoffice/contract';
import type { MenuItem, MenuItemInput } from '@backoffice/contract/menu-items';
import { MENU_CODE_NAMES } from '@backoffice/contract';
import { queryRows, type DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { toIso } from '../../core/crud.js';
import { menuItems } from './schema.js';

type MenuRow = typeof menuItems.$inferSelect;

export function toMenuItem(row: MenuRow): MenuItem {
  return {
    id: row.id,
    parent: row.parentId,
    codeName: (row.codeName as MenuCodeName | null) ?? null,
    position: row.position,
    label: row.label,
    url: row.url,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A menu item as `toMenuItem` wrote it (a delete's audit snapshot) back to its row. */
export function fromMenuItem(snapshot: MenuItem): typeof menuItems.$inferSelect {
  return {
    id: snapshot.id,
    parentId: snapshot.parent,
    codeName: snapshot.codeName,
    position: snapshot.position,
    label: snapshot.label,
    url: snapshot.url,
    version: snapshot.version,
    createdAt: new Date(snapshot.createdAt),
    updatedAt: new Date(snapshot.updatedAt),
  };
}

export function toRow(input: MenuItemInput) {
  return {
    parentId: input.parent,
    codeName: input.codeName,
    position: input.position,
    label: input.label,
    url: input.url,
  };
}

export const menuList: ListDefinition = {
  table: menuItems,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [
        sql`${menuItems.label}->>'pl'`,
        sql`${menuItems.label}->>'en'`,
        sql`${menuItems.url}->>'pl'`,
        sql`${menuItems.url}->>'en'`,
      ],
    },
    {
      field: 'codeName',
      type: 'choice',
      columns: [menuItems.codeName],
      choices: MENU_CODE_NAMES.map((value) => ({ value, label: value })),
    },
  ],
  sortable: {
    position: menuItems.position,
    label: translatedOrder(menuItems.label),
    id: menuItems.id,
  },
  defaultOrder: [{ column: 'position', direction: 'ASC' }],
  tieBreaker: menuItems.id,
  pageSizes: [5, 10, 20, 50, 100],
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = tablePageQuery(menuItems, (rows) => rows.map(toMenuItem));

export async function all(db: DbOrTx): Promise<MenuItem[]> {
  const rows = await db.select().from(menuItems).orderBy(menuItems.position, menuItems.id);
  return rows.map(toMenuItem);
}

export async function findById(db: DbOrTx, id: number): Promise<MenuRow | null> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id));
  return row ?? null;
}

/** True when `candidateParent` is `id` itself or one of its descendants. */
export async function wouldCreateCycle(
  db: DbOrTx,
  id: number,
  candidateParent: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive subtree(id) as (
          select ${id}::int
          union
          select m.id from ${menuItems} m join subtree s on m.parent_id = s.id
        )
        select id from subtree where id = ${candidateParent}`,
  );
  return rows.length > 0;
}

/** Every item below `id` (children, their children, …), parents before children. */
export async function descendants(db: DbOrTx, id: number): Promise<MenuRow[]> {
  const order = await queryRows<{ id: number }>(
    db,
    sql`with recursive subtree(id, depth) as (
          select m.id, 1 from ${menuItems} m where m.parent_id = ${id}
          union all
          select m.id, s.depth + 1 from ${menuItems} m join subtree s on m.parent_id = s.id
        )
        select id from subtree order by depth, id`,
  );
  if (order.length === 0) return [];
  const rows = await db
    .select()
    .from(menuItems)
    .where(
      inArray(
        menuItems.id,
        order.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.flatMap((row) => byId.get(Number(row.id)) ?? []);
}

export async function insert(db: DbOrTx, input: MenuItemInput): Promise<MenuRow> {
  const [row] = await db.insert(menuItems).values(toRow(input)).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
