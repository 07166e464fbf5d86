import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { recordingDatabase, useTestApp } from './helpers/test-app.js';
import { createUser } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';

// every statement the app sends during `sentDuring`: the read must stay one round trip
const { clone, sentDuring } = recordingDatabase();
const ctx = useTestApp({ database: clone });
let adminId: number;
beforeAll(async () => {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: ctx.admin });
  adminId = me.json().id;
});

const READS = ['user.personal-data.read', 'user.agreements.read'];
const readsOf = (userId: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.action, READS), eq(auditLog.entityId, String(userId))));

/** One GET as the admin, and the statements it sent. */
async function open(url: string) {
  const { result: res, statements } = await sentDuring(() =>
    ctx.app.inject({ method: 'GET', url, headers: ctx.admin }),
  );
  return { res, statements };
}

const inserts = (sent: string[]) => sent.filter((text) => /insert into "?audit_log"?/i.test(text));

describe('reads of personal data are audited (REQ-AUDIT-4)', () => {
  it("opening a user's screen writes exactly one entry: who, from where, whose data", async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const { res, statements: sent } = await open(`/api/admin/user/${investor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().investorData).toBeDefined();

    const entries = await readsOf(investor.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      actorEmail: TEST_ADMIN_EMAIL,
      ip: '127.0.0.1',
      entityType: 'user',
      entityId: String(investor.id),
      action: 'user.personal-data.read',
      before: null,
      after: null,
    });
    // one insert, in the statement that reads the user: no round trip of its own
    expect(inserts(sent)).toHaveLength(1);
    expect(inserts(sent)[0]).toMatch(/^with "personal_data_read" as \(insert into/i);
    expect(inserts(sent)[0]).toMatch(/select .* from "users"/is);
  });

  it("opening a user's agreements writes exactly one entry too, in the user check it already made", async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const { res, statements: sent } = await open(`/api/admin/user-agreement?userId=${investor.id}`);
    expect(res.statusCode).toBe(200);

    const entries = await readsOf(investor.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      action: 'user.agreements.read',
      entityType: 'user',
    });
    expect(inserts(sent)).toHaveLength(1);
    expect(inserts(sent)[0]).toMatch(/^with "personal_data_read" as \(insert into/i);
  });

  it('a user that does not exist answers 404 and records nothing', async () => {
    const before = await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.action, READS));
    expect((await open('/api/admin/user/987654')).res.statusCode).toBe(404);
    expect((await open('/api/admin/user-agreement?userId=987654')).res.statusCode).toBe(404);
    const after = await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.action, READS));
    expect(after).toHaveLength(before.length);
  });
});
