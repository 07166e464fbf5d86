import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import type { TokenResponse } from '@backoffice/contract/auth';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/core/db/database.js';
import { hashPassword } from '../../src/core/auth/passwords.js';
import {
  permissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../src/db/schema/index.js';
import type { Clock } from '../../src/core/clock.js';

/** A clock tests can move forward. */
export function fakeClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

export const client = { clientId: INITIAL_CLIENT_ID, clientSecret: INITIAL_CLIENT_SECRET };

export function passwordGrant(app: App, email: string, password: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { grantType: 'password', email, password, forAdmin: true, ...client, ...extra },
  });
}

export async function signIn(app: App, email: string, password: string): Promise<TokenResponse> {
  const res = await passwordGrant(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A step-up check with the password (an account without a second factor, REQ-STEP-4): the
 * money actions, secrets and grants of the session then pass for the step-up window.
 */
export async function stepUp(app: App, headers: Record<string, string>, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/me/step-up',
    headers,
    payload: { password },
  });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.statusCode} ${res.body}`);
}

/** Signs in and makes the session's step-up check: a user about to grant or move money. */
export async function signInStepped(app: App, email: string, password: string) {
  const headers = bearer((await signIn(app, email, password)).accessToken);
  await stepUp(app, headers, password);
  return headers;
}

let counter = 0;
/** Creates a user with a password and, optionally, roles (by slug) and personal permissions. */
export async function createUser(
  db: Db,
  options: {
    email?: string;
    password?: string;
    isAdmin?: boolean;
    isSuperAdmin?: boolean;
    active?: boolean;
    roles?: string[];
    permissions?: string[];
  } = {},
) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'Passw0rdX';
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Test',
      lastName: `User${counter}`,
      passwordHash: await hashPassword(password),
      isAdmin: options.isAdmin ?? true,
      isSuperAdmin: options.isSuperAdmin ?? false,
      active: options.active ?? true,
      userType: 'staff',
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (options.roles?.length) {
    const found = await db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.slug, options.roles));
    await db.insert(userRoles).values(found.map((r) => ({ userId: user.id, roleId: r.id })));
  }
  if (options.permissions?.length) {
    const found = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, options.permissions));
    await db
      .insert(userPermissions)
      .values(found.map((p) => ({ userId: user.id, permissionId: p.id })));
  }
  return { ...user, password };
}

export async function createRole(db: Db, slug: string, permissionNames: string[]) {
  const [role] = await db.insert(roles).values({ slug, name: slug, description: slug }).returning();
  if (!role) throw new Error('role not created');
  const found = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, permissionNames));
  const { rolePermissions } = await import('../../src/db/schema/index.js');
  if (found.length)
    await db
      .insert(rolePermissions)
      .values(found.map((p) => ({ roleId: role.id, permissionId: p.id })));
  return role;
}

export async function setMaintenanceMode(db: Db, on: boolean) {
  const { settings } = await import('../../src/db/schema/index.js');
  await db.update(settings).set({ maintenanceMode: on }).where(eq(settings.id, 1));
}

/** Waits for a message to this address in the outbox folder and returns it. */
export async function readOutbox(
  outboxDir: string,
  to: string,
  timeoutMs = 5000,
): Promise<{ to: string; subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outboxDir)) {
      const files = fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
      for (const file of files) {
        const message = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
        if (message.to === to) return message;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message to ${to} in ${outboxDir}`);
}

export function linkToken(text: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}
