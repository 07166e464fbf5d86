import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@backoffice/contract/settings';
import type { Approval, PendingApprovalAnswer } from '@backoffice/contract/approvals';
import type { ListResponse, Order, Transaction } from '@backoffice/contract';
import { approvals, auditLog } from '../src/db/schema/index.js';
import { orders, shares } from '../src/modules/money/orders/schema.js';
import { bearer, createUser, signIn, signInStepped, stepUp } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { useTestApp } from './helpers/test-app.js';

// On PostgreSQL (TEST_DB=postgres) the parallel requests really run at once on the pool's
// connections; on PGlite they queue, and the rules must hold there too.
const ctx = useTestApp();

const MONEY = [
  'admin:order:get',
  'admin:order:accept',
  'admin:order:reject',
  'admin:transaction:get',
  'admin:transaction:accept',
  'admin:investment:manual-order',
  'admin:approval:list',
  'admin:approval:approve',
];

let maker: Record<string, string>;
let checker: Record<string, string>;
let makerId: number;
let checkerId: number;

async function staff() {
  const user = await createUser(ctx.db, { permissions: MONEY });
  return {
    id: user.id,
    headers: await signInStepped(ctx.app, user.email, user.password),
  };
}

beforeAll(async () => {
  const a = await staff();
  const b = await staff();
  maker = a.headers;
  makerId = a.id;
  checker = b.headers;
  checkerId = b.id;
});

async function setApprovals(mode: 'off' | 'threshold' | 'every', threshold = '1000.00') {
  // changing the four-eyes rule asks the super admin for a recent check
  await stepUp(ctx.app, ctx.admin, TEST_ADMIN_PASSWORD);
  const current = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
  const saved = await call<Config>(ctx.app, ctx.admin, 'PUT', '/api/admin/config', {
    data: { approvals: { mode, threshold } },
    version: current.body.version,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.approvals).toEqual({ mode, threshold });
}

/** A paid order of `quantity` shares at 100.00 (placed and paid with four eyes off). */
async function paidOrder(quantity: number) {
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
  const paid = await call<Transaction>(
    ctx.app,
    ctx.admin,
    'PUT',
    `/api/admin/transaction/${present(placed.body.transaction).id}/accept`,
  );
  expect(paid.status).toBe(200);
  return { order: placed.body, investor, target };
}

const accept = (headers: Record<string, string>, orderId: number) =>
  call<Order | PendingApprovalAnswer>(
    ctx.app,
    headers,
    'POST',
    `/api/admin/order/${orderId}/accept`,
  );
const decide = (
  headers: Record<string, string>,
  id: number,
  decision: 'approve' | 'reject',
  comment = '',
) => call<Approval>(ctx.app, headers, 'POST', `/api/admin/approval/${id}/${decision}`, { comment });

async function orderStatus(id: number) {
  const [row] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return present(row).status;
}

/** A paid order whose accept by the maker now waits for a second person. */
async function pendingAccept(quantity = 10) {
  const { order, investor } = await paidOrder(quantity);
  // every order here is at least one share of 100.00
  await setApprovals('threshold', '100.00');
  const asked = await accept(maker, order.id);
  expect(asked.status).toBe(202);
  return { order, investor, approval: (asked.body as PendingApprovalAnswer).approval };
}

describe('four eyes on money', () => {
  it('below the threshold acts at once; exactly the threshold waits for a second person', async () => {
    // 9 × 100.00 = 900.00 < 1000.00
    const below = await paidOrder(9);
    await setApprovals('threshold', '900.01');
    const now = await accept(maker, below.order.id);
    expect(now.status).toBe(200);
    expect(await orderStatus(below.order.id)).toBe('completed');

    // 10 × 100.00 = 1000.00: exactly the threshold
    const exactly = await paidOrder(10);
    await setApprovals('threshold', '1000.00');
    const asked = await accept(maker, exactly.order.id);
    expect(asked.status).toBe(202);
    const { approval } = asked.body as PendingApprovalAnswer;
    expect(approval).toMatchObject({
      action: 'order.accept',
      status: 'pending',
      amount: '1000.00',
      orderId: exactly.order.id,
      maker: { id: makerId },
      investor: { id: exactly.investor.id },
    });
    // nothing happened: the order is still paid, and says what it waits for
    expect(await orderStatus(exactly.order.id)).toBe('paid');
    const shown = await call<Order>(
      ctx.app,
      checker,
      'GET',
      `/api/admin/order/${exactly.order.id}`,
    );
    expect(shown.body.pendingApproval).toMatchObject({ id: approval.id, maker: { id: makerId } });
    expect(shown.body.events.map((e) => e.type)).toContain('approvalRequested');
    // the request is stored with what it will run
    const [row] = await ctx.db.select().from(approvals).where(eq(approvals.id, approval.id));
    expect(row).toMatchObject({ params: { id: exactly.order.id }, makerId, status: 'pending' });
    // a second accept of the same order is refused while one waits
    const again = await accept(checker, exactly.order.id);
    expect([again.status, codesOf(again.body)]).toEqual([409, ['APPROVAL:ALREADY_PENDING']]);
  });

  it('"every money action" sends even a small transfer confirmation for approval', async () => {
    await setApprovals('off');
    const target = await createOfferWithSeries(ctx.db, { price: '1.00' });
    const investor = await createInvestor(ctx.db);
    const placed = await call<Order>(ctx.app, maker, 'POST', '/api/admin/investment/manual-order', {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 1,
    });
    expect(placed.status).toBe(201);
    await setApprovals('every');
    const confirm = await call<PendingApprovalAnswer>(
      ctx.app,
      maker,
      'PUT',
      `/api/admin/transaction/${present(placed.body.transaction).id}/accept`,
    );
    expect(confirm.status).toBe(202);
    expect(confirm.body.approval).toMatchObject({ action: 'transaction.accept', amount: '1.00' });
    const approved = await decide(checker, confirm.body.approval.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await orderStatus(placed.body.id)).toBe('paid');
  });

  it('the maker cannot approve their own, nor can a super admin who made it', async () => {
    const { approval, order } = await pendingAccept();
    const own = await decide(maker, approval.id, 'approve');
    expect([own.status, codesOf(own.body)]).toEqual([403, ['APPROVAL:OWN_APPROVAL']]);

    // the seeded admin is a super admin holding every permission
    const { order: second } = await paidOrder(12);
    await setApprovals('threshold', '1000.00');
    const asked = await accept(ctx.admin, second.id);
    expect(asked.status).toBe(202);
    const mine = (asked.body as PendingApprovalAnswer).approval;
    const superOwn = await decide(ctx.admin, mine.id, 'approve');
    expect([superOwn.status, codesOf(superOwn.body)]).toEqual([403, ['APPROVAL:OWN_APPROVAL']]);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await orderStatus(second.id)).toBe('paid');
  });

  it('approving runs the action as the approver, keeps the maker, and audits both', async () => {
    const { approval, order } = await pendingAccept(10);
    const approved = await decide(checker, approval.id, 'approve', 'checked the transfer');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      maker: { id: makerId },
      decidedBy: { id: checkerId },
      comment: 'checked the transfer',
    });
    expect(await orderStatus(order.id)).toBe('completed');
    const issued = await ctx.db.select().from(shares).where(eq(shares.orderId, order.id));
    expect(issued).toHaveLength(10);
    const shown = await call<Order>(ctx.app, checker, 'GET', `/api/admin/order/${order.id}`);
    expect(shown.body.pendingApproval).toBeNull();
    const byType = new Map(shown.body.events.map((e) => [e.type, e]));
    expect(byType.get('approvalRequested')?.actor?.id).toBe(makerId);
    expect(byType.get('approvalApproved')?.actor?.id).toBe(checkerId);
    expect(byType.get('approvalApproved')?.details.makerId).toBe(makerId);
    expect(byType.get('accepted')?.actor?.id).toBe(checkerId);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'approval'), eq(auditLog.entityId, String(approval.id))));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['approval.request', makerId],
      ['approval.approve', checkerId],
    ]);
    // decided: a second decision is refused
    const again = await decide(checker, approval.id, 'reject');
    expect([again.status, codesOf(again.body)]).toEqual([409, ['APPROVAL:ALREADY_DECIDED']]);
  });

  it('rejecting leaves the order as it was, with the comment recorded', async () => {
    const { approval, order } = await pendingAccept();
    const rejected = await decide(checker, approval.id, 'reject', 'wrong investor');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', comment: 'wrong investor' });
    expect(await orderStatus(order.id)).toBe('paid');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'approval.reject'), eq(auditLog.entityId, String(approval.id))),
      );
    expect(present(entry).actorId).toBe(checkerId);
    expect(present(entry).after).toMatchObject({ comment: 'wrong investor', makerId });
  });

  it('when the order changed state meanwhile, approving fails with the action’s error and closes it', async () => {
    const { approval, order } = await pendingAccept();
    // someone rejects the order itself while the accept waits
    const gone = await call<Order>(
      ctx.app,
      ctx.admin,
      'POST',
      `/api/admin/order/${order.id}/reject`,
      {
        reason: 'refund asked',
      },
    );
    expect(gone.status).toBe(200);
    const approved = await decide(checker, approval.id, 'approve');
    expect([approved.status, codesOf(approved.body)]).toEqual([
      409,
      ['ORDER:WRONG_ORDER_STATUS_FOR_ACCEPT'],
    ]);
    const [row] = await ctx.db.select().from(approvals).where(eq(approvals.id, approval.id));
    expect(row).toMatchObject({
      status: 'failed',
      failureCode: 'ORDER:WRONG_ORDER_STATUS_FOR_ACCEPT',
      decidedById: checkerId,
    });
    expect(await orderStatus(order.id)).toBe('rejected');
    const failed = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.fail'), eq(auditLog.entityId, String(approval.id))));
    expect(failed).toHaveLength(1);
  });

  it('a manual order above the threshold is placed only once approved', async () => {
    await setApprovals('threshold', '1000.00');
    const target = await createOfferWithSeries(ctx.db, { price: '250.00' });
    const investor = await createInvestor(ctx.db);
    const asked = await call<PendingApprovalAnswer>(
      ctx.app,
      maker,
      'POST',
      '/api/admin/investment/manual-order',
      { userId: investor.id, offerId: target.offerId, seriesId: target.seriesId, quantity: 4 },
    );
    expect(asked.status).toBe(202);
    expect(asked.body.approval).toMatchObject({
      action: 'order.manual',
      amount: '1000.00',
      orderId: null,
    });
    const placedBefore = await ctx.db.select().from(orders).where(eq(orders.userId, investor.id));
    expect(placedBefore).toHaveLength(0);
    expect((await decide(checker, asked.body.approval.id, 'approve')).status).toBe(200);
    const placed = await ctx.db.select().from(orders).where(eq(orders.userId, investor.id));
    expect(placed.map((o) => [o.quantity, o.totalAmount])).toEqual([[4, '1000.00']]);
  });

  it('the inbox lists pending items oldest first, filters by action and maker, and counts them', async () => {
    await ctx.db
      .update(approvals)
      .set({ status: 'rejected' })
      .where(eq(approvals.status, 'pending'));
    const first = await pendingAccept();
    const second = await pendingAccept();
    const list = await call<ListResponse<Approval>>(ctx.app, checker, 'GET', '/api/admin/approval');
    expect(list.status).toBe(200);
    expect(list.body.items.map((a) => a.id)).toEqual([first.approval.id, second.approval.id]);
    const byMaker = await call<ListResponse<Approval>>(
      ctx.app,
      checker,
      'GET',
      `/api/admin/approval?filters[makerId][choice]=${makerId}&filters[action][choice]=order.accept`,
    );
    expect(byMaker.status).toBe(200);
    expect(byMaker.body.items).toHaveLength(2);
    const count = await call<{ count: number }>(
      ctx.app,
      checker,
      'GET',
      '/api/admin/approval/count',
    );
    expect(count.body).toEqual({ count: 2 });
    const menu = await call<{ menu: { href?: string; count?: string }[] }>(
      ctx.app,
      checker,
      'GET',
      '/api/admin/splash-screen',
    );
    expect(menu.body.menu.find((e) => e.href === '/approvals')?.count).toBe(
      '/admin/approval/count',
    );
  });

  it('50 concurrent approvals give one effect', async () => {
    const { approval, order } = await pendingAccept(7);
    const approvers = await Promise.all(Array.from({ length: 5 }, () => staff()));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        decide(present(approvers[i % 5]).headers, approval.id, 'approve'),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([refused.status, codesOf(refused.body)]).toEqual([409, ['APPROVAL:ALREADY_DECIDED']]);
    }
    const issued = await ctx.db.select().from(shares).where(eq(shares.orderId, order.id));
    expect(issued).toHaveLength(7);
    const accepts = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.accept'), eq(auditLog.entityId, String(order.id))));
    expect(accepts).toHaveLength(1);
  });

  it('an approval racing a reject: one outcome', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { approval, order } = await pendingAccept(3);
      const [approved, rejected] = await Promise.all([
        decide(checker, approval.id, 'approve'),
        decide(ctx.admin, approval.id, 'reject'),
      ]);
      expect([approved, rejected].filter((a) => a.status === 200)).toHaveLength(1);
      const [row] = await ctx.db.select().from(approvals).where(eq(approvals.id, approval.id));
      if (approved.status === 200) {
        expect(present(row).status).toBe('approved');
        expect(await orderStatus(order.id)).toBe('completed');
        expect(codesOf(rejected.body)).toEqual(['APPROVAL:ALREADY_DECIDED']);
      } else {
        expect(present(row).status).toBe('rejected');
        expect(await orderStatus(order.id)).toBe('paid');
        expect(codesOf(approved.body)).toEqual(['APPROVAL:ALREADY_DECIDED']);
      }
    }
  });
});

describe('who may change the four-eyes rule', () => {
  const saveConfig = async (headers: Record<string, string>, data: object) => {
    const current = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
    return call<Config>(ctx.app, headers, 'PUT', '/api/admin/config', {
      data,
      version: current.body.version,
    });
  };

  it('a settings editor cannot switch it off or raise the threshold, yet saves the rest and may resend it unchanged', async () => {
    await setApprovals('threshold', '1000.00');
    const editor = await createUser(ctx.db, {
      permissions: ['admin:config:get', 'admin:config:edit'],
    });
    const headers = await signInStepped(ctx.app, editor.email, editor.password);
    for (const approvals of [
      { mode: 'off', threshold: '1000.00' },
      { mode: 'threshold', threshold: '1000000.00' },
    ]) {
      const refused = await saveConfig(headers, { approvals });
      expect([refused.status, codesOf(refused.body)]).toEqual([403, ['CONFIG:ONLY_SUPER_ADMIN']]);
    }
    const kept = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
    expect(kept.body.approvals).toEqual({ mode: 'threshold', threshold: '1000.00' });
    // the same values written another way are no change
    const unchanged = await saveConfig(headers, {
      approvals: { mode: 'threshold', threshold: '1000' },
      googleAnalyticsId: 'G-EDITOR1',
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.googleAnalyticsId).toBe('G-EDITOR1');
    expect(unchanged.body.approvals).toEqual({ mode: 'threshold', threshold: '1000.00' });
  });

  it('the super admin changes it only with a recent check', async () => {
    await setApprovals('threshold', '1000.00');
    const unchecked = bearer(
      (await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken,
    );
    const refused = await saveConfig(unchecked, {
      approvals: { mode: 'off', threshold: '1000.00' },
    });
    expect([refused.status, codesOf(refused.body)]).toEqual([403, ['AUTH:STEP_UP_REQUIRED']]);
    expect(
      (await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config')).body.approvals,
    ).toEqual({ mode: 'threshold', threshold: '1000.00' });
    const saved = await saveConfig(ctx.admin, {
      approvals: { mode: 'every', threshold: '1000.00' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.approvals.mode).toBe('every');
  });
});
