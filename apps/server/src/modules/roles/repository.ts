import { selectPageQuery, textOrder } from '../../core/list-query/index.js';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Role, RoleInput } from '@backoffice/contract/roles';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';

type RoleRow = typeof roles.$inferSelect;

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const permissionCount = sql<number>`(select count(*)::int from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`;

export const roleList: ListDefinition = {
  table: roles,
  filters: [{ field: 'search', type: 'text', columns: [roles.name, roles.description] }],
  sortable: { id: roles.id, name: textOrder(roles.name) },
  defaultOrder: [{ column: 'id', direction: 'ASC' }],
  tieBreaker: roles.id,
};

const columns = {
  id: roles.id,
  name: roles.name,
  slug: roles.slug,
  description: roles.description,
  version: roles.version,
  userCount: userCount.mapWith(Number),
  permissionCount: permissionCount.mapWith(Number),
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = selectPageQuery(roles, columns, (rows): Role[] => rows);

export async function findById(db: DbOrTx, id: number): Promise<Role | null> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

export async function slugTaken(db: DbOrTx, slug: string) {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
  return rows.length > 0;
}

export async function insert(db: DbOrTx, input: RoleInput & { slug: string }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(input).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function userHolders(db: DbOrTx, id: number) {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
  return row?.n ?? 0;
}

export async function permissionsOf(db: DbOrTx, roleId: number) {
  return db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(permissions.name);
}

export async function addPermission(
  db: DbOrTx,
  roleId: number,
  permissionId: number,
): Promise<boolean> {
  const rows = await db
    .insert(rolePermissions)
    .values({ roleId, permissionId })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export async function removePermission(
  db: DbOrTx,
  roleId: number,
  permissionId: number,
): Promise<boolean> {
  const rows = await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)))
    .returning();
  return rows.length > 0;
}

export async function usersOf(db: DbOrTx, roleId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(textOrder(users.lastName), textOrder(users.firstName));
}

export async function addUser(db: DbOrTx, roleId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ roleId, userId })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export async function removeUser(db: DbOrTx, roleId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)))
    .returning();
  return rows.length > 0;
}
