import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { withImplied, type PermissionName } from '@backoffice/contract';
import { AppError } from './errors.js';
import { queryRows, type DbOrTx } from './db/database.js';
import { permissions, rolePermissions, userPermissions, userRoles } from '../db/schema/index.js';

export interface PermissionSubject {
  id: number;
  isSuperAdmin: boolean;
}

/**
 * A user's effective permissions: the union of their roles' and their personal ones, with what
 * they imply (REQ-RULES-3, `IMPLIED_PERMISSIONS`). Loaded from the database on every request: no cache can outlive a revocation.
 */
export async function effectivePermissions(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select p.name from ${permissions} p
      join ${rolePermissions} rp on rp.permission_id = p.id
      join ${userRoles} ur on ur.role_id = rp.role_id
     where ur.user_id = ${userId}
    union
    select p.name from ${permissions} p
      join ${userPermissions} up on up.permission_id = p.id
     where up.user_id = ${userId}`,
  );
  return withImplied(rows.map((row) => row.name));
}

/** Answers whether the caller holds one permission (super admins hold all). */
export type Holds = (permission: PermissionName) => boolean;

/**
 * What a signed-in admin holds, for a route any admin may call whose answer depends on their
 * permissions (the dashboard, the record search): one query, none for a super admin.
 */
export async function holdsOf(db: DbOrTx, user: PermissionSubject): Promise<Holds> {
  if (user.isSuperAdmin) return () => true;
  const granted = await effectivePermissions(db, user.id);
  return (permission) => granted.has(permission);
}

/**
 * Whether a user holds any of some permissions (super admins hold all), as an SQL expression
 * over a users row, so the auth hook loads the user and answers the route's permission in one
 * round trip. `names` is a text array (one name for most routes). Pass qualified column
 * references (`"users"."id"`): drizzle writes bare column names inside a select.
 */
export function permittedExpression(
  userId: SQL | PgColumn,
  isSuperAdmin: SQL | PgColumn,
  names: SQL | Placeholder,
): SQL<boolean> {
  return sql<boolean>`(${isSuperAdmin} or exists (
      select 1 from ${userRoles} ur
        join ${rolePermissions} rp on rp.role_id = ur.role_id
        join ${permissions} p on p.id = rp.permission_id
       where ur.user_id = ${userId} and p.name = any(${names}::text[]))
    or exists (
      select 1 from ${userPermissions} up
        join ${permissions} p on p.id = up.permission_id
       where up.user_id = ${userId} and p.name = any(${names}::text[])))`;
}

/** Answers the permission check for a list of names (REQ-ACCESS-4). */
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

/** The permissions that let a user manage access; nobody may remove their own last path to them. */
export const ACCESS_MANAGEMENT: PermissionName[] = [
  'admin:role:add-permission',
  'admin:role:remove-permission',
  'admin:role:add-user',
  'admin:role:remove-user',
  'admin:user:add-personal-permission',
  'admin:user:remove-personal-permission',
];

/**
 * Runs an access change and refuses it (rolling back with the caller's transaction) when it
 * would take away access-management permissions the acting user held: no self-lockout.
 */
export async function guardOwnAccess<T>(
  tx: DbOrTx,
  actor: PermissionSubject,
  change: () => Promise<T>,
): Promise<T> {
  if (actor.isSuperAdmin) return change();
  const before = await effectivePermissions(tx, actor.id);
  const result = await change();
  const after = await effectivePermissions(tx, actor.id);
  const lost = ACCESS_MANAGEMENT.filter((p) => before.has(p) && !after.has(p));
  if (lost.length > 0) {
    throw AppError.of(
      409,
      'ACCESS',
      'CANT_REMOVE_OWN_ACCESS',
      `This change would take away your own access management (${lost.join(', ')})`,
    );
  }
  return result;
}

/** No escalation: a non-super admin may only hand out permissions they hold themselves. */
export async function assertCanGrant(
  tx: DbOrTx,
  actor: PermissionSubject,
  names: string[],
): Promise<void> {
  if (actor.isSuperAdmin || names.length === 0) return;
  const mine = await effectivePermissions(tx, actor.id);
  const missing = names.filter((name) => !mine.has(name));
  if (missing.length > 0) {
    throw AppError.of(
      403,
      'ACCESS',
      'CANT_GRANT_WHAT_YOU_LACK',
      `You cannot grant permissions you do not hold: ${missing.join(', ')}`,
    );
  }
}

/**
 * Managing another account (its e-mail, deactivation, deletion: anything that could hand it
 * to someone else) needs every permission that account holds, the rule grants follow: nobody
 * takes over an account more powerful than their own (REQ-SEC-3). A super admin manages any
 * account; anyone may manage their own.
 */
export async function assertCanManageAccount(
  tx: DbOrTx,
  actor: PermissionSubject,
  target: PermissionSubject,
): Promise<void> {
  if (actor.isSuperAdmin || actor.id === target.id) return;
  const missing = target.isSuperAdmin
    ? ['super admin']
    : await (async () => {
        const mine = await effectivePermissions(tx, actor.id);
        const theirs = await effectivePermissions(tx, target.id);
        return [...theirs].filter((name) => !mine.has(name)).sort();
      })();
  if (missing.length > 0) {
    throw AppError.of(
      403,
      'ACCESS',
      'CANT_MANAGE_MORE_POWERFUL_ACCOUNT',
      `This account holds permissions you do not: ${missing.join(', ')}`,
    );
  }
}
