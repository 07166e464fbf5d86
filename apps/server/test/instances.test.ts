import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/core/db/database.js';
import { permissions } from '../src/db/schema/index.js';
import { createUser, setMaintenanceMode } from './helpers/auth.js';
import {
  call,
  client,
  passwordGrant,
  requireFreshBuild,
  signInAdmin,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

// Two separate processes, so nothing one of them keeps in memory can be seen by the other:
// whatever the second must know has to come from the database. PGlite allows one process per
// directory, so this needs PostgreSQL.
const onPostgres = testDatabaseKind() === 'postgres';

const title = onPostgres
  ? 'two server processes on one PostgreSQL database'
  : 'two server processes on one database (skipped: needs TEST_DB=postgres and TEST_DATABASE_URL)';

describe.skipIf(!onPostgres)(title, () => {
  let drop: () => Promise<void>;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    requireFreshBuild();
    const clone = await clonePostgresTemplate();
    drop = clone.drop;
    database = await openDatabase({ kind: 'postgres', url: clone.url });
    // No JWT_SECRET: each instance must find the same generated key in the database.
    const env = { DATABASE_URL: clone.url };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
  });

  it('a session signed in on one is used and refreshed on the other', async () => {
    const signedIn = await passwordGrant(a.url, 'admin@example.com', 'Admin12345');
    expect(signedIn.status).toBe(200);
    const me = await call(b.url, 'GET', '/api/user/me', { token: signedIn.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');

    const refreshed = await call(b.url, 'POST', '/api/token', {
      body: { grantType: 'refresh_token', refreshToken: signedIn.body.refreshToken, ...client },
    });
    expect(refreshed.status).toBe(200);
    // the rotation is shared too: after the grace window the spent token would end the family
    const onA = await call(a.url, 'GET', '/api/user/me', { token: refreshed.body.accessToken });
    expect(onA.status).toBe(200);
  });

  it('a refresh sent to both at once answers one pair; a sign-out through one ends its access token on the other', async () => {
    const user = await createUser(database.db, { password: 'Right-Pass1' });
    const signedIn = await passwordGrant(a.url, user.email, 'Right-Pass1');
    const body = {
      grantType: 'refresh_token',
      refreshToken: signedIn.body.refreshToken,
      ...client,
    };
    const [onA, onB] = await Promise.all(
      [a, b].map((target) => call(target.url, 'POST', '/api/token', { body })),
    );
    expect([onA?.status, onB?.status]).toEqual([200, 200]);
    expect(onA?.body).toEqual(onB?.body);
    const token = onA?.body.accessToken as string;
    expect((await call(b.url, 'GET', '/api/user/me', { token })).status).toBe(200);
    await call(a.url, 'POST', '/api/logout', {
      body: { refreshToken: onA?.body.refreshToken },
    });
    expect((await call(b.url, 'GET', '/api/user/me', { token })).status).toBe(401);
  });

  it('failed sign-ins spread across both lock the account after 5', async () => {
    const user = await createUser(database.db, { password: 'Right-Pass1' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const target = attempt % 2 === 0 ? a : b;
      const res = await passwordGrant(target.url, user.email, 'wrong-password');
      expect(res.status).toBe(400);
    }
    // the right password is refused now, on either instance
    for (const target of [a, b]) {
      const res = await passwordGrant(target.url, user.email, 'Right-Pass1');
      expect(res.status).toBe(429);
      expect(res.body.errors[0].code).toBe('AUTH:TOO_MANY_TRIES');
    }
  });

  it('a burst of wrong passwords sent to both at once gets no more than 5 of them checked', async () => {
    // A guesser who spreads a burst over instances must not get more tries than one at a time.
    const user = await createUser(database.db, { password: 'Right-Pass1' });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        passwordGrant((i % 2 === 0 ? a : b).url, user.email, `wrong-${i}`),
      ),
    );
    const checked = results.filter((res) => res.status === 400).length;
    const refused = results.filter((res) => res.status === 429).length;
    expect(checked + refused).toBe(16);
    expect(checked).toBeLessThanOrEqual(5);
  });

  it('a permission revoked through one is refused by the other on the next request', async () => {
    const person = await createUser(database.db, { permissions: ['admin:faq:list'] });
    const signedIn = await passwordGrant(b.url, person.email, person.password);
    const token = signedIn.body.accessToken as string;
    expect((await call(b.url, 'GET', '/api/admin/faq', { token })).status).toBe(200);

    const [permission] = await database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'admin:faq:list'));
    if (!permission) throw new Error('admin:faq:list is not in the catalogue');
    const admin = await signInAdmin(a.url);
    const revoked = await call(
      a.url,
      'DELETE',
      `/api/admin/user/${person.id}/personal-permissions/${permission.id}`,
      { token: admin },
    );
    expect(revoked.status).toBeLessThan(300);

    const refused = await call(b.url, 'GET', '/api/admin/faq', { token });
    expect(refused.status).toBe(403);
  });

  it('the maintenance switch set in the database is seen by both at once, and lifted', async () => {
    // There is no HTTP route for the switch: it is a settings row, set here as an operator would.
    const investor = await createUser(database.db, { isAdmin: false });
    const tokens = await call(a.url, 'POST', '/api/token', {
      body: {
        grantType: 'password',
        email: investor.email,
        password: investor.password,
        forAdmin: false,
        ...client,
      },
    });
    const token = tokens.body.accessToken as string;
    for (const target of [a, b]) {
      expect((await call(target.url, 'GET', '/api/user/me', { token })).status).toBe(200);
    }
    await setMaintenanceMode(database.db, true);
    try {
      for (const target of [a, b]) {
        const res = await call(target.url, 'GET', '/api/user/me', { token });
        expect(res.status).toBe(503);
        expect(res.body.errors[0].code).toBe('SYSTEM:MAINTENANCE');
      }
    } finally {
      await setMaintenanceMode(database.db, false);
    }
    for (const target of [a, b]) {
      expect((await call(target.url, 'GET', '/api/user/me', { token })).status).toBe(200);
    }
  });
});
