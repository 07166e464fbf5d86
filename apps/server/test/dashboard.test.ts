import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@backoffice/contract';
import { queryRows } from '../src/core/db/database.js';
import { auditLog, users } from '../src/db/schema/index.js';
import { dashboardSql } from '../src/modules/dashboard/queries.js';
import { investments } from '../src/modules/money/investments/schema.js';
import { offer } from '../src/modules/offers/schema.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { transactions } from '../src/modules/money/transactions/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { createInvestor, createOfferWithSeries } from './helpers/money.js';

// The app's clock: Wednesday 17 June 2026, 12:00 in Warsaw. The current Warsaw week starts on
// Monday 15 June; the 12 months shown run from July 2025 to June 2026.
const NOW = new Date('2026-06-17T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const ctx = useTestApp({ clock: { now: () => NOW } });
let offerA: number;
let offerB: number;
const tx: Record<string, number> = {};

async function get(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  return { status: res.statusCode, body: res.json() as DashboardResponse };
}

async function signedIn(permissions: string[]) {
  const user = await createUser(ctx.db, { permissions });
  return bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
}

beforeAll(async () => {
  const db = ctx.db;
  const a = await createOfferWithSeries(db, { open: true });
  const b = await createOfferWithSeries(db, { open: false });
  offerA = a.offerId;
  offerB = b.offerId;
  await db.update(offer).set({ investorsEquity: '100000.00' }).where(eq(offer.id, offerA));
  // a fixed investors' equity is the target when set
  await db
    .update(offer)
    .set({ investorsEquity: '80000.00', fixedInvestorsEquity: '50000.00' })
    .where(eq(offer.id, offerB));

  // investors: two this week (Mon 15 June, Warsaw), one last week, one 13 weeks ago (outside),
  // one deleted this week (not counted); the week boundary is Warsaw's midnight (22:00 UTC)
  const registered = [
    ['2026-06-14T22:30:00Z', null], // Monday 00:30 Warsaw: this week
    ['2026-06-17T08:00:00Z', null],
    ['2026-06-14T21:30:00Z', null], // Sunday 23:30 Warsaw: last week
    ['2026-03-16T10:00:00Z', null],
    ['2026-06-16T10:00:00Z', '2026-06-16T12:00:00Z'],
  ] as const;
  const investorIds: number[] = [];
  for (const [createdAt, deletedAt] of registered) {
    const investor = await createInvestor(db);
    await db
      .update(users)
      .set({ createdAt: at(createdAt), deletedAt: deletedAt ? at(deletedAt) : null })
      .where(eq(users.id, investor.id));
    investorIds.push(investor.id);
  }
  const [i1, i2, i3] = investorIds as [number, number, number];

  // investments: offer A 1500.50 then raised to 2500.50, plus 2000.00; offer B 700.25
  const [inv1] = await db
    .insert(investments)
    .values([
      { userId: i1, offerId: offerA, investedAmount: '1500.50', numberOfShares: 15 },
      { userId: i2, offerId: offerA, investedAmount: '2000.00', numberOfShares: 20 },
      { userId: i3, offerId: offerB, investedAmount: '700.25', numberOfShares: 7 },
    ])
    .returning();
  await db
    .update(investments)
    .set({ investedAmount: '2500.50' })
    .where(eq(investments.id, inv1?.id ?? 0));

  const order = async (date: string, status: string) => {
    const [row] = await db
      .insert(orders)
      .values({
        userId: i1,
        offerId: offerA,
        seriesId: a.seriesId,
        status,
        date: at(date),
        pricePerShare: '100.00',
        quantity: 1,
        totalAmount: '100.00',
      })
      .returning();
    return row?.id ?? 0;
  };
  // June 2026: two new (one becomes paid), one paid, one completed placed at 00:30 on 1 June in
  // Warsaw (still 31 May in UTC); May: one rejected; July 2025: one new; June 2025: outside
  const toPay = await order('2026-06-10T09:00:00Z', 'new');
  await order('2026-06-11T09:00:00Z', 'new');
  await order('2026-06-01T09:00:00Z', 'paid');
  await order('2026-05-31T22:30:00Z', 'completed');
  await order('2026-05-15T09:00:00Z', 'rejected');
  await order('2025-07-01T10:00:00Z', 'new');
  await order('2025-06-30T10:00:00Z', 'new');
  await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, toPay));

  // transactions, each with its own order placed long before the chart's window
  const transaction = async (
    name: string,
    method: 'bank-transfer' | 'paypal',
    status: 'pending' | 'paid',
    waitUntil: Date,
  ) => {
    const orderId = await order('2024-01-01T10:00:00Z', status === 'paid' ? 'paid' : 'new');
    const [row] = await db
      .insert(transactions)
      .values({
        orderId,
        userId: i2,
        offerId: offerA,
        method,
        status,
        amount: '100.00',
        originalAmount: '100.00',
        date: at('2024-01-01T10:00:00Z'),
        waitUntil,
      })
      .returning();
    tx[name] = row?.id ?? 0;
  };
  await transaction('bankIn2h', 'bank-transfer', 'pending', later(2));
  await transaction('bankIn3d', 'bank-transfer', 'pending', later(72));
  await transaction('bankPast', 'bank-transfer', 'pending', later(-1));
  await transaction('paypalIn10h', 'paypal', 'pending', later(10));
  await transaction('paypalIn30h', 'paypal', 'pending', later(30));
  await transaction('bankPaid', 'bank-transfer', 'paid', later(5));
});

describe('GET /api/admin/dashboard', () => {
  it('answers the hand-computed figures to a super admin, without the content list', async () => {
    const { status, body } = await get(ctx.admin);
    expect(status).toBe(200);

    expect(body.raisedByOffer?.map((r) => [r.offer.id, r.isOpen, r.raised, r.target])).toEqual(
      expect.arrayContaining([
        [offerA, true, '4500.50', '100000.00'],
        [offerB, false, '700.25', '50000.00'],
      ]),
    );
    // open offers come first
    const ids = body.raisedByOffer?.map((r) => r.offer.id) ?? [];
    expect(ids.indexOf(offerA)).toBeLessThan(ids.indexOf(offerB));

    const months = body.ordersByMonth ?? [];
    expect(months.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const zero = { new: 0, paid: 0, completed: 0, rejected: 0 };
    expect(months[0]?.counts).toEqual({ ...zero, new: 1 });
    expect(months[1]?.counts).toEqual(zero);
    expect(months[10]?.counts).toEqual({ ...zero, rejected: 1 });
    expect(months[11]?.counts).toEqual({ new: 1, paid: 2, completed: 1, rejected: 0 });

    const awaiting = body.transactions?.awaitingAcceptance;
    expect(awaiting?.count).toBe(3);
    expect(awaiting?.items.map((t) => t.id)).toEqual([tx.bankPast, tx.bankIn2h, tx.bankIn3d]);
    expect(awaiting?.items[0]).toMatchObject({ method: 'bank-transfer', amount: '100.00' });
    expect(awaiting?.items[0]?.offer.id).toBe(offerA);
    const expiring = body.transactions?.expiringSoon;
    expect(expiring?.count).toBe(2);
    expect(expiring?.items.map((t) => t.id)).toEqual([tx.bankIn2h, tx.paypalIn10h]);
    expect(expiring?.items[0]?.waitUntil).toBe(later(2).toISOString());

    const weeks = body.newInvestors ?? [];
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe('2026-03-30');
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-06-15', count: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-06-08', count: 1 });
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(3);

    expect(body.auditLog).toBeDefined();
    expect(body.recentContent).toBeUndefined();
  });

  it('keeps the same sums as a rebuild from the rows (the triggers followed every write)', async () => {
    const before = await get(ctx.admin);
    await ctx.db.execute(sql`select dashboard_rebuild()`);
    const after = await get(ctx.admin);
    expect(after.body.ordersByMonth).toEqual(before.body.ordersByMonth);
    expect(after.body.raisedByOffer).toEqual(before.body.raisedByOffer);
  });

  it('lists the 10 latest audit events, newest first, leaving out sign-ins and sign-outs', async () => {
    const base = Date.now() + 60_000;
    await ctx.db.insert(auditLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        action: 'faq.update',
        entityType: 'faq',
        entityId: String(i),
        actorEmail: 'someone@example.com',
        createdAt: new Date(base + i * 1000),
      })),
    );
    // the sign-in history is newer still, and is not what the dashboard lists
    await ctx.db.insert(auditLog).values(
      (['user.sign-in', 'user.sign-in-failed', 'user.sign-out'] as const).map((action, i) => ({
        action,
        entityType: 'user',
        entityId: '1',
        actorEmail: 'someone@example.com',
        createdAt: new Date(base + 60_000 + i * 1000),
      })),
    );
    const { body } = await get(ctx.admin);
    expect(body.auditLog?.map((e) => e.entityId)).toEqual(
      ['11', '10', '9', '8', '7', '6', '5', '4', '3', '2'].map(String),
    );
  });

  it('leaves the audited reads of personal data out of the recent changes (they change nothing)', async () => {
    const before = (await get(ctx.admin)).body.auditLog?.map((e) => e.id);
    await ctx.db.insert(auditLog).values(
      ['user.personal-data.read', 'user.agreements.read'].map((action, i) => ({
        action,
        entityType: 'user',
        entityId: '1',
        actorEmail: 'someone@example.com',
        createdAt: new Date(Date.now() + 3_600_000 + i * 1000),
      })),
    );
    expect((await get(ctx.admin)).body.auditLog?.map((e) => e.id)).toEqual(before);
  });

  it('returns only the sections the caller may see; a section they may not see is absent', async () => {
    const orderOnly = await get(await signedIn(['admin:order:list']));
    expect(orderOnly.status).toBe(200);
    expect(Object.keys(orderOnly.body)).toEqual(['ordersByMonth']);

    const finance = await get(
      await signedIn(['admin:transaction:list', 'admin:investment:list', 'admin:offer:list']),
    );
    expect(Object.keys(finance.body).sort()).toEqual([
      'newInvestors',
      'raisedByOffer',
      'transactions',
    ]);

    // no money permission: the content areas' recent changes, only of the areas they may list
    const editor = await get(await signedIn(['admin:offer:list', 'admin:audit-log:list']));
    expect(Object.keys(editor.body).sort()).toEqual(['auditLog', 'recentContent']);
    const content = editor.body.recentContent ?? [];
    expect(content.map((c) => c.type)).toEqual(content.map(() => 'offer'));
    expect(content.map((c) => c.id)).toEqual(expect.arrayContaining([offerA, offerB]));
    const times = content.map((c) => c.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const nothing = await get(await signedIn([]));
    expect(nothing).toEqual({ status: 200, body: {} });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** The plan's nodes that read a whole table, by table. */
function seqScans(plan: unknown, found: string[] = []): string[] {
  if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Node Type'] === 'Seq Scan' && typeof node['Relation Name'] === 'string') {
      found.push(node['Relation Name']);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) seqScans(child, found);
      else if (value && typeof value === 'object') seqScans(value, found);
    }
  }
  return found;
}

describe('the dashboard queries at 50,000 orders', () => {
  it('never read orders or transactions sequentially', async () => {
    const db = ctx.db;
    const [first] = await queryRows<{ offerId: number; seriesId: number }>(
      db,
      sql`select id as "offerId", series_id as "seriesId" from offer where id = ${offerA}`,
    );
    // set-based: 5,000 investors, 50,000 orders over two years, one transaction each (5% pending);
    // without the triggers and foreign-key checks (the plans do not depend on them), in seconds
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`
      insert into users (email, first_name, last_name, user_type, is_admin, created_at)
      select 'scale' || g || '@example.com', 'Scale', 'Investor' || g, 'investor', false,
             ${NOW.toISOString()}::timestamptz - (g % 730) * interval '1 day'
        from generate_series(1, 5000) g`);
    await db.execute(sql`
      insert into orders (user_id, offer_id, series_id, status, date, price_per_share, quantity,
                          total_amount)
      select u.id, ${first?.offerId}, ${first?.seriesId},
             (array['new', 'paid', 'completed', 'rejected'])[1 + g % 4],
             ${NOW.toISOString()}::timestamptz - (g % 730) * interval '1 day',
             100, 1 + g % 5, 100 * (1 + g % 5)
        from generate_series(1, 50000) g
        join (select id, row_number() over () as n from users where email like 'scale%') u
          on u.n = 1 + g % 5000`);
    await db.execute(sql`
      insert into transaction (order_id, user_id, offer_id, method, status, amount,
                               original_amount, date, wait_until)
      select o.id, o.user_id, o.offer_id,
             case when o.id % 2 = 0 then 'paypal' else 'bank-transfer' end,
             case when o.id % 20 = 0 then 'pending' else 'paid' end,
             o.total_amount, o.total_amount, o.date, o.date + interval '7 days'
        from orders o
       where not exists (select 1 from transaction t where t.order_id = o.id)`);
    await db.execute(sql`set session_replication_role = default`);
    await db.execute(sql`analyze`);

    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders`,
    );
    expect(counted?.n).toBeGreaterThanOrEqual(50_000);

    const queries = Object.entries(dashboardSql).map(
      ([name, build]) => [name, build(NOW)] as const,
    );
    for (const [name, query] of queries) {
      const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
        db,
        sql`explain (format json) ${query}`,
      );
      const plan = rows[0]?.['QUERY PLAN'];
      const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
      const scanned = seqScans(parsed).filter((t) => t === 'orders' || t === 'transaction');
      expect(scanned, `${name}: ${JSON.stringify(parsed)}`).toEqual([]);
    }
  });
});
