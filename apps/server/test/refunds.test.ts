import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@backoffice/contract/settings';
import type { Approval, PendingApprovalAnswer } from '@backoffice/contract/approvals';
import type { Refund, RefundSummary } from '@backoffice/contract/refunds';
import type { ListResponse, Order, Transaction } from '@backoffice/contract';
import { auditLog } from '../src/db/schema/index.js';
import { refunds } from '../src/modules/money/refunds/schema.js';
import { transactionReceipts } from '../src/modules/money/transactions/schema.js';
import { createUser, signInStepped } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { useTestApp } from './helpers/test-app.js';

// REQ-REFUND-1..8: what arrived for a bank transfer, and the money going back.
const ctx = useTestApp();

const FINANCE = [
  'admin:order:get',
  'admin:order:reject',
  'admin:transaction:get',
  'admin:transaction:accept',
  'admin:refund:list',
  'admin:refund:get',
  'admin:refund:create',
  'admin:refund:send',
  'admin:approval:list',
  'admin:approval:approve',
];

let maker: Record<string, string>;
let checker: Record<string, string>;

beforeAll(async () => {
  const a = await createUser(ctx.db, { permissions: FINANCE });
  const b = await createUser(ctx.db, { permissions: FINANCE });
  maker = await signInStepped(ctx.app, a.email, a.password);
  checker = await signInStepped(ctx.app, b.email, b.password);
});

async function setApprovals(mode: 'off' | 'threshold' | 'every', threshold = '1000.00') {
  const current = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
  const saved = await call<Config>(ctx.app, ctx.admin, 'PUT', '/api/admin/config', {
    data: { approvals: { mode, threshold } },
    version: current.body.version,
  });
  expect(saved.status).toBe(200);
}

/** A manual order of `quantity` shares at 100.00: its bank transfer is pending. */
async function openOrder(quantity: number) {
  await setApprovals('off');
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
  expect(placed.status).toBe(201);
  return { order: placed.body, transactionId: present(placed.body.transaction).id, investor };
}

const confirm = (headers: Record<string, string>, transactionId: number, body?: object) =>
  call<Transaction | PendingApprovalAnswer>(
    ctx.app,
    headers,
    'PUT',
    `/api/admin/transaction/${transactionId}/accept`,
    body,
  );
const order = async (id: number) =>
  (await call<Order>(ctx.app, ctx.admin, 'GET', `/api/admin/order/${id}`)).body;
const refundsOf = (orderId: number) =>
  ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

describe('what arrived for a bank transfer', () => {
  it('less than due: stays unpaid with the part shown; the rest later makes it paid', async () => {
    const { order: placed, transactionId } = await openOrder(35); // 3500.00
    const part = await confirm(ctx.admin, transactionId, {
      amountReceived: '1000.50',
      valueDate: '2026-01-15',
      bankReference: 'REF-PART-1',
    });
    expect(part.status).toBe(200);
    const tx = part.body as Transaction;
    expect(tx.status).toBe('pending');
    expect(tx.received).toBe('1000.50');
    expect(tx.receipts).toMatchObject([
      { amount: '1000.50', valueDate: '2026-01-15', bankReference: 'REF-PART-1' },
    ]);
    expect(tx.actions.accept).toBe(true);
    const partly = await order(placed.id);
    expect(partly.status).toBe('new');
    expect(partly.received).toBe('1000.50');
    expect(partly.transaction?.waitUntil).toBe(placed.transaction?.waitUntil);
    expect(partly.events.map((e) => e.type)).toContain('transferReceived');

    // no amount: the rest that is still due
    const rest = await confirm(ctx.admin, transactionId);
    expect(rest.status).toBe(200);
    expect((rest.body as Transaction).status).toBe('paid');
    expect((rest.body as Transaction).received).toBe('3500.00');
    const receipts = await ctx.db
      .select()
      .from(transactionReceipts)
      .where(eq(transactionReceipts.transactionId, transactionId));
    expect(receipts.map((r) => r.amount)).toEqual(['1000.50', '2499.50']);
    expect((await order(placed.id)).status).toBe('paid');
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it('exactly due: paid as before, no refund', async () => {
    const { order: placed, transactionId } = await openOrder(10);
    const done = await confirm(ctx.admin, transactionId, { amountReceived: '1000.00' });
    expect(done.status).toBe(200);
    expect((done.body as Transaction).status).toBe('paid');
    expect((await order(placed.id)).status).toBe('paid');
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it('more than due: paid, and the difference is a refund to send', async () => {
    const { order: placed, transactionId, investor } = await openOrder(10);
    const done = await confirm(ctx.admin, transactionId, {
      amountReceived: '1234.56',
      bankReference: 'OVER-1',
    });
    expect(done.status).toBe(200);
    expect((done.body as Transaction).status).toBe('paid');
    const [refund] = await refundsOf(placed.id);
    expect(refund).toMatchObject({
      amount: '234.56',
      source: 'overpaid',
      status: 'to-send',
      userId: investor.id,
    });
    const shown = await order(placed.id);
    expect(shown.refunds).toMatchObject([{ amount: '234.56', status: 'to-send' }]);
    expect(shown.received).toBe('1234.56');
    expect(shown.refundable).toBe('1000.00');
  });

  it('refuses a bad amount, a future value date and control characters, changing nothing', async () => {
    const { transactionId } = await openOrder(1);
    for (const body of [
      { amountReceived: '0' },
      { amountReceived: '-5' },
      { amountReceived: '1.234' },
      { amountReceived: 'abc' },
      { valueDate: '2026-02-30' },
      { valueDate: '2999-01-01' },
      { bankReference: 'a\u0001b' },
      { bankReference: 'x'.repeat(141) },
    ]) {
      const refused = await confirm(ctx.admin, transactionId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const receipts = await ctx.db
      .select()
      .from(transactionReceipts)
      .where(eq(transactionReceipts.transactionId, transactionId));
    expect(receipts).toEqual([]);
  });

  it('four eyes judge the amount that arrived', async () => {
    const { transactionId } = await openOrder(30); // 3000.00 due
    await setApprovals('threshold', '2000.00');
    const small = await confirm(maker, transactionId, { amountReceived: '500.00' });
    expect(small.status).toBe(200);
    const big = await confirm(maker, transactionId, { amountReceived: '2500.00' });
    expect(big.status).toBe(202);
    expect((big.body as PendingApprovalAnswer).approval).toMatchObject({
      action: 'transaction.accept',
      amount: '2500.00',
    });
    await setApprovals('off');
  });
});

describe('refunds', () => {
  /** A paid order (1000.00) rejected: its refund to send. */
  async function rejectedPaid() {
    const { order: placed, transactionId } = await openOrder(10);
    expect((await confirm(ctx.admin, transactionId)).status).toBe(200);
    const rejected = await call<Order>(
      ctx.app,
      ctx.admin,
      'POST',
      `/api/admin/order/${placed.id}/reject`,
      {
        reason: 'Offer withdrawn',
      },
    );
    expect(rejected.status).toBe(200);
    const [refund] = await refundsOf(placed.id);
    return { order: placed, refund: present(refund) };
  }
  const send = (headers: Record<string, string>, id: number, extra: Record<string, string> = {}) =>
    call<Refund | PendingApprovalAnswer>(
      ctx.app,
      { ...headers, ...extra },
      'PUT',
      `/api/admin/refund/${id}/send`,
      { valueDate: '2026-03-01', bankReference: 'OUT-77' },
    );
  const cancel = (id: number) =>
    call<Refund>(ctx.app, ctx.admin, 'PUT', `/api/admin/refund/${id}/cancel`, {
      reason: 'Kept as credit',
    });

  it('rejecting a paid order creates a refund of what was paid', async () => {
    const { order: placed, refund } = await rejectedPaid();
    expect(refund).toMatchObject({
      amount: '1000.00',
      source: 'rejected',
      status: 'to-send',
      reason: 'Offer withdrawn',
    });
    const shown = await order(placed.id);
    expect(shown.refunds).toHaveLength(1);
    expect(shown.refundable).toBe('0.00');
    expect(shown.events.map((e) => e.type)).toContain('refundCreated');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'refund.create'))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();
  });

  it('rejecting an unpaid order creates no refund', async () => {
    const { order: placed } = await openOrder(2);
    const rejected = await call<Order>(
      ctx.app,
      ctx.admin,
      'POST',
      `/api/admin/order/${placed.id}/reject`,
    );
    expect(rejected.status).toBe(200);
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it('to-send → sent, recorded with date, reference and who; a sent one cannot be cancelled', async () => {
    const { refund } = await rejectedPaid();
    const sent = await send(ctx.admin, refund.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'sent',
      sentOn: '2026-03-01',
      bankReference: 'OUT-77',
      sentBy: { email: expect.any(String) },
      actions: { send: false, cancel: false },
    });
    const again = await send(ctx.admin, refund.id);
    expect(again.status).toBe(409);
    expect(codesOf(again.body)).toEqual(['REFUND:WRONG_REFUND_STATUS']);
    const refused = await cancel(refund.id);
    expect(refused.status).toBe(409);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(present(row).status).toBe('sent');
  });

  it('to-send → cancelled with a reason; then it cannot be sent', async () => {
    const { order: placed, refund } = await rejectedPaid();
    const cancelled = await cancel(refund.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Kept as credit' });
    expect((await send(ctx.admin, refund.id)).status).toBe(409);
    // the cancelled amount may be refunded again by hand
    expect((await order(placed.id)).refundable).toBe('1000.00');
  });

  it('a repeated "mark sent" with the same Idempotency-Key acts once', async () => {
    const { refund } = await rejectedPaid();
    const key = { 'idempotency-key': `send-${refund.id}` };
    const [a, b] = await Promise.all([
      send(ctx.admin, refund.id, key),
      send(ctx.admin, refund.id, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'refund.send'));
    expect(
      entries.filter(
        (e) => e.entityId === String(refund.id) || e.entityId === (refund.id as unknown),
      ),
    ).toHaveLength(1);
  });

  it('above the threshold "mark sent" waits for a second person; the maker cannot approve it', async () => {
    const { refund } = await rejectedPaid();
    await setApprovals('threshold', '500.00');
    const asked = await send(maker, refund.id);
    expect(asked.status).toBe(202);
    const { approval } = asked.body as PendingApprovalAnswer;
    expect(approval).toMatchObject({ action: 'refund.send', amount: '1000.00', status: 'pending' });
    const waiting = await call<Refund>(ctx.app, maker, 'GET', `/api/admin/refund/${refund.id}`);
    expect(waiting.body).toMatchObject({ status: 'to-send', pendingApprovalId: approval.id });
    expect(waiting.body.actions.send).toBe(false);

    const own = await call<Approval>(
      ctx.app,
      maker,
      'POST',
      `/api/admin/approval/${approval.id}/approve`,
      {
        comment: '',
      },
    );
    expect(own.status).toBe(403);
    expect(codesOf(own.body)).toEqual(['APPROVAL:OWN_APPROVAL']);

    const approved = await call<Approval>(
      ctx.app,
      checker,
      'POST',
      `/api/admin/approval/${approval.id}/approve`,
      { comment: 'ok' },
    );
    expect(approved.status).toBe(200);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(present(row)).toMatchObject({
      status: 'sent',
      sentOn: '2026-03-01',
      bankReference: 'OUT-77',
    });
    await setApprovals('off');
  });

  it('by hand: at most what was paid less the refunds', async () => {
    const { order: placed, transactionId } = await openOrder(10);
    expect((await confirm(ctx.admin, transactionId)).status).toBe(200);
    const tooMuch = await call(ctx.app, ctx.admin, 'POST', '/api/admin/refund', {
      orderId: placed.id,
      amount: '1000.01',
      reason: 'Goodwill',
    });
    expect(tooMuch.status).toBe(400);
    expect(codesOf(tooMuch.body)).toEqual(['REFUND:REFUND_TOO_LARGE']);
    const made = await call<Refund>(ctx.app, ctx.admin, 'POST', '/api/admin/refund', {
      orderId: placed.id,
      amount: '400.00',
      reason: 'Goodwill',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ amount: '400.00', source: 'manual', status: 'to-send' });
    expect((await order(placed.id)).refundable).toBe('600.00');
    // a rejection now refunds only the rest
    await call(ctx.app, ctx.admin, 'POST', `/api/admin/order/${placed.id}/reject`);
    expect((await refundsOf(placed.id)).map((r) => r.amount)).toEqual(['400.00', '600.00']);
    // an unpaid order has nothing to refund
    const { order: unpaid } = await openOrder(1);
    const nothing = await call(ctx.app, ctx.admin, 'POST', '/api/admin/refund', {
      orderId: unpaid.id,
      amount: '1.00',
      reason: 'x',
    });
    expect(nothing.status).toBe(400);
  });

  it('lists with filters, summarises what is to send, exports', async () => {
    const { refund } = await rejectedPaid();
    const listed = await call<ListResponse<Refund>>(
      ctx.app,
      ctx.admin,
      'GET',
      '/api/admin/refund?filters[status][choice]=to-send',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((r) => r.id)).toContain(refund.id);
    expect(listed.body.items.every((r) => r.status === 'to-send')).toBe(true);
    const summary = await call<RefundSummary>(
      ctx.app,
      ctx.admin,
      'GET',
      '/api/admin/refund/summary',
    );
    expect(summary.status).toBe(200);
    expect(summary.body.count).toBeGreaterThan(0);
    expect(summary.body.total).toMatch(/^\d+\.\d{2}$/);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/refund/export?format=csv',
      headers: ctx.admin,
    });
    expect(exported.statusCode).toBe(200);
  });

  it('each action needs its permission', async () => {
    const { refund } = await rejectedPaid();
    const lister = await createUser(ctx.db, { permissions: ['admin:refund:list'] });
    const headers = await signInStepped(ctx.app, lister.email, lister.password);
    expect((await call(ctx.app, headers, 'GET', '/api/admin/refund')).status).toBe(200);
    expect((await call(ctx.app, headers, 'GET', `/api/admin/refund/${refund.id}`)).status).toBe(
      403,
    );
    expect((await send(headers, refund.id)).status).toBe(403);
    expect(
      (
        await call(ctx.app, headers, 'PUT', `/api/admin/refund/${refund.id}/cancel`, {
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, headers, 'POST', '/api/admin/refund', {
          orderId: refund.orderId,
          amount: '1.00',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(present(row).status).toBe('to-send');
  });
});
