import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_COUNT_CAP,
  type BulkMoneyResponse,
  type ListTotals,
  type Order,
  type Transaction,
} from '@backoffice/contract';
import type { Config } from '@backoffice/contract/settings';
import { auditLog } from '../src/db/schema/index.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { bearer, createUser, signIn, signInStepped } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { useTestApp } from './helpers/test-app.js';

// REQ-FINLIST-1, REQ-FINLIST-2: the sum of a filtered money list, and bulk accept / confirm,
// each picked row through its own guarded, audited, four-eyes-judged action.
const ctx = useTestApp();

const MONEY = [
  'admin:order:list',
  'admin:order:get',
  'admin:order:accept',
  'admin:transaction:list',
  'admin:transaction:get',
  'admin:transaction:accept',
];

async function setApprovals(mode: 'off' | 'threshold', threshold = '1000.00') {
  const current = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
  const saved = await call<Config>(ctx.app, ctx.admin, 'PUT', '/api/admin/config', {
    data: { approvals: { mode, threshold } },
    version: current.body.version,
  });
  expect(saved.status).toBe(200);
}

/** A manual order of `quantity` shares at 100.00; paid (its transfer confirmed) when asked. */
async function order(quantity: number, paid: boolean) {
  const target = await createOfferWithSeries(ctx.db, { limit: 1000, price: '100.00' });
  const investor = await createInvestor(ctx.db);
  const placed = await call<Order>(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/admin/investment/manual-order',
    {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity,
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const transactionId = present(placed.body.transaction).id;
  if (paid) {
    const confirmed = await call<Transaction>(
      ctx.app,
      ctx.admin,
      'PUT',
      `/api/admin/transaction/${transactionId}/accept`,
    );
    expect(confirmed.status).toBe(200);
  }
  return { id: placed.body.id, transactionId };
}

async function statusOf(id: number) {
  const [row] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return present(row).status;
}

const acceptAudits = async (id: number) =>
  (
    await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.accept'),
          eq(auditLog.entityType, 'order'),
          eq(auditLog.entityId, String(id)),
        ),
      )
  ).length;

let staff: Record<string, string>;
beforeAll(async () => {
  const user = await createUser(ctx.db, { permissions: MONEY });
  staff = await signInStepped(ctx.app, user.email, user.password);
});

describe('list totals', () => {
  let offerId: number;
  beforeAll(async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 1_000_000 });
    offerId = target.offerId;
    const investor = await createInvestor(ctx.db, 'Suma', 'Testowa');
    // more rows than the count's cap, all of 100.10: the estimate is then exact in value
    const values = Array.from({ length: LIST_COUNT_CAP + 200 }, (_, i) => ({
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      status: i < 3 ? ('paid' as const) : ('new' as const),
      date: new Date(Date.UTC(2026, 0, 1 + (i % 20))),
      pricePerShare: '100.10',
      quantity: 1,
      totalAmount: i < 3 ? (['0.10', '1234.56', '99999999.99'][i] ?? '0') : '100.10',
    }));
    for (let i = 0; i < values.length; i += 1000) {
      await ctx.db.insert(orders).values(values.slice(i, i + 1000));
    }
  }, 120_000);

  it('sums a small filtered list exactly, as a decimal string', async () => {
    const { status, body } = await call<ListTotals>(
      ctx.app,
      staff,
      'GET',
      `/api/admin/order/totals?filters[offer][numeric]=${offerId}&filters[status][choice]=paid`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    // 0.10 + 1234.56 + 99999999.99: no float would keep the cents
    expect(body).toEqual({
      column: 'totalAmount',
      sum: '100001234.65',
      count: 3,
      isEstimate: false,
    });
  });

  it('estimates a list larger than the count cap, and says so', async () => {
    const { status, body } = await call<ListTotals>(
      ctx.app,
      staff,
      'GET',
      `/api/admin/order/totals?filters[offer][numeric]=${offerId}&filters[status][choice]=new`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.isEstimate).toBe(true);
    expect(body.count).toBeGreaterThan(LIST_COUNT_CAP);
    // every row read is 100.10, so the estimate is that times the estimated count
    const cents = BigInt(body.count) * 10010n;
    expect(body.sum).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
  });

  it('answers the transactions list too, with its own column', async () => {
    const { status, body } = await call<ListTotals>(
      ctx.app,
      staff,
      'GET',
      '/api/admin/transaction/totals?filters[status][choice]=paid',
    );
    expect(status).toBe(200);
    expect(body.column).toBe('amount');
    expect(body.sum).toMatch(/^\d+\.\d{2}$/);
  });

  it('is behind the list permission and checks the filters like the list', async () => {
    const user = await createUser(ctx.db, { permissions: ['admin:transaction:list'] });
    const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    expect((await ctx.app.inject({ url: '/api/admin/order/totals', headers })).statusCode).toBe(
      403,
    );
    const bad = await ctx.app.inject({
      url: '/api/admin/order/totals?filters[status][choice]=lost',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bulk accept of orders', () => {
  it('accepts each paid order on its own: one done, one refused, one waiting for approval', async () => {
    await setApprovals('off');
    const small = await order(2, true);
    const unpaid = await order(1, false);
    const large = await order(20, true);
    await setApprovals('threshold', '1000.00');
    const { status, body } = await call<BulkMoneyResponse>(
      ctx.app,
      staff,
      'POST',
      '/api/admin/order/bulk/accept',
      { ids: [small.id, unpaid.id, large.id] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const [done, refused, waiting] = body.results;
    expect(done).toEqual({ id: small.id, ok: true, outcome: 'done' });
    expect(refused).toMatchObject({ id: unpaid.id, ok: false, outcome: 'refused' });
    // the action's own refusal, as the single accept answers it
    const single = await call(ctx.app, staff, 'POST', `/api/admin/order/${unpaid.id}/accept`);
    expect(single.status).toBe(409);
    expect(codesOf(refused)).toEqual(codesOf(single.body));
    expect(waiting).toMatchObject({ id: large.id, ok: true, outcome: 'waiting' });
    expect(waiting?.approvalId).toEqual(expect.any(Number));
    // the refusal undid nothing else; the large one waits for a second person
    expect(await statusOf(small.id)).toBe('completed');
    expect(await statusOf(unpaid.id)).toBe('new');
    expect(await statusOf(large.id)).toBe('paid');
    expect(await acceptAudits(small.id)).toBe(1);
    await setApprovals('off');
  });

  it('replays each item with the same Idempotency-Key, acting on none twice', async () => {
    await setApprovals('off');
    const a = await order(1, true);
    const b = await order(1, true);
    const headers = { ...staff, 'idempotency-key': `bulk-${a.id}-${b.id}` };
    const first = await call<BulkMoneyResponse>(
      ctx.app,
      headers,
      'POST',
      '/api/admin/order/bulk/accept',
      {
        ids: [a.id, b.id],
      },
    );
    const again = await call<BulkMoneyResponse>(
      ctx.app,
      headers,
      'POST',
      '/api/admin/order/bulk/accept',
      {
        ids: [a.id, b.id],
      },
    );
    expect(first.body.results.map((r) => r.outcome)).toEqual(['done', 'done']);
    expect(again.body).toEqual(first.body);
    expect(await acceptAudits(a.id)).toBe(1);
    expect(await acceptAudits(b.id)).toBe(1);
    // without the key, a second batch is refused by the action itself
    const fresh = await call<BulkMoneyResponse>(
      ctx.app,
      staff,
      'POST',
      '/api/admin/order/bulk/accept',
      {
        ids: [a.id],
      },
    );
    expect(fresh.body.results[0]).toMatchObject({ outcome: 'refused' });
    expect(codesOf(fresh.body.results[0])).toEqual(['ORDER:ALREADY_ACCEPTED']);
  });

  it('needs a fresh step-up and the accept permission, and at most 100 ids', async () => {
    const paid = await order(1, true);
    const user = await createUser(ctx.db, { permissions: MONEY });
    const notStepped = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
    const refused = await call(ctx.app, notStepped, 'POST', '/api/admin/order/bulk/accept', {
      ids: [paid.id],
    });
    expect(refused.status).toBe(403);
    expect(codesOf(refused.body).some((c) => c.endsWith('STEP_UP_REQUIRED'))).toBe(true);
    const lister = await createUser(ctx.db, { permissions: ['admin:order:list'] });
    const listOnly = await signInStepped(ctx.app, lister.email, lister.password);
    expect(
      (await call(ctx.app, listOnly, 'POST', '/api/admin/order/bulk/accept', { ids: [paid.id] }))
        .status,
    ).toBe(403);
    const tooMany = await call(ctx.app, staff, 'POST', '/api/admin/order/bulk/accept', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(await statusOf(paid.id)).toBe('paid');
  });
});

describe('bulk confirmation of transfers', () => {
  it('confirms each pending transfer on its own, refusing one already paid', async () => {
    await setApprovals('off');
    const pending = await order(1, false);
    const paid = await order(1, true);
    const { status, body } = await call<BulkMoneyResponse>(
      ctx.app,
      staff,
      'POST',
      '/api/admin/transaction/bulk/accept',
      { ids: [pending.transactionId, paid.transactionId] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.results[0]).toEqual({ id: pending.transactionId, ok: true, outcome: 'done' });
    expect(body.results[1]).toMatchObject({ id: paid.transactionId, outcome: 'refused' });
    expect(await statusOf(pending.id)).toBe('paid');
    const audits = await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'transaction.accept'),
          eq(auditLog.entityId, String(pending.transactionId)),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});
