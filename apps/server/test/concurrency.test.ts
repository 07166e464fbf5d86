import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, permissions, rolePermissions } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';
import { createRole } from './helpers/auth.js';

// Many saves of the same record at the same moment: on PostgreSQL they really run in parallel
// on the pool's connections (the suite runs there with TEST_DATABASE_URL); on PGlite they queue.
const PARALLEL = 50;

const ctx = useTestApp();

const auditOf = (entityType: string, entityId: number, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, String(entityId)),
        eq(auditLog.action, action),
      ),
    );

const faqEntry = (position: number) => ({
  active: true,
  position,
  isFeatured: false,
  question: { pl: `Pytanie ${position}`, en: `Question ${position}` },
  answer: { pl: `Odpowiedź ${position}`, en: `Answer ${position}` },
});

describe('concurrent writes', () => {
  it(`${PARALLEL} saves of one FAQ entry with the same version: one wins, the rest answer 409`, async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/faq',
      headers: ctx.admin,
      payload: { data: faqEntry(1) },
    });
    const { id } = created.json();

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/faq/${id}`,
          headers: ctx.admin,
          payload: { ...faqEntry(i + 2), version: 1 },
        }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().errors[0].code).toBe('FAQ:STALE_WRITE');
    }
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect(await auditOf('faq', id, 'faq.update')).toHaveLength(1);
    // the row is the winner's save, whole: no field from a losing request slipped in
    const saved = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/faq/${id}`, headers: ctx.admin })
    ).json();
    expect(saved).toEqual(winner);
    expect(saved).toMatchObject({ version: 2, ...faqEntry(winner.position) });
  });

  it(`${PARALLEL} identical grants of a permission to a role: one grant, one audit entry, no 500`, async () => {
    const role = await createRole(ctx.db, `race-${Date.now()}`, []);
    const [permission] = await ctx.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, 'admin:faq:list'));
    if (!permission) throw new Error('the seed grants admin:faq:list');

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/role/${role.id}/permissions/${permission.id}`,
          headers: ctx.admin,
        }),
      ),
    );

    // granting what the role already holds is not an error: every answer is the same list
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    for (const answer of answers) {
      expect(answer.json().map((p: { name: string }) => p.name)).toEqual(['admin:faq:list']);
    }
    const grants = await ctx.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, role.id));
    expect(grants).toHaveLength(1);
    expect(await auditOf('role', role.id, 'role.permission.add')).toHaveLength(1);

    // and the same race the other way: one revocation, one audit entry
    const revocations = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/role/${role.id}/permissions/${permission.id}`,
          headers: ctx.admin,
        }),
      ),
    );
    expect(revocations.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(
      await ctx.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id)),
    ).toHaveLength(0);
    expect(await auditOf('role', role.id, 'role.permission.remove')).toHaveLength(1);
  });
});
