import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  call,
  requireFreshBuild,
  signInAdmin,
  startServerProcess,
} from './helpers/server-process.js';
import { clonePostgresTemplate, useTestApp } from './helpers/test-app.js';
import {
  requireTestDatabaseUrl,
  testDatabaseKind,
  withDatabaseName,
} from './helpers/test-config.js';

const ctx = useTestApp({ admin: false });

describe('the audit log is append-only over HTTP', () => {
  it('every registered route on the audit log is a GET: none edits or deletes an entry', () => {
    const auditRoutes = ctx.app.registeredRoutes.filter((route) => /audit/i.test(route.url));
    // the list route must be found, or this walk proves nothing
    expect(auditRoutes.map((route) => `${route.method} ${route.url}`)).toContain(
      'GET /api/admin/audit-log',
    );
    expect(auditRoutes.filter((route) => route.method !== 'GET')).toEqual([]);
  });

  it('writing methods on the audit-log path are not routed', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/admin/audit-log/1' });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

/** The SQL block of "## Audit log is append-only" in docs/operations.md: what operators run. */
function documentedGrants(): string {
  const doc = fs.readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
  const section = doc.split('## Audit log is append-only')[1] ?? '';
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block)
    throw new Error('docs/operations.md has no SQL block under "Audit log is append-only"');
  return block;
}

const onPostgres = testDatabaseKind() === 'postgres';
describe.skipIf(!onPostgres)('the documented production role (PostgreSQL)', () => {
  it('runs the server, and the database refuses it UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    requireFreshBuild();
    const clone = await clonePostgresTemplate();
    const role = `backoffice_app_${crypto.randomBytes(4).toString('hex')}`;
    const database = new URL(clone.url).pathname.slice(1);
    const owner = new pg.Client({ connectionString: clone.url });
    await owner.connect();
    const asApp = new URL(clone.url);
    asApp.username = role;
    asApp.password = 'change-me';
    const appUrl = withDatabaseName(asApp.toString(), database);
    const server = { stop: async () => {} };
    const app = new pg.Client({ connectionString: appUrl });
    try {
      const ownerName = (await owner.query('select current_user as name')).rows[0].name as string;
      await owner.query(
        documentedGrants()
          .replaceAll('backoffice_app', role)
          .replaceAll('backoffice_owner', `"${ownerName}"`)
          .replaceAll('DATABASE backoffice ', `DATABASE "${database}" `),
      );

      // the server starts as that role (no migration is due) and writes with its audit entries
      const running = await startServerProcess({ DATABASE_URL: appUrl });
      server.stop = async () => void (await running.stop());
      const token = await signInAdmin(running.url);
      const created = await call(running.url, 'POST', '/api/admin/faq', {
        token,
        body: {
          data: { position: 1, question: { pl: 'q', en: 'q' }, answer: { pl: 'a', en: 'a' } },
        },
      });
      expect(created.status).toBe(201);

      await app.connect();
      const audited = await app.query(
        `select count(*)::int as n from audit_log where entity_type = 'faq' and entity_id = $1`,
        [String(created.body.id)],
      );
      expect(audited.rows[0].n).toBe(1);
      for (const statement of [
        `update audit_log set action = 'rewritten'`,
        'delete from audit_log',
        'truncate audit_log',
      ]) {
        await expect(app.query(statement), statement).rejects.toThrow(/permission denied/);
      }
    } finally {
      await server.stop();
      await app.end().catch(() => {});
      await owner.end();
      await clone.drop();
      const admin = new pg.Client({ connectionString: requireTestDatabaseUrl() });
      await admin.connect();
      await admin.query(`DROP ROLE IF EXISTS "${role}"`);
      await admin.end();
    }
  }, 60_000);
});
