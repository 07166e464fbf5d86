import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './db/database.js';
import { permissions, rolePermissions, userPermissions, userRoles } from '../db/schema/index.js';

export interface PermissionSubject {
  id: number;
  isSuperAdmin: boolean;
}

/**
 * A user's effective permissions: the union of their roles' and their personal ones.
 * Loaded from the database on every request: no cache can outlive a revocation.
 */
export async function effectivePermissions(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(db, sql`
    select p.name from ${permissions} p
      join ${rolePermissions} rp on rp.permission_id = p.id
      join ${userRoles} ur on ur.role_id = rp.role_id
     where ur.user_id = ${userId}
    union
    select p.name from ${permissions} p
      join ${userPermissions} up on up.permission_id = p.id
     where up.user_id = ${userId}`);
  return new Set(rows.map((row) => row.name));
}

export async function hasPermission(
  db: DbOrTx,
  user: PermissionSubject,
  name: string,
): Promise<boolean> {
  if (user.isSuperAdmin) return true;
  const viaRole = db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, user.id), eq(permissions.name, name)));
  const personal = db
    .select({ one: sql`1` })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(and(eq(userPermissions.userId, user.id), eq(permissions.name, name)));
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select (exists (${viaRole}) or exists (${personal})) as ok`,
  );
  return rows[0]?.ok === true;
}

/** Answers the permission check for a list of names (`000 §7 Permission check`). */
export async function checkPermissions(
  db: DbOrTx,
  user: PermissionSubject,
  names: string[],
): Promise<{ permission: string; isPermitted: boolean }[]> {
  const unique = [...new Set(names)];
  if (user.isSuperAdmin) return unique.map((permission) => ({ permission, isPermitted: true }));
  const granted = await effectivePermissions(db, user.id);
  return unique.map((permission) => ({ permission, isPermitted: granted.has(permission) }));
}
