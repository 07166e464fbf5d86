import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@backoffice/contract/settings';
import type { Order, Transaction } from '@backoffice/contract';
import { auditLog, users } from '../src/db/schema/index.js';
import type { Mailer, MailMessage } from '../src/core/mail/mailer.js';
import { investorMails } from '../src/modules/money/notify/schema.js';
import {
  deliverInvestorMails,
  formatAmount,
  MAX_ATTEMPTS,
  shareRanges,
} from '../src/modules/money/notify/service.js';
import { greeting } from '../src/core/mail/greeting.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createRole, createUser, fakeClock, signIn } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = fakeClock();
const ctx = useTestApp({ clock });
let agreementId: number;

beforeAll(async () => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/agreements',
    headers: ctx.admin,
    payload: {
      data: {
        type: 'investment',
        target: 'order',
        active: true,
        required: true,
        position: 1,
        name: { pl: 'Zgoda', en: 'Consent' },
        content: { pl: '<p>Tak</p>', en: '<p>Yes</p>' },
      },
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  agreementId = created.json().id;
});

const api = <T = Order>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => call<T>(ctx.app, ctx.admin, method, url, payload);

async function newOrder(firstName = 'Anna', quantity = 3) {
  const target = await createOfferWithSeries(ctx.db, { price: '1000.00' });
  const investor = await createInvestor(ctx.db, firstName, 'Nowak');
  const placed = await api('POST', '/api/admin/investment/manual-order', {
    userId: investor.id,
    offerId: target.offerId,
    seriesId: target.seriesId,
    quantity,
    acceptedAgreementIds: [agreementId],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { investor, order: placed.body, txId: present(placed.body.transaction).id };
}

async function setExtendMaxDays(days: number) {
  const config = await api<Config>('GET', '/api/admin/config');
  const saved = await api<Config>('PUT', '/api/admin/config', {
    data: { deadlines: { extendMaxDays: days } },
    version: config.body.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.deadlines).toEqual({ extendMaxDays: days });
}

const mailsOf = (orderId: number) =>
  ctx.db.select().from(investorMails).where(eq(investorMails.orderId, orderId));

describe('the deadline bound (REQ-RULES-1)', () => {
  it('refuses a deadline past the Settings bound, naming it; the transaction says the bound', async () => {
    const { txId } = await newOrder();
    const now = clock.now().getTime();
    const detail = await api<Transaction>('GET', `/api/admin/transaction/${txId}`);
    // the default: 30 days from now (the test clock runs on as real time passes)
    const latest = Date.parse(detail.body.extendLatest);
    expect(latest - now).toBeGreaterThanOrEqual(30 * DAY);
    expect(latest - now).toBeLessThan(30 * DAY + 60_000);
    const tooFar = await api('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: new Date(now + 31 * DAY).toISOString(),
    });
    expect([tooFar.status, tooFar.body]).toMatchObject([
      400,
      { errors: [{ code: 'TRANSACTION_MANAGER:WAIT_UNTIL_TOO_FAR', context: 'waitUntil' }] },
    ]);
    // the message names the latest date allowed
    expect(JSON.stringify(tooFar.body)).toMatch(/at most \d{4}-\d{2}-\d{2}T/);
    const within = await api<Transaction>('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: new Date(now + 30 * DAY - 60_000).toISOString(),
    });
    expect(within.status).toBe(200);

    // a tighter bound set in Settings applies to the next extension
    await setExtendMaxDays(10);
    try {
      const other = await newOrder();
      const refused = await api('PUT', `/api/admin/transaction/${other.txId}/extend`, {
        waitUntil: new Date(now + 11 * DAY).toISOString(),
      });
      expect(codesOf(refused.body)).toEqual(['TRANSACTION_MANAGER:WAIT_UNTIL_TOO_FAR']);
      const [unchanged] = await ctx.db.select().from(orders).where(eq(orders.id, other.order.id));
      expect(unchanged?.version).toBe(other.order.version);
      const shown = await api<Transaction>('GET', `/api/admin/transaction/${other.txId}`);
      const bound = Date.parse(shown.body.extendLatest) - clock.now().getTime();
      expect(Math.abs(bound - 10 * DAY)).toBeLessThan(60_000);
    } finally {
      await setExtendMaxDays(30);
    }
    const bad = await api('PUT', '/api/admin/config', {
      data: { deadlines: { extendMaxDays: 0 } },
      version: (await api<Config>('GET', '/api/admin/config')).body.version,
    });
    expect(bad.status).toBe(400);
  });
});

describe('implied permissions (REQ-RULES-3)', () => {
  it('a role with only "orders list + accept" opens an order; extend opens its transaction', async () => {
    const { order, txId } = await newOrder();
    const slug = `order-acceptors-${Date.now()}`;
    await createRole(ctx.db, slug, ['admin:order:list', 'admin:order:accept']);
    const acceptor = await createUser(ctx.db, { roles: [slug] });
    const headers = bearer((await signIn(ctx.app, acceptor.email, acceptor.password)).accessToken);
    const opened = await call(ctx.app, headers, 'GET', `/api/admin/order/${order.id}`);
    expect(opened.status).toBe(200);
    const held = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/user/me/permission-check?permissions=admin:order:get&permissions=admin:transaction:get',
      headers,
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual([
      { permission: 'admin:order:get', isPermitted: true },
      { permission: 'admin:transaction:get', isPermitted: false },
    ]);
    // implied within its own area only: the transaction screen stays closed
    const tx = await call(ctx.app, headers, 'GET', `/api/admin/transaction/${txId}`);
    expect(tx.status).toBe(403);

    const extender = await createUser(ctx.db, { permissions: ['admin:transaction:extend'] });
    const h2 = bearer((await signIn(ctx.app, extender.email, extender.password)).accessToken);
    expect((await call(ctx.app, h2, 'GET', `/api/admin/transaction/${txId}`)).status).toBe(200);
    expect((await call(ctx.app, h2, 'GET', '/api/admin/transaction')).status).toBe(200);
    expect((await call(ctx.app, h2, 'GET', `/api/admin/order/${order.id}`)).status).toBe(403);
  });
});

describe('investors with money history (REQ-RULES-2)', () => {
  it('refuses to delete an investor with an order, and changes nothing', async () => {
    const { investor } = await newOrder();
    const res = await api('DELETE', `/api/admin/user/${investor.id}`);
    expect([res.status, codesOf(res.body)]).toEqual([409, ['USER:USER_HAS_MONEY_HISTORY']]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, investor.id));
    expect(row).toMatchObject({ email: investor.email, deletedAt: null, active: true });
  });

  it('deletes an investor without money history', async () => {
    const investor = await createInvestor(ctx.db);
    const res = await api('DELETE', `/api/admin/user/${investor.id}`);
    expect(res.status).toBeLessThan(300);
  });

  it('erases an investor: name, contact and bank data replaced, orders kept, no #deleted suffix shown', async () => {
    const { investor, order } = await newOrder();
    await ctx.db
      .update(users)
      .set({ phoneNumber: '+48 600 100 200', bankAccountNumber: 'PL61109010140000071219812874' })
      .where(eq(users.id, investor.id));
    const erased = await api('POST', `/api/admin/user/${investor.id}/erase`);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, investor.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phoneNumber: null,
      bankAccountNumber: null,
      bankName: null,
      address: null,
      active: false,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).not.toContain(investor.email);
    // the financial record stays, and names nobody
    const kept = await api('GET', `/api/admin/order/${order.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.user).toEqual({ id: investor.id, firstName: '', lastName: '', email: '' });
    const list = await api<{ items: Order[] }>('GET', `/api/admin/order?perPage=100`);
    expect(JSON.stringify(list.body)).not.toContain('#deleted');
    expect(JSON.stringify(list.body)).not.toContain('erased-');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.entityId, String(investor.id))));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(investor.email);
    // twice: already gone
    expect((await api('POST', `/api/admin/user/${investor.id}/erase`)).status).toBe(404);
  });

  it('a deleted account on an older order shows no technical e-mail suffix', async () => {
    const { investor, order } = await newOrder();
    // as before this rule: soft-deleted with its e-mail suffixed
    await ctx.db
      .update(users)
      .set({ deletedAt: clock.now(), email: `${investor.email}#deleted-${investor.id}` })
      .where(eq(users.id, investor.id));
    const shown = await api('GET', `/api/admin/order/${order.id}`);
    expect(shown.body.user.email).toBe('');
    expect(shown.body.user.firstName).toBe('Anna');
  });

  it('erasure needs admin:user:delete, is not for staff, and follows the "no more powerful" rule', async () => {
    const investor = await createInvestor(ctx.db);
    const reader = await createUser(ctx.db, { permissions: ['admin:user:get'] });
    const h = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    expect((await call(ctx.app, h, 'POST', `/api/admin/user/${investor.id}/erase`)).status).toBe(
      403,
    );
    const staff = await createUser(ctx.db, { permissions: ['admin:user:get'] });
    const res = await api('POST', `/api/admin/user/${staff.id}/erase`);
    expect(codesOf(res.body)).toEqual(['USER:CANT_ERASE_STAFF']);
  });
});

/** A mailer that fails while `down`, and keeps what it sent. */
function testMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    kind: 'smtp',
    send: (message) => {
      if (state.down) return Promise.reject(new Error('SMTP unavailable'));
      sent.push(message);
      return Promise.resolve();
    },
  };
  return { mailer, sent, state };
}

describe('investors told (REQ-INVMAIL)', () => {
  it('accept queues a mail with the share numbers; a failed send is retried and on the timeline', async () => {
    const { order, txId } = await newOrder('Anna', 3);
    expect((await api('PUT', `/api/admin/transaction/${txId}/accept`)).status).toBe(200);
    const { mailer, sent, state } = testMailer();
    state.down = true;
    // the accept succeeds whatever the mail server does
    const accepted = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect(accepted.body.status).toBe('completed');
    const [queued] = await mailsOf(order.id);
    expect(queued).toMatchObject({ kind: 'order-accepted', status: 'queued', language: 'pl' });
    const first = accepted.body.shares[0]?.shareNumber ?? 0;
    expect(queued?.params.share_numbers).toBe(`${first}–${first + 2}`);
    expect(queued?.params.greeting).toBe('Dzień dobry, Anno!');

    await deliverInvestorMails(ctx.db, mailer, clock.now());
    const [failed] = await mailsOf(order.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP unavailable' });
    const timeline = await api('GET', `/api/admin/order/${order.id}`);
    expect(timeline.body.events.at(-1)).toMatchObject({
      type: 'investorMailFailed',
      details: { mail: 'order-accepted', attempts: 1, willRetry: true },
    });
    // not yet due: nothing is tried again before the pause
    state.down = false;
    await deliverInvestorMails(ctx.db, mailer, clock.now());
    expect(sent.filter((m) => m.subject.includes(`${order.id}`))).toHaveLength(0);
    await deliverInvestorMails(ctx.db, mailer, new Date(clock.now().getTime() + 2 * 60 * 1000));
    const mine = sent.filter((m) => m.subject.includes(`nr ${order.id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.html).toContain('Dzień dobry, Anno!');
    expect(mine[0]?.html).toContain(`${first}–${first + 2}`);
    expect(mine[0]?.html).toContain('3\u00a0000,00 zł');
    const [done] = await mailsOf(order.id);
    expect(done).toMatchObject({ status: 'sent', attempts: 2 });
    const after = await api('GET', `/api/admin/order/${order.id}`);
    expect(after.body.events.at(-1)).toMatchObject({ type: 'investorMailSent' });
  });

  it('gives up after the last try and says so on the timeline', async () => {
    const { order } = await newOrder('Ewa', 1);
    expect((await api('POST', `/api/admin/order/${order.id}/reject`, { reason: '' })).status).toBe(
      200,
    );
    const { mailer, state } = testMailer();
    state.down = true;
    let at = clock.now().getTime();
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await deliverInvestorMails(ctx.db, mailer, new Date(at));
      at += 13 * 60 * 60 * 1000;
    }
    const [mail] = await mailsOf(order.id);
    expect(mail).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const timeline = await api('GET', `/api/admin/order/${order.id}`);
    expect(timeline.body.events.at(-1)).toMatchObject({
      type: 'investorMailFailed',
      details: { willRetry: false },
    });
  });

  it('reject (with the refund due of a paid order) and extend queue their mails', async () => {
    const paid = await newOrder('Marek', 2);
    expect((await api('PUT', `/api/admin/transaction/${paid.txId}/accept`)).status).toBe(200);
    await api('POST', `/api/admin/order/${paid.order.id}/reject`, { reason: 'Oferta zamknięta.' });
    const [rejected] = await mailsOf(paid.order.id);
    expect(rejected).toMatchObject({ kind: 'order-rejected' });
    expect(rejected?.params).toMatchObject({
      greeting: 'Dzień dobry, Marku!',
      reason: 'Oferta zamknięta.',
      refund: 'Zwrócimy 2\u00a0000,00 zł na Twoje konto bankowe.',
    });

    const waiting = await newOrder('Xawery', 1);
    const to = new Date(clock.now().getTime() + 9 * DAY);
    await api('PUT', `/api/admin/transaction/${waiting.txId}/extend`, {
      waitUntil: to.toISOString(),
    });
    const [extended] = await mailsOf(waiting.order.id);
    expect(extended).toMatchObject({ kind: 'deadline-extended' });
    // a name the vocative is not guessed for: the neutral greeting
    expect(extended?.params.greeting).toBe('Dzień dobry!');
    expect(extended?.params.deadline).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('writes to an investor in English when that is their language', async () => {
    const { investor, order, txId } = await newOrder('John', 1);
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, investor.id));
    await api('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: new Date(clock.now().getTime() + 9 * DAY).toISOString(),
    });
    const [mail] = await mailsOf(order.id);
    expect(mail).toMatchObject({ language: 'en' });
    expect(mail?.params.greeting).toBe('Hello John,');
    expect(mail?.params.amount).toBe('1,000.00');
  });
});

describe('mail formatting', () => {
  it('amounts, share ranges and greetings', () => {
    expect(formatAmount('3500.5', 'pl')).toBe('3\u00a0500,50');
    expect(formatAmount('1234567.89', 'en')).toBe('1,234,567.89');
    expect(shareRanges([7, 1, 2, 3, 9, 10])).toBe('1–3, 7, 9–10');
    expect(greeting('Ola', 'pl')).toBe('Dzień dobry, Olu!');
    expect(greeting('Kuba', 'pl')).toBe('Dzień dobry, Kubo!');
    expect(greeting('Piotr', 'pl')).toBe('Dzień dobry, Piotrze!');
    expect(greeting('', 'pl')).toBe('Dzień dobry!');
    expect(greeting('jan-maria', 'pl')).toBe('Dzień dobry!');
  });
});
