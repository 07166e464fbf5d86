import { and, asc, count, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@backoffice/contract';
import { buildApp, type App } from '../src/app.js';
import { auditLog } from '../src/db/schema/index.js';
import { orderEvents, orders, shares } from '../src/modules/money/orders/schema.js';
import { runExpiry } from '../src/modules/money/transactions/expiry.js';
import { transactions } from '../src/modules/money/transactions/schema.js';
import { fakeClock } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { useTestApp } from './helpers/test-app.js';
import { testConfig } from './helpers/test-config.js';

// On PostgreSQL (TEST_DATABASE_URL) these requests really run in parallel on the pool's
// connections; on PGlite they queue, and the rules must hold there too.
const DAY = 24 * 60 * 60 * 1000;
const clock = fakeClock();
const ctx = useTestApp({ clock });

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call<Order>(ctx.app, ctx.admin, method, url, payload);

async function placeOrder(target: { offerId: number; seriesId: number }, quantity: number) {
  const investor = await createInvestor(ctx.db);
  return api('POST', '/api/admin/investment/manual-order', {
    userId: investor.id,
    offerId: target.offerId,
    seriesId: target.seriesId,
    quantity,
  });
}

async function paidOrder(target: { offerId: number; seriesId: number }, quantity: number) {
  const placed = await placeOrder(target, quantity);
  expect(placed.status).toBe(201);
  const paid = await api(
    'PUT',
    `/api/admin/transaction/${present(placed.body.transaction).id}/accept`,
  );
  expect(paid.status).toBe(200);
  return placed.body;
}

const sharesOfSeries = (seriesId: number) =>
  ctx.db
    .select()
    .from(shares)
    .where(eq(shares.seriesId, seriesId))
    .orderBy(asc(shares.shareNumber));

describe('money under concurrency', () => {
  it('50 parallel accepts of one paid order: one succeeds, 49 answer ALREADY_ACCEPTED, one set of shares', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 100 });
    const order = await paidOrder(target, 7);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('POST', `/api/admin/order/${order.id}/accept`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect([answer.status, codesOf(answer.body)]).toEqual([409, ['ORDER:ALREADY_ACCEPTED']]);
    }
    const issued = await sharesOfSeries(target.seriesId);
    expect(issued.map((s) => s.shareNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const accepts = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.accept'), eq(auditLog.entityId, String(order.id))));
    expect(accepts).toHaveLength(1);
  });

  it('an accept racing a reject: exactly one wins, and the order says which', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 1000 });
    for (let round = 0; round < 5; round += 1) {
      const order = await paidOrder(target, 2);
      const [accepted, rejected] = await Promise.all([
        api('POST', `/api/admin/order/${order.id}/accept`),
        api('POST', `/api/admin/order/${order.id}/reject`, { reason: 'race' }),
      ]);
      const winners = [accepted, rejected].filter((a) => a.status === 200);
      expect(winners).toHaveLength(1);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
      const issued = await ctx.db.select().from(shares).where(eq(shares.orderId, order.id));
      if (accepted.status === 200) {
        expect(row?.status).toBe('completed');
        expect(codesOf(rejected.body)).toEqual(['ORDER:ORDER_COMPLETED']);
        expect(issued).toHaveLength(2);
      } else {
        expect(row?.status).toBe('rejected');
        expect(codesOf(accepted.body)).toEqual(['ORDER:WRONG_ORDER_STATUS_FOR_ACCEPT']);
        expect(issued).toHaveLength(0);
      }
    }
  });

  it('20 parallel manual orders for the last 10 shares never oversell the series', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 30 });
    // 20 of 30 already held by a pending order: 10 left
    expect((await placeOrder(target, 20)).status).toBe(201);
    const investors = await Promise.all(Array.from({ length: 20 }, () => createInvestor(ctx.db)));
    const answers = await Promise.all(
      investors.map((investor) =>
        api('POST', '/api/admin/investment/manual-order', {
          userId: investor.id,
          offerId: target.offerId,
          seriesId: target.seriesId,
          quantity: 1,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(codesOf(answer.body)).toEqual(['INVESTMENT:NOT_ENOUGH_SHARES_AVAILABLE']);
    }
    const held = await ctx.db
      .select({ quantity: orders.quantity })
      .from(orders)
      .where(eq(orders.seriesId, target.seriesId));
    expect(held.reduce((sum, row) => sum + row.quantity, 0)).toBe(30);
  });

  it('share numbers run on per series with no gap or duplicate, whatever order accepts come in', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 500 });
    const quantities = [3, 1, 4, 1, 5, 9, 2, 6];
    const paid = [];
    for (const quantity of quantities) paid.push(await paidOrder(target, quantity));
    const answers = await Promise.all(
      paid.map((order) => api('POST', `/api/admin/order/${order.id}/accept`)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const issued = await sharesOfSeries(target.seriesId);
    const total = quantities.reduce((a, b) => a + b, 0);
    expect(issued.map((s) => s.shareNumber)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    // each order's numbers are one unbroken run
    for (const order of paid) {
      const own = issued.filter((s) => s.orderId === order.id).map((s) => s.shareNumber);
      expect(own).toHaveLength(order.quantity);
      expect(Math.max(...own) - Math.min(...own)).toBe(order.quantity - 1);
    }
    // another series starts again at 1
    const other = await createOfferWithSeries(ctx.db, { limit: 10 });
    const first = await paidOrder(other, 2);
    await api('POST', `/api/admin/order/${first.id}/accept`);
    expect((await sharesOfSeries(other.seriesId)).map((s) => s.shareNumber)).toEqual([1, 2]);
  });

  it('10 parallel retries with one Idempotency-Key place one order and all hear its answer', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 100 });
    const investor = await createInvestor(ctx.db);
    const headers = { ...ctx.admin, 'idempotency-key': crypto.randomUUID() };
    const body = {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 2,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<Order>(ctx.app, headers, 'POST', '/api/admin/investment/manual-order', body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const placed = await ctx.db.select().from(orders).where(eq(orders.seriesId, target.seriesId));
    expect(placed).toHaveLength(1);
  });
});

async function expireAudits() {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'transaction.expire'));
  return Number(row?.n ?? 0);
}

describe('the expiry job', () => {
  it('on two instances at once, expires each overdue payment once and rejects its order, as the system', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 100 });
    const overdue: Order[] = [];
    for (let i = 0; i < 6; i += 1) overdue.push((await placeOrder(target, 1)).body);
    const paid = await paidOrder(target, 1);
    const extended = (await placeOrder(target, 1)).body;
    const txId = present(extended.transaction).id;
    const longer = new Date(clock.now().getTime() + 20 * DAY).toISOString();
    expect(
      (await api('PUT', `/api/admin/transaction/${txId}/extend`, { waitUntil: longer })).status,
    ).toBe(200);

    // a second instance of the server on the same database, on the same clock
    const second: App = await buildApp(testConfig(), { database: ctx.database, clock });
    await second.ready();
    try {
      expect(await runExpiry(ctx.app)).toBe(0); // nothing is due yet
      clock.advance(8 * DAY);
      // every pending payment of this file due by now, the earlier tests' orders included
      const due = await ctx.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.status, 'pending'), lte(transactions.waitUntil, clock.now())));
      expect(due.length).toBeGreaterThanOrEqual(overdue.length);
      const expiredBefore = await expireAudits();
      const [a, b] = await Promise.all([runExpiry(ctx.app), runExpiry(second)]);
      expect(a + b).toBe(due.length);
      expect((await expireAudits()) - expiredBefore).toBe(due.length);
      expect(await runExpiry(second)).toBe(0);
    } finally {
      await second.close();
      clock.advance(-8 * DAY);
    }

    for (const order of overdue) {
      const [row] = await ctx.db
        .select({ status: orders.status, txStatus: transactions.status })
        .from(orders)
        .innerJoin(transactions, eq(transactions.orderId, orders.id))
        .where(eq(orders.id, order.id));
      expect(row).toEqual({ status: 'rejected', txStatus: 'expired' });
      const events = await ctx.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'expired')));
      expect(events).toHaveLength(1);
      expect(events[0]?.actorId).toBeNull();
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'transaction.expire'),
            eq(auditLog.entityId, String(present(order.transaction).id)),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actorId).toBeNull();
    }
    const untouched = await ctx.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.seriesId, target.seriesId));
    expect(untouched.find((o) => o.id === paid.id)?.status).toBe('paid');
    expect(untouched.find((o) => o.id === extended.id)?.status).toBe('new');
  });
});
