import { selectPageQuery, textOrder } from '../../core/list-query/index.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeIban, type AuditAction } from '@backoffice/contract';
import {
  USER_TYPES,
  type User,
  type UserFields,
  type UserListItem,
} from '@backoffice/contract/users';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { toIso } from '../../core/crud.js';
import { recordReadCte, type AuditActor } from '../../core/audit.js';
import {
  auditLog,
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
export const listPage = selectPageQuery(
  users,
  {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    active: users.active,
    isAdmin: users.isAdmin,
    isSuperAdmin: users.isSuperAdmin,
    userType: users.userType,
    createdAt: users.createdAt,
  },
  (rows): UserListItem[] => rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) })),
);

export async function findById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * The user, with an audit entry that `actor` opened their personal data (`view`: the user's
 * screen or their agreements), and their last sign-in, in one statement (core/audit.ts
 * `recordReadCte`); no row, no entry.
 */
export async function findByIdRecordingRead(
  db: DbOrTx,
  id: number,
  actor: AuditActor,
  view: PersonalDataView,
): Promise<{ user: UserRow; lastSignIn: LastSignIn | null } | null> {
  const where = and(eq(users.id, id), isNull(users.deletedAt));
  const read = recordReadCte(
    db,
    actor,
    { action: READ_ACTIONS[view], entityType: 'user' },
    { table: users, id: users.id, where },
  );
  const [row] = await db
    .with(read)
    .select({
      user: users,
      signedInAt: sql`(${newestSignIn(auditLog.createdAt)})`.mapWith(auditLog.createdAt),
      signedInFrom: sql<string | null>`(${newestSignIn(auditLog.ip)})`,
    })
    .from(users)
    .where(where);
  if (!row) return null;
  const lastSignIn = row.signedInAt
    ? { at: row.signedInAt.toISOString(), ip: row.signedInFrom }
    : null;
  return { user: row.user, lastSignIn };
}

export type LastSignIn = { at: string; ip: string | null };

/**
 * A column of the row's user's newest sign-in in the audit log. The action is written into the
 * SQL, not bound, so the partial index `audit_log_sign_in_idx` answers it from its top entry.
 */
const newestSignIn = (column: AnyPgColumn) =>
  sql`select ${column} from ${auditLog} where ${auditLog.action} = 'user.sign-in'
    and ${auditLog.entityId} = ${users.id}::text order by ${auditLog.createdAt} desc limit 1`;

/** What a personal-data read opened: the user's screen, or their agreements tab. */
export type PersonalDataView = 'details' | 'agreements';
const READ_ACTIONS = {
  details: 'user.personal-data.read',
  agreements: 'user.agreements.read',
} as const satisfies Record<PersonalDataView, AuditAction>;

/** A country's ISO code (`PL`), or null for an unknown id. */
export async function countryCode(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  return row?.code ?? null;
}

/** `email` in its normal form (`normalizeEmail`); rows stored before it was one compare by lower(). */
export async function emailTaken(
  db: DbOrTx,
  email: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
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

/**
 * Erasure (REQ-RULES-2): the name, contact and bank data replaced, the e-mail by one that reaches
 * nobody and frees the address; the row stays for the financial records that name it.
 */
export async function pseudonymise(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({
      deletedAt: at,
      active: false,
      email: sql`'erased-' || ${users.id} || '@erased.invalid'`,
      firstName: '',
      lastName: '',
      passwordHash: null,
      phoneNumber: null,
      address: null,
      zip: null,
      city: null,
      stateId: null,
      countryId: null,
      bankCountryId: null,
      bankName: null,
      bankAccountNumber: null,
      updatedAt: at,
      version: sql`${users.version} + 1`,
    })
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

/** The account's newest sign-in in the audit log (see `newestSignIn`). */
export async function lastSignIn(db: DbOrTx, userId: number): Promise<LastSignIn | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt, ip: auditLog.ip })
    .from(auditLog)
    .where(and(sql`${auditLog.action} = 'user.sign-in'`, eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row ? { at: row.at.toISOString(), ip: row.ip } : null;
}
