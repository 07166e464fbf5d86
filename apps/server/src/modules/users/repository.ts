import { pageQuery, textOrder } from '../../core/list-query.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  USER_TYPES,
  normalizeIban,
  type User,
  type UserFields,
  type UserListItem,
} from '@backoffice/contract';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query.js';
import { toIso } from '../../core/crud.js';
import {
  countries,
  permissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    isSuperAdmin: row.isSuperAdmin,
    active: row.active,
    position: row.position,
    userType: row.userType,
    createdAt: toIso(row.createdAt),
    version: row.version,
    investorData: {
      phoneNumber: row.phoneNumber ?? '',
      address: {
        address: row.address ?? '',
        zip: row.zip ?? '',
        city: row.city ?? '',
        state: row.stateId ? { id: row.stateId } : null,
        country: row.countryId ? { id: row.countryId } : null,
      },
      bankAccount: {
        country: row.bankCountryId ? { id: row.bankCountryId } : null,
        bankName: row.bankName ?? '',
        accountNumber: row.bankAccountNumber ?? '',
      },
    },
  };
}

/** The columns a user form writes; the IBAN is stored in its normal form. */
export function toColumns(fields: UserFields) {
  const { investorData: d } = fields;
  return {
    email: fields.email,
    firstName: fields.firstName,
    lastName: fields.lastName,
    isAdmin: fields.isAdmin,
    active: fields.active,
    position: fields.position,
    phoneNumber: d.phoneNumber || null,
    address: d.address.address || null,
    zip: d.address.zip || null,
    city: d.address.city || null,
    stateId: d.address.state?.id ?? null,
    countryId: d.address.country?.id ?? null,
    bankCountryId: d.bankAccount.country?.id ?? null,
    bankName: d.bankAccount.bankName || null,
    bankAccountNumber: d.bankAccount.accountNumber
      ? normalizeIban(d.bankAccount.accountNumber)
      : null,
  };
}

export function userList(onlyAdmin: boolean): ListDefinition {
  return {
    table: users,
    baseWhere: onlyAdmin
      ? and(isNull(users.deletedAt), eq(users.isAdmin, true))
      : isNull(users.deletedAt),
    filters: [
      { field: 'search', type: 'text', columns: [users.email, users.firstName, users.lastName] },
      { field: 'active', type: 'boolean', columns: [users.active] },
      { field: 'isAdmin', type: 'boolean', columns: [users.isAdmin] },
      { field: 'isSuperAdmin', type: 'boolean', columns: [users.isSuperAdmin] },
      {
        field: 'userType',
        type: 'choice',
        columns: [users.userType],
        choices: USER_TYPES.map((value) => ({ value, label: value })),
      },
      { field: 'createdAt', type: 'dateTimeRange', columns: [users.createdAt] },
    ],
    sortable: {
      email: users.email,
      firstName: textOrder(users.firstName),
      lastName: textOrder(users.lastName),
      createdAt: users.createdAt,
      userType: users.userType,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
    },
    defaultOrder: [{ column: 'createdAt', direction: 'DESC' }],
    tieBreaker: users.id,
  };
}

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = pageQuery(
  (db, q) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        active: users.active,
        isAdmin: users.isAdmin,
        isSuperAdmin: users.isSuperAdmin,
        userType: users.userType,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  (rows): UserListItem[] => rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) })),
);

export async function findById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/** A country's ISO code (`PL`), or null for an unknown id. */
export async function countryCode(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  return row?.code ?? null;
}

export async function emailTaken(
  db: DbOrTx,
  email: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

export async function insert(db: DbOrTx, fields: UserFields): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...toColumns(fields), userType: fields.isAdmin ? 'staff' : 'investor' })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function softDelete(db: DbOrTx, id: number, at: Date): Promise<void> {
  // the email is freed for a new account; the row stays for orders and the audit trail
  await db
    .update(users)
    .set({ deletedAt: at, active: false, email: sql`${users.email} || '#deleted-' || ${users.id}` })
    .where(eq(users.id, id));
}

export async function personalPermissions(db: DbOrTx, userId: number) {
  return db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId))
    .orderBy(permissions.name);
}

export async function addPersonalPermission(
  db: DbOrTx,
  userId: number,
  permissionId: number,
): Promise<boolean> {
  const rows = await db
    .insert(userPermissions)
    .values({ userId, permissionId })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export async function removePersonalPermission(
  db: DbOrTx,
  userId: number,
  permissionId: number,
): Promise<boolean> {
  const rows = await db
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, permissionId)))
    .returning();
  return rows.length > 0;
}

export async function rolesOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: roles.id, name: roles.name, slug: roles.slug, description: roles.description })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(textOrder(roles.name));
}
