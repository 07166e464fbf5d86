import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@backoffice/contract';
import { runSeed } from '../src/seed/seed.js';
import { cloneTemplateDatabase } from './helpers/test-app.js';
import { throwawayFileService } from './helpers/test-config.js';
import { queryRows, type Database } from '../src/core/db/database.js';

let database: Database;
beforeAll(async () => {
  database = await cloneTemplateDatabase();
});
afterAll(async () => {
  await database.close();
});

async function tableCounts(): Promise<Record<string, number>> {
  const tables = [
    'users',
    'permissions',
    'roles',
    'role_permissions',
    'user_roles',
    'clients',
    'settings',
    'countries',
    'country_states',
  ];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    result[table] = Number(rows[0]?.n);
  }
  return result;
}

it('is idempotent: running it again changes nothing', async () => {
  const options = {
    adminEmail: 'admin@example.com',
    adminPassword: 'Admin12345',
    demoData: true,
    files: throwawayFileService(),
  };
  const before = await tableCounts();
  expect(before.permissions).toBe(ALL_PERMISSIONS.length);
  expect(before.countries).toBeGreaterThanOrEqual(27);
  expect(before.country_states).toBe(16);
  const again = await runSeed(database.db, options);
  expect(again.adminCreated).toBe(false);
  expect(again.demoDataCreated).toBe(false); // the database was not empty
  expect(await tableCounts()).toEqual(before);
  await runSeed(database.db, options);
  expect(await tableCounts()).toEqual(before);
});

it('a permission new in this version reaches an upgraded database and its starting role: admin:email:outbox goes to the Administrator, not the Content editor', async () => {
  const holders = () =>
    queryRows<{ slug: string }>(
      database.db,
      sql`select r.slug from roles r
          join role_permissions rp on rp.role_id = r.id
          join permissions p on p.id = rp.permission_id
          where p.name = 'admin:email:outbox' order by r.slug`,
    );
  expect((await holders()).map((row) => row.slug)).toEqual(['administrator']);
  // the database of the version before: the permission did not exist
  await database.db.execute(
    sql`delete from role_permissions where permission_id in (select id from permissions where name = 'admin:email:outbox')`,
  );
  await database.db.execute(sql`delete from permissions where name = 'admin:email:outbox'`);
  await runSeed(database.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'Admin12345',
    demoData: false,
    files: throwawayFileService(),
  });
  expect((await holders()).map((row) => row.slug)).toEqual(['administrator']);
});
