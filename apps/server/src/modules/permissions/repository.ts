import { tablePageQuery } from '../../core/list-query/index.js';
import { count, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@backoffice/contract';
import type { Permission, PermissionInput } from '@backoffice/contract/roles';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { permissions, rolePermissions, userPermissions } from '../../db/schema/index.js';

type PermissionRow = typeof permissions.$inferSelect;
const BUILT_IN = new Set<string>(ALL_PERMISSIONS);

export const isBuiltIn = (name: string) => BUILT_IN.has(name);

export function toPermission(row: PermissionRow): Permission {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    builtIn: isBuiltIn(row.name),
    version: row.version,
  };
}

export const permissionList: ListDefinition = {
  table: permissions,
  filters: [
    { field: 'search', type: 'text', columns: [permissions.name, permissions.description] },
  ],
  sortable: { name: permissions.name, id: permissions.id },
  defaultOrder: [{ column: 'name', direction: 'ASC' }],
  tieBreaker: permissions.id,
  pageSizes: [5, 10, 20, 50, 100],
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = tablePageQuery(permissions, (rows) => rows.map(toPermission));

export async function findById(db: DbOrTx, id: number): Promise<PermissionRow | null> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  return row ?? null;
}

export async function nameTaken(
  db: DbOrTx,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, name));
  return rows.some((row) => row.id !== exceptId);
}

export async function insert(db: DbOrTx, input: PermissionInput): Promise<PermissionRow> {
  const [row] = await db.insert(permissions).values(input).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function holders(db: DbOrTx, id: number): Promise<number> {
  const [roles] = await db
    .select({ n: count() })
    .from(rolePermissions)
    .where(eq(rolePermissions.permissionId, id));
  const [users] = await db
    .select({ n: count() })
    .from(userPermissions)
    .where(eq(userPermissions.permissionId, id));
  return (roles?.n ?? 0) + (users?.n ?? 0);
}

export async function all(db: DbOrTx) {
  return db
    .select()
    .from(permissions)
    .orderBy(sql`${permissions.name}`);
}
