import { and, count, eq, inArray } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  builtInPermissionDescription,
  INITIAL_CLIENT_ID,
  INITIAL_CLIENT_SECRET,
  permissionsOfGroup,
  type PermissionName,
} from '@backoffice/contract';
import type { Db } from '../core/db/database.js';
import { generatePassword, hashPassword } from '../core/auth/passwords.js';
import {
  clients,
  permissions,
  rolePermissions,
  roles,
  settings,
  userRoles,
  users,
} from '../db/schema/index.js';
import { DEFAULT_SETTINGS } from './default-settings.js';
import type { FileService } from '../core/files/service.js';
import { MODULES } from '../modules/index.js';
import { seedCountries } from './countries.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  log?: (message: string) => void;
  /** where demo images go (the server's own store) */
  files: FileService;
}

export interface SeedResult {
  adminEmail: string;
  adminCreated: boolean;
  generatedPassword: string | undefined;
  demoDataCreated: boolean;
}

/**
 * A built-in permission's stored description: the English one of the contract's catalogue
 * (the description column has one language; the web shows the built-in text in the user's
 * language while the stored one is still this default).
 */
function describe(name: PermissionName): string {
  return builtInPermissionDescription(name)?.en ?? name;
}

/** What earlier versions seeded ("create on agreement"): replaced while nobody has edited it. */
function formerDescription(name: string): string {
  const [, area, action] = name.split(':');
  return `${action ?? ''} on ${area ?? ''}`.replace(/-/g, ' ');
}

/**
 * Sensible starting roles; administrators reshape them in the Roles screen. A role's name and
 * description are one text each (no language), so the seeded ones carry both languages,
 * "Polish / English" (decision 0005, item 6); `former` is what earlier versions seeded in English
 * only, replaced while nobody has edited it.
 */
export const SEED_ROLES: {
  slug: string;
  name: string;
  description: string;
  former: { name: string; description: string };
  grants: PermissionName[];
}[] = [
  {
    slug: 'administrator',
    name: 'Administrator',
    description:
      'Wszystkie obszary, także konta, role i uprawnienia / Every area, including accounts, roles and permissions',
    former: {
      name: 'Administrator',
      description: 'Every area, including accounts, roles and permissions',
    },
    grants: ALL_PERMISSIONS,
  },
  {
    slug: 'content-editor',
    name: 'Redaktor treści / Content editor',
    description:
      'Oferty, strony, blog, FAQ, menu, slidery i inne treści serwisu / Offers, pages, blog, FAQ, menu, sliders and other site content',
    former: {
      name: 'Content editor',
      description: 'Offers, pages, blog, FAQ, menu, sliders and other site content',
    },
    grants: permissionsOfGroup('content'),
  },
  {
    slug: 'finance',
    name: 'Finanse / Finance',
    description:
      'Zamówienia, transakcje, inwestycje i serie; podgląd użytkowników / Orders, transactions, investments and series; read access to users',
    former: {
      name: 'Finance',
      description: 'Orders, transactions, investments and series; read access to users',
    },
    grants: [...permissionsOfGroup('finance'), 'admin:user:list', 'admin:user:get'],
  },
];

/**
 * Seeded texts of earlier versions (English only, or "create on agreement") become the
 * bilingual ones, but only where they are still exactly as seeded: an admin's edit stays.
 */
async function replaceFormerTexts(db: Db): Promise<void> {
  const stored = await db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(permissions)
    .where(inArray(permissions.name, ALL_PERMISSIONS));
  for (const permission of stored) {
    if (permission.description !== formerDescription(permission.name)) continue;
    await db
      .update(permissions)
      .set({ description: describe(permission.name as PermissionName) })
      .where(eq(permissions.id, permission.id));
  }
  for (const role of SEED_ROLES) {
    await db
      .update(roles)
      .set({ name: role.name, description: role.description })
      .where(
        and(
          eq(roles.slug, role.slug),
          eq(roles.name, role.former.name),
          eq(roles.description, role.former.description),
        ),
      );
  }
}

async function grantAdded(
  db: Db,
  role: (typeof SEED_ROLES)[number],
  added: { id: number; name: string }[],
): Promise<void> {
  const grants = added.filter(({ name }) => role.grants.includes(name as PermissionName));
  if (grants.length === 0) return;
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role.slug));
  if (!existing) return;
  await db
    .insert(rolePermissions)
    .values(grants.map(({ id }) => ({ roleId: existing.id, permissionId: id })))
    .onConflictDoNothing();
}

/**
 * Idempotent: the catalogue, client, settings row and roles are inserted only when missing;
 * the super admin and demo data only on the first start of an empty database.
 */
export async function runSeed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const [{ value: userCount } = { value: 0 }] = await db.select({ value: count() }).from(users);
  const emptyDatabase = userCount === 0;

  // a permission inserted now on a database that had the catalogue is new in this version
  const added = await db
    .insert(permissions)
    .values(ALL_PERMISSIONS.map((name) => ({ name, description: describe(name) })))
    .onConflictDoNothing()
    .returning({ id: permissions.id, name: permissions.name });
  await replaceFormerTexts(db);

  const existingClient = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.clientId, INITIAL_CLIENT_ID));
  if (existingClient.length === 0) {
    await db
      .insert(clients)
      .values({
        clientId: INITIAL_CLIENT_ID,
        clientSecretHash: await hashPassword(INITIAL_CLIENT_SECRET),
        name: 'Back-office web app',
      })
      .onConflictDoNothing();
  }

  await db
    .insert(settings)
    .values({ id: 1, ...DEFAULT_SETTINGS })
    .onConflictDoNothing();
  await seedCountries(db);
  for (const module of MODULES) await module.seedReference?.(db);

  for (const role of SEED_ROLES) {
    const inserted = await db
      .insert(roles)
      .values({ slug: role.slug, name: role.name, description: role.description })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    const roleId = inserted[0]?.id;
    if (roleId === undefined) {
      // the role exists: its permissions are the admins' now, but a permission this version
      // adds goes to the starting role it would have been in (`admin:email:outbox` to the
      // Administrator, "every area"), so an upgrade keeps what that role could do
      await grantAdded(db, role, added);
      continue;
    }
    const ids = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, role.grants));
    if (ids.length > 0) {
      await db.insert(rolePermissions).values(ids.map(({ id }) => ({ roleId, permissionId: id })));
    }
  }

  let adminCreated = false;
  let generatedPassword: string | undefined;
  const superAdmins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isSuperAdmin, true))
    .limit(1);
  let adminEmail = superAdmins[0]?.email ?? options.adminEmail;
  if (superAdmins.length === 0) {
    const password = options.adminPassword ?? (generatedPassword = generatePassword());
    const [admin] = await db
      .insert(users)
      .values({
        email: options.adminEmail,
        firstName: 'Super',
        lastName: 'Admin',
        passwordHash: await hashPassword(password),
        isAdmin: true,
        isSuperAdmin: true,
        userType: 'staff',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    adminCreated = admin !== undefined;
    adminEmail = options.adminEmail;
    if (admin) {
      const [adminRole] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.slug, 'administrator'));
      if (adminRole) await db.insert(userRoles).values({ userId: admin.id, roleId: adminRole.id });
      log(`created super admin ${options.adminEmail}`);
    }
  }

  let demoDataCreated = false;
  if (emptyDatabase && options.demoData) {
    for (const module of MODULES) await module.seedDemo?.(db, { files: options.files });
    demoDataCreated = true;
    log('created the demo data set');
  }

  return { adminEmail, adminCreated, generatedPassword, demoDataCreated };
}
