import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  grantingPermissions,
  type Investment,
  type ListResponse,
  type ManualOrderOptions,
  type Order,
  type OrderListItem,
  type Transaction,
} from '@backoffice/contract';
import { auditLog } from '../src/db/schema/index.js';
import { orders, shares } from '../src/modules/money/orders/schema.js';
import { transactions } from '../src/modules/money/transactions/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, fakeClock, signIn, signInStepped } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = fakeClock();
let agreementId: number;
const ctx = useTestApp({ clock });
beforeAll(async () => {
  // an active, required agreement of the order target: every manual order must tick it
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
        name: { pl: 'Zgoda inwestycyjna', en: 'Investment consent' },
        content: { pl: '<p>Akceptuję ryzyko</p>', en: '<p>I accept the risk</p>' },
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

async function newOrder(options: { limit?: number; price?: string; quantity?: number } = {}) {
  const target = await createOfferWithSeries(ctx.db, options);
  const investor = await createInvestor(ctx.db);
  const placed = await api('POST', '/api/admin/investment/manual-order', {
    userId: investor.id,
    offerId: target.offerId,
    seriesId: target.seriesId,
    quantity: options.quantity ?? 3,
    acceptedAgreementIds: [agreementId],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...target, investor, order: placed.body };
}

async function paidOrder(options: Parameters<typeof newOrder>[0] = {}) {
  const placed = await newOrder(options);
  const paid = await api<Transaction>(
    'PUT',
    `/api/admin/transaction/${present(placed.order.transaction).id}/accept`,
  );
  expect(paid.status).toBe(200);
  return placed;
}

describe('manual order', () => {
  it('creates the order, its investment and a bank transfer due in 7 days, with the agreements', async () => {
    const { order, investor, offerId, seriesId } = await newOrder({
      price: '125.50',
      quantity: 4,
    });
    expect(order).toMatchObject({
      status: 'new',
      quantity: 4,
      pricePerShare: '125.50',
      totalAmount: '502.00',
      manual: true,
      user: { id: investor.id },
      offer: { id: offerId },
    });
    expect(order.investmentId).toEqual(expect.any(Number));
    expect(order.transaction).toMatchObject({
      status: 'pending',
      method: 'bank-transfer',
      amount: '502.00',
    });
    const due =
      new Date(present(present(order.transaction).waitUntil)).getTime() -
      new Date(order.date).getTime();
    expect(due).toBe(7 * DAY);
    expect(order.events.map((e) => e.type)).toEqual(['created']);
    expect(order.events[0]?.actor?.email).toBe(TEST_ADMIN_EMAIL);
    expect(order.agreements).toHaveLength(1);
    expect(order.agreements[0]).toMatchObject({
      agreementId,
      isAccepted: true,
      orderId: order.id,
      acceptedBy: { email: TEST_ADMIN_EMAIL },
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.create'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toHaveLength(1);
    // the order with its payment and the agreements ticked for the investor
    expect(audit[0]?.entityType).toBe('order');
    expect(audit[0]?.before).toBeNull();
    expect(audit[0]?.after).toEqual({
      userId: investor.id,
      offerId,
      seriesId,
      quantity: 4,
      pricePerShare: '125.50',
      totalAmount: '502.00',
      transactionId: present(order.transaction).id,
      waitUntil: new Date(present(present(order.transaction).waitUntil)).toISOString(),
      agreementsAcceptedOnBehalf: [agreementId],
    });
  });

  it('refuses with the codes of the issue', async () => {
    const db = ctx.db;
    const investor = await createInvestor(db);
    const open = await createOfferWithSeries(db, { limit: 5 });
    const other = await createOfferWithSeries(db);
    const closedOffer = await createOfferWithSeries(db, { open: false });
    const closedSeries = await createOfferWithSeries(db, { seriesOpen: false });
    const body = (target: { offerId: number; seriesId: number }, extra: object = {}) => ({
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 1,
      acceptedAgreementIds: [agreementId],
      ...extra,
    });
    const place = (payload: object) => api('POST', '/api/admin/investment/manual-order', payload);

    const notAssigned = await place(body({ offerId: open.offerId, seriesId: other.seriesId }));
    expect([notAssigned.status, codesOf(notAssigned.body)]).toEqual([
      400,
      ['INVESTMENT:SERIES_NOT_ASSIGNED_TO_OFFER'],
    ]);
    const offerClosed = await place(body(closedOffer));
    expect([offerClosed.status, codesOf(offerClosed.body)]).toEqual([
      409,
      ['INVESTMENT:OFFER_CLOSED_FOR_INVESTMENTS'],
    ]);
    const seriesClosed = await place(body(closedSeries));
    expect([seriesClosed.status, codesOf(seriesClosed.body)]).toEqual([
      409,
      ['INVESTMENT:SERIES_CLOSED_FOR_INVESTMENTS'],
    ]);
    const unticked = await place(body(open, { acceptedAgreementIds: [] }));
    expect(unticked.status).toBe(400);
    expect(unticked.body).toEqual({
      errors: [
        expect.objectContaining({
          code: 'INVESTMENT:IS_REQUIRED',
          message: `Agreement ${agreementId} is required`,
          context: 'acceptedAgreementIds',
        }),
      ],
    });
    // pending orders hold their shares: 4 pending + 2 more is over the limit of 5
    expect((await place(body(open, { quantity: 4 }))).status).toBe(201);
    const tooMany = await place(body(open, { quantity: 2 }));
    expect([tooMany.status, codesOf(tooMany.body)]).toEqual([
      409,
      ['INVESTMENT:NOT_ENOUGH_SHARES_AVAILABLE'],
    ]);
    expect((await place(body(open, { quantity: 1 }))).status).toBe(201);
    const missingQuantity = await place({ ...body(open), quantity: undefined });
    expect(missingQuantity.status).toBe(400);
    // a staff account is not an investor, whatever its id: the form's search offers none
    const staff = await createUser(db, { email: 'staff-not-investor@example.com' });
    const forStaff = await place({ ...body(open), userId: staff.id });
    expect(forStaff.status).toBe(400);
    expect(forStaff.body).toMatchObject({
      errors: [{ code: 'INVESTMENT:ENTITY_NOT_EXIST', context: 'userId' }],
    });
  });

  it('answers the form its offers, series with available shares, agreements and investors', async () => {
    const target = await createOfferWithSeries(ctx.db, { limit: 10, price: '9.99' });
    const investor = await createInvestor(ctx.db, 'Zbigniew', 'Szukany');
    await api('POST', '/api/admin/investment/manual-order', {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 3,
      acceptedAgreementIds: [agreementId],
    });
    const options = await api<ManualOrderOptions>(
      'GET',
      '/api/admin/investment/manual-order/options',
    );
    const found = options.body.offers.find((o) => o.id === target.offerId);
    expect(found?.series).toEqual([
      expect.objectContaining({
        id: target.seriesId,
        pricePerShare: '9.99',
        limit: 10,
        available: 7,
        isOpen: true,
      }),
    ]);
    expect(options.body.agreements).toEqual([
      expect.objectContaining({ id: agreementId, isRequired: true }),
    ]);
    const search = await api<{ items: { id: number }[] }>(
      'GET',
      '/api/admin/investment/manual-order/investors?search=szukany',
    );
    expect(search.body.items.map((i) => i.id)).toEqual([investor.id]);
  });
});

describe('transitions', () => {
  it('transaction accept: pending → paid, its order paid, on the timeline; twice is refused', async () => {
    const { order } = await newOrder();
    const txId = present(order.transaction).id;
    const notPaid = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect([notPaid.status, codesOf(notPaid.body)]).toEqual([409, ['ORDER:ORDER_NOT_PAID']]);

    const accepted = await api<Transaction>('PUT', `/api/admin/transaction/${txId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'paid', order: { status: 'paid' } });
    expect(accepted.body.dateCompleted).not.toBeNull();
    const again = await api('PUT', `/api/admin/transaction/${txId}/accept`);
    expect([again.status, codesOf(again.body)]).toEqual([
      409,
      ['TRANSACTION_MANAGER:WRONG_TRANSACTION_STATUS_FOR_ACCEPT'],
    ]);
    const detail = await api('GET', `/api/admin/order/${order.id}`);
    // the receipt of the full amount, then the payment (REQ-REFUND-1)
    expect(detail.body.events.map((e) => e.type)).toEqual(['created', 'transferReceived', 'paid']);
    const missing = await api('PUT', '/api/admin/transaction/999999/accept');
    expect([missing.status, codesOf(missing.body)]).toEqual([404, ['TRANSACTION:NOT_FOUND']]);
  });

  it('order accept: paid → completed with shares and the investment; twice is ALREADY_ACCEPTED', async () => {
    const { order } = await paidOrder({ quantity: 5, price: '10.00' });
    const accepted = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('completed');
    expect(accepted.body.dateCompleted).not.toBeNull();
    expect(accepted.body.shares.map((s) => s.shareNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(accepted.body.events.map((e) => e.type)).toEqual([
      'created',
      'transferReceived',
      'paid',
      'accepted',
    ]);
    const investment = await api<Investment>(
      'GET',
      `/api/admin/investment/${accepted.body.investmentId}`,
    );
    expect(investment.body).toMatchObject({
      numberOfShares: 5,
      investedAmount: '50.00',
      hasPendingOrders: false,
    });
    expect(investment.body.shares).toHaveLength(5);
    expect(investment.body.orders.map((o) => o.id)).toEqual([order.id]);
    expect(investment.body.transactions.map((t) => t.orderId)).toEqual([order.id]);

    const again = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect([again.status, codesOf(again.body)]).toEqual([409, ['ORDER:ALREADY_ACCEPTED']]);
    const reject = await api('POST', `/api/admin/order/${order.id}/reject`, { reason: 'x' });
    expect([reject.status, codesOf(reject.body)]).toEqual([409, ['ORDER:ORDER_COMPLETED']]);
    expect(reject.body).toMatchObject({
      errors: [{ message: 'You cant reject accepted order.' }],
    });
    const edit = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 1,
      notes: '',
      version: accepted.body.version,
    });
    expect([edit.status, codesOf(edit.body)]).toEqual([409, ['ORDER:CANT_UPDATE_ORDER']]);
  });

  it('order accept refuses a paid order whose transaction is not paid', async () => {
    const { order } = await newOrder();
    // the state the server itself never makes; only the guard on the transaction stops it
    await ctx.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const res = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect([res.status, codesOf(res.body)]).toEqual([409, ['ORDER:TRANSACTION_NOT_PAID']]);
    expect(await ctx.db.select().from(shares).where(eq(shares.orderId, order.id))).toEqual([]);
  });

  it('a paid order keeps its quantity (notes may change), and accept wants the total paid', async () => {
    const { order } = await paidOrder({ price: '500.00', quantity: 7, limit: 30 });
    const paid = await api('GET', `/api/admin/order/${order.id}`);
    const more = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 20,
      notes: '',
      version: paid.body.version,
    });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({
      errors: [{ code: 'ORDER:QUANTITY_FIXED_ONCE_PAID', context: 'quantity' }],
    });
    const notes = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 7,
      notes: 'Przelew z konta firmowego',
      version: paid.body.version,
    });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ quantity: 7, totalAmount: '3500.00', status: 'paid' });
    // a total the payment does not cover (a state the server no longer makes): no shares
    await ctx.db
      .update(orders)
      .set({ quantity: 20, totalAmount: '10000.00' })
      .where(eq(orders.id, order.id));
    const res = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect([res.status, codesOf(res.body)]).toEqual([409, ['ORDER:PAID_AMOUNT_MISMATCH']]);
    expect(await ctx.db.select().from(shares).where(eq(shares.orderId, order.id))).toEqual([]);
  });

  it('reject: with a reason, the pending payment rejected too; twice and then accept are refused', async () => {
    const { order } = await newOrder();
    const rejected = await api('POST', `/api/admin/order/${order.id}/reject`, {
      reason: 'Brak wpłaty',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Brak wpłaty',
      transaction: { status: 'rejected' },
    });
    expect(rejected.body.events.at(-1)).toMatchObject({
      type: 'rejected',
      details: { reason: 'Brak wpłaty' },
    });
    const again = await api('POST', `/api/admin/order/${order.id}/reject`);
    expect([again.status, codesOf(again.body)]).toEqual([409, ['ORDER:ORDER_ALREADY_REJECTED']]);
    const accept = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect([accept.status, codesOf(accept.body)]).toEqual([
      409,
      ['ORDER:WRONG_ORDER_STATUS_FOR_ACCEPT'],
    ]);
    const txAccept = await api(
      'PUT',
      `/api/admin/transaction/${present(order.transaction).id}/accept`,
    );
    expect([txAccept.status, codesOf(txAccept.body)]).toEqual([
      409,
      ['TRANSACTION_MANAGER:WRONG_TRANSACTION_STATUS_FOR_ACCEPT'],
    ]);
    const edit = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 1,
      notes: '',
      version: rejected.body.version,
    });
    expect([edit.status, codesOf(edit.body)]).toEqual([409, ['ORDER:CANT_UPDATE_ORDER']]);
    // a paid order may be rejected too (the money is then returned by hand)
    const paid = await paidOrder();
    // the body left out with a JSON content type, as curl and many clients send it: no reason
    const rejectPaid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/order/${paid.order.id}/reject`,
      headers: { ...ctx.admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(rejectPaid.statusCode).toBe(200);
    expect(rejectPaid.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: null,
      transaction: { status: 'paid' },
    });
  });

  it('edit: quantity and notes, the total and the pending payment follow; a stale version is 409', async () => {
    const { order } = await newOrder({ price: '33.33', quantity: 3, limit: 10 });
    const edited = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 6,
      notes: 'Telefonicznie',
      version: order.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      quantity: 6,
      totalAmount: '199.98',
      notes: 'Telefonicznie',
      transaction: { amount: '199.98' },
    });
    expect(edited.body.events.at(-1)).toMatchObject({
      type: 'edited',
      details: { fromQuantity: 3, toQuantity: 6, notesChanged: true },
    });
    const stale = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 2,
      notes: '',
      version: order.version,
    });
    expect([stale.status, codesOf(stale.body)]).toEqual([409, ['ORDER:STALE_WRITE']]);
    const over = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 11,
      notes: '',
      version: edited.body.version,
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      errors: [{ code: 'ORDER:NOT_ENOUGH_SHARES_AVAILABLE', context: 'quantity' }],
    });
    const invalid = await api('PUT', `/api/admin/order/${order.id}`, {
      quantity: 0,
      notes: '',
      version: edited.body.version,
    });
    expect(invalid.status).toBe(400);
  });

  it('extend: later and in the future only; empty, earlier and expired are refused', async () => {
    const { order } = await newOrder();
    const txId = present(order.transaction).id;
    const current = new Date(present(present(order.transaction).waitUntil)).getTime();
    const later = new Date(current + 2 * DAY).toISOString();
    const extended = await api<Transaction>('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: later,
    });
    expect(extended.status).toBe(200);
    expect(extended.body.waitUntil).toBe(later);
    const earlier = await api('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: new Date(current + DAY).toISOString(),
    });
    expect(earlier.body).toMatchObject({
      errors: [{ code: 'TRANSACTION_MANAGER:CANT_EXTEND_WAIT_UNTIL', context: 'waitUntil' }],
    });
    const past = await api('PUT', `/api/admin/transaction/${txId}/extend`, {
      waitUntil: new Date(Date.now() - DAY).toISOString(),
    });
    expect(codesOf(past.body)).toEqual(['TRANSACTION_MANAGER:CANT_EXTEND_WAIT_UNTIL']);
    const empty = await api('PUT', `/api/admin/transaction/${txId}/extend`, { waitUntil: '' });
    expect(empty.status).toBe(400);
    expect(codesOf(empty.body)[0]).toMatch(/WAIT_UNTIL_IS_EMPTY$/);
    const detail = await api('GET', `/api/admin/order/${order.id}`);
    expect(detail.body.events.at(-1)).toMatchObject({
      type: 'waitUntilExtended',
      details: { to: later },
    });

    // past its deadline the payment has expired, whether or not the job has run yet
    clock.advance(10 * DAY);
    try {
      const fresh = await signInStepped(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const expired = await call(ctx.app, fresh, 'PUT', `/api/admin/transaction/${txId}/extend`, {
        waitUntil: new Date(clock.now().getTime() + DAY).toISOString(),
      });
      expect([expired.status, codesOf(expired.body)]).toEqual([
        409,
        ['TRANSACTION_MANAGER:TRANSACTION_EXPIRED'],
      ]);
      const accept = await call(ctx.app, fresh, 'PUT', `/api/admin/transaction/${txId}/accept`);
      expect(codesOf(accept.body)).toEqual(['TRANSACTION_MANAGER:TRANSACTION_EXPIRED']);
    } finally {
      clock.advance(-10 * DAY);
    }
  });
});

describe('money', () => {
  it('0.10 + 0.20 PLN stays 0.30: totals and invested amounts are decimal', async () => {
    const first = await paidOrder({ price: '0.10', quantity: 1 });
    await api('POST', `/api/admin/order/${first.order.id}/accept`);
    // a second order of the same investor in the same offer, at 0.20
    const placed = await api('POST', '/api/admin/investment/manual-order', {
      userId: first.investor.id,
      offerId: first.offerId,
      seriesId: first.seriesId,
      quantity: 2,
      acceptedAgreementIds: [agreementId],
    });
    expect(placed.body.totalAmount).toBe('0.20');
    expect(placed.body.investmentId).toBe(first.order.investmentId);
    await api('PUT', `/api/admin/transaction/${present(placed.body.transaction).id}/accept`);
    await api('POST', `/api/admin/order/${placed.body.id}/accept`);
    const investment = await api<Investment>(
      'GET',
      `/api/admin/investment/${first.order.investmentId}`,
    );
    expect(investment.body.investedAmount).toBe('0.30');
    expect(investment.body.numberOfShares).toBe(3);
    const third = await newOrder({ price: '0.10', quantity: 3 });
    expect(third.order.totalAmount).toBe('0.30');
  });

  it('lists filter by status, investor and amount range, and sort by total', async () => {
    const { order, investor } = await newOrder({ price: '777.77', quantity: 1 });
    const list = await api<ListResponse<OrderListItem>>(
      'GET',
      `/api/admin/order?filters[status][choice]=new&filters[investor][text]=${encodeURIComponent(investor.email)}&filters[totalAmount][min]=777.77&filters[totalAmount][max]=777.77&order[0][column]=totalAmount&order[0][direction]=DESC`,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.id)).toEqual([order.id]);
    const none = await api<ListResponse<OrderListItem>>(
      'GET',
      `/api/admin/order?filters[investor][text]=${encodeURIComponent(investor.email)}&filters[totalAmount][min]=777.78`,
    );
    expect(none.body.items).toEqual([]);
    const bad = await api('GET', '/api/admin/order?filters[status][choice]=lost');
    expect(bad.status).toBe(400);
    const txs = await api<ListResponse<Transaction>>(
      'GET',
      `/api/admin/transaction?filters[method][choice]=bank-transfer&filters[investor][text]=${encodeURIComponent(investor.email)}`,
    );
    expect(txs.body.items.map((t) => t.orderId)).toEqual([order.id]);
    const investments = await api<ListResponse<Investment>>(
      'GET',
      `/api/admin/investment?filters[hasPendingOrders][boolean]=true&filters[investor][text]=${encodeURIComponent(investor.email)}`,
    );
    expect(investments.body.items.map((i) => i.id)).toEqual([order.investmentId]);
  });
});

describe('records money keeps', () => {
  it('an offer with orders cannot be deleted (409, not a foreign-key 500)', async () => {
    const { offerId } = await newOrder();
    const res = await api('DELETE', `/api/admin/offer/${offerId}`);
    expect([res.status, codesOf(res.body)]).toEqual([
      409,
      ['OFFER:CANT_DELETE_ENTITY_WITH_RELATIONS'],
    ]);
  });
});

describe('spreadsheet', () => {
  it('is refused before completion, then parses back with the shares, in pl and en', async () => {
    const { order, investor } = await paidOrder({ price: '250.00', quantity: 3 });
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/order/${order.id}/spreadsheet`,
      headers: ctx.admin,
    });
    expect([early.statusCode, codesOf(early.json())]).toEqual([
      409,
      ['ORDER:ORDER_MUST_BE_COMPLETED'],
    ]);
    await api('POST', `/api/admin/order/${order.id}/accept`);

    for (const [language, header] of [
      ['pl', 'Numer udziału'],
      ['en', 'Share number'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/order/${order.id}/spreadsheet`,
        headers: { ...ctx.admin, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = present(workbook.worksheets[0]);
      expect(sheet.getRow(1).getCell(7).value).toBe(header);
      const rows = [2, 3, 4].map((r) => sheet.getRow(r));
      expect(rows.map((r) => r.getCell(1).value)).toEqual([order.id, order.id, order.id]);
      expect(rows.map((r) => r.getCell(3).value)).toEqual(
        Array(3).fill(`${investor.firstName} ${investor.lastName}`),
      );
      expect(rows.map((r) => r.getCell(7).value)).toEqual([1, 2, 3]);
      expect(rows.map((r) => r.getCell(8).value)).toEqual([250, 250, 250]);
      expect(sheet.getRow(7).getCell(2).value).toBe(750);
      expect(sheet.getRow(7).getCell(2).numFmt).toBe('#,##0.00 "zł"');
      // the share count is a count, not money; the day completed a date cell on Warsaw's day
      expect(sheet.getRow(6).getCell(2).value).toBe(3);
      expect(sheet.getRow(6).getCell(2).numFmt).toBeUndefined();
      const completed = rows[0]?.getCell(2).value;
      expect(completed).toBeInstanceOf(Date);
      expect(rows[0]?.getCell(2).numFmt).toBe('dd/mm/yyyy');
      // as every XLSX of the product: the header stays in view and filters the share rows
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe('A1:H4');
    }
    const detail = await api('GET', `/api/admin/order/${order.id}`);
    expect(detail.body.events.filter((e) => e.type === 'spreadsheetDownloaded')).toHaveLength(2);
  });
});

describe('idempotency', () => {
  it('a retried accept, reject or manual order answers the first answer and acts once', async () => {
    const { order } = await paidOrder();
    const key = { ...ctx.admin, 'idempotency-key': `accept-${order.id}` };
    const first = await call(ctx.app, key, 'POST', `/api/admin/order/${order.id}/accept`);
    const retry = await call(ctx.app, key, 'POST', `/api/admin/order/${order.id}/accept`);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // without the key, the same accept is refused: the order is completed
    const plain = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect(codesOf(plain.body)).toEqual(['ORDER:ALREADY_ACCEPTED']);

    // a refusal is an answer too: its retry hears the same refusal
    const rejectKey = { ...ctx.admin, 'idempotency-key': `reject-${order.id}` };
    const refused = await call(ctx.app, rejectKey, 'POST', `/api/admin/order/${order.id}/reject`);
    const refusedAgain = await call(
      ctx.app,
      rejectKey,
      'POST',
      `/api/admin/order/${order.id}/reject`,
    );
    expect([refused.status, refusedAgain.status]).toEqual([409, 409]);
    expect(refusedAgain.body).toEqual(refused.body);

    const target = await createOfferWithSeries(ctx.db);
    const investor = await createInvestor(ctx.db);
    const body = {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 2,
      acceptedAgreementIds: [agreementId],
    };
    const manualKey = { ...ctx.admin, 'idempotency-key': crypto.randomUUID() };
    const placed = await call(
      ctx.app,
      manualKey,
      'POST',
      '/api/admin/investment/manual-order',
      body,
    );
    const replayed = await call(
      ctx.app,
      manualKey,
      'POST',
      '/api/admin/investment/manual-order',
      body,
    );
    expect([placed.status, replayed.status]).toEqual([201, 201]);
    expect(replayed.body.id).toBe(placed.body.id);
    const ordersOfSeries = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.seriesId, target.seriesId));
    expect(ordersOfSeries).toHaveLength(1);
    const otherBody = await call(ctx.app, manualKey, 'POST', '/api/admin/investment/manual-order', {
      ...body,
      quantity: 3,
    });
    expect(otherBody.status).toBe(409);
    const malformed = await call(
      ctx.app,
      { ...ctx.admin, 'idempotency-key': 'a b' },
      'POST',
      `/api/admin/order/${order.id}/accept`,
    );
    expect(malformed.status).toBe(400);
  });
});

describe('permissions', () => {
  const MONEY_ROUTES = [
    ['GET', '/api/admin/order', 'admin:order:list'],
    ['GET', '/api/admin/order/1', 'admin:order:get'],
    ['PUT', '/api/admin/order/1', 'admin:order:edit'],
    ['POST', '/api/admin/order/1/accept', 'admin:order:accept'],
    ['POST', '/api/admin/order/1/reject', 'admin:order:reject'],
    ['GET', '/api/admin/order/1/spreadsheet', 'admin:order:download-spread-sheet'],
    ['GET', '/api/admin/transaction', 'admin:transaction:list'],
    ['GET', '/api/admin/transaction/1', 'admin:transaction:get'],
    ['PUT', '/api/admin/transaction/1/accept', 'admin:transaction:accept'],
    ['PUT', '/api/admin/transaction/1/extend', 'admin:transaction:extend'],
    ['GET', '/api/admin/investment', 'admin:investment:list'],
    ['GET', '/api/admin/investment/1', 'admin:investment:get'],
    ['POST', '/api/admin/investment/manual-order', 'admin:investment:manual-order'],
    ['GET', '/api/admin/investment/manual-order/options', 'admin:investment:manual-order'],
    ['GET', '/api/admin/investment/manual-order/investors', 'admin:investment:manual-order'],
  ] as const;

  it('each money route answers 403 to an admin holding every money permission but its own', async () => {
    const money = ALL_PERMISSIONS.filter((p) => /^admin:(order|transaction|investment):/.test(p));
    for (const [method, url, permission] of MONEY_ROUTES) {
      // nor any permission that implies it (REQ-RULES-3: accept implies get and list)
      const granting = grantingPermissions([permission]);
      const user = await createUser(ctx.db, {
        permissions: money.filter((p) => !granting.includes(p)),
      });
      const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
      const res = await ctx.app.inject({ method, url, headers, payload: {} });
      expect([`${method} ${url}`, res.statusCode]).toEqual([`${method} ${url}`, 403]);
    }
  });

  it("each order answers the actions its state and the caller's permissions allow", async () => {
    const placed = await newOrder({ quantity: 2, price: '10.00' });
    // new, its payment pending: reject and edit, not accept
    expect(placed.order.actions).toEqual({
      accept: false,
      reject: true,
      edit: true,
      spreadsheet: false,
    });
    const { order } = await paidOrder({ quantity: 2, price: '10.00' });
    const paid = await api('GET', `/api/admin/order/${order.id}`);
    expect(paid.body.actions).toEqual({
      accept: true,
      reject: true,
      edit: true,
      spreadsheet: false,
    });
    // a user who may only read orders is offered nothing
    const reader = await createUser(ctx.db, { permissions: ['admin:order:get'] });
    const readerHeaders = bearer(
      (await signIn(ctx.app, reader.email, reader.password)).accessToken,
    );
    const seen = await call(ctx.app, readerHeaders, 'GET', `/api/admin/order/${order.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.actions).toEqual({
      accept: false,
      reject: false,
      edit: false,
      spreadsheet: false,
    });
    // its payment: nothing left to confirm or extend once paid; a reader is offered nothing
    const payment = await api('GET', `/api/admin/transaction/${present(order.transaction).id}`);
    expect(payment.body.actions).toEqual({ accept: false, extend: false });
    const waiting = await api(
      'GET',
      `/api/admin/transaction/${present(placed.order.transaction).id}`,
    );
    expect(waiting.body.actions).toEqual({ accept: true, extend: true });
    // once completed: only the spreadsheet
    const accepted = await api('POST', `/api/admin/order/${order.id}/accept`);
    expect(accepted.body.actions).toEqual({
      accept: false,
      reject: false,
      edit: false,
      spreadsheet: true,
    });
  });

  it('a finance user with only the money permissions works the whole flow', async () => {
    const money = ALL_PERMISSIONS.filter((p) => /^admin:(order|transaction|investment):/.test(p));
    const user = await createUser(ctx.db, { permissions: money });
    const headers = await signInStepped(ctx.app, user.email, user.password);
    const target = await createOfferWithSeries(ctx.db);
    const investor = await createInvestor(ctx.db);
    const placed = await call(ctx.app, headers, 'POST', '/api/admin/investment/manual-order', {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity: 1,
      acceptedAgreementIds: [agreementId],
    });
    expect(placed.status).toBe(201);
    const tx = await call(
      ctx.app,
      headers,
      'PUT',
      `/api/admin/transaction/${present(placed.body.transaction).id}/accept`,
    );
    expect(tx.status).toBe(200);
    const done = await call(ctx.app, headers, 'POST', `/api/admin/order/${placed.body.id}/accept`);
    expect(done.body.status).toBe('completed');
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, placed.body.id));
    expect(row?.investmentId).toBe(done.body.investmentId);
  });
});
