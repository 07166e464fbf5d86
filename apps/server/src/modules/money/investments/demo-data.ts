import Big from 'big.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderEventType } from '@backoffice/contract';
import { queryRows, type Db, type DbOrTx } from '../../../core/db/database.js';
import { users } from '../../../db/schema/index.js';
import * as agreements from '../../agreements/service.js';
import { offer } from '../../offers/schema.js';
import { orderEvents, orders, shares } from '../orders/schema.js';
import { refunds } from '../refunds/schema.js';
import { series } from '../../series/schema.js';
import { transactionReceipts, transactions } from '../transactions/schema.js';
import { dividends, investments } from './schema.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Orders of the offers' demo (the first ones of a fresh database) that the money demo gives a
 * story of their own, as docs/samples/README.md describes: order 9 was paid, then rejected, and
 * its money is a refund to send; order 11's transfer arrived in part. Orders 5 and 10 stay open
 * transfers: the bank statement samples pay them.
 */
export const DEMO_REFUND_ORDER = 9;
export const DEMO_PARTLY_PAID_ORDER = 11;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** A bank's own reference for a transfer received, like the samples' `PKO2611270000451`. */
const bankReference = (at: Date, orderId: number) =>
  `PKO${isoDay(at).slice(2).replace(/-/g, '')}${String(orderId).padStart(7, '0')}`;

/** A Polish IBAN with correct check digits for a 24-digit account number (ISO 13616, mod 97). */
export function polishIban(account24: string): string {
  // PL → 25 21, then 00 for the check digits, moved behind the account number
  const numeric = `${account24}252100`;
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  const check = String(98 - rest).padStart(2, '0');
  return `PL${check}${account24}`;
}

const INVESTORS = [
  ['agnieszka.kowalczyk@example.com', 'Agnieszka', 'Kowalczyk', 'Poznań', 'mBank S.A.'],
  ['piotr.zielinski@example.com', 'Piotr', 'Zieliński', 'Łódź', 'ING Bank Śląski S.A.'],
  ['malgorzata.szymanska@example.com', 'Małgorzata', 'Szymańska', 'Lublin', 'Bank Pekao S.A.'],
  ['krzysztof.wozniak@example.com', 'Krzysztof', 'Woźniak', 'Katowice', 'Santander Bank Polska'],
  ['ewa.dabrowska@example.com', 'Ewa', 'Dąbrowska', 'Szczecin', 'PKO Bank Polski S.A.'],
  ['grzegorz.jankowski@example.com', 'Grzegorz', 'Jankowski', 'Toruń', 'mBank S.A.'],
  ['zofia.mazur@example.com', 'Zofia', 'Mazur', 'Rzeszów', 'Alior Bank S.A.'],
  ['pawel.krawczyk@example.com', 'Paweł', 'Krawczyk', 'Białystok', 'Bank Millennium S.A.'],
] as const;

/** A deterministic sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seedInvestors(db: Db) {
  const random = sequence(7);
  const account = () =>
    Array.from({ length: 24 }, (_, i) =>
      i === 0 ? 1 + Math.floor(random() * 9) : Math.floor(random() * 10),
    ).join('');
  await db
    .insert(users)
    .values(
      INVESTORS.map(([email, firstName, lastName, city, bankName]) => ({
        email,
        firstName,
        lastName,
        city,
        userType: 'investor',
        bankName,
        bankAccountNumber: polishIban(account()),
      })),
    )
    .onConflictDoNothing();
  // the users demo's investors get an account too: a payout needs one
  const without = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'investor'), isNull(users.bankAccountNumber)));
  for (const user of without) {
    await db
      .update(users)
      .set({ bankName: 'PKO Bank Polski S.A.', bankAccountNumber: polishIban(account()) })
      .where(eq(users.id, user.id));
  }
}

type OrderRow = typeof orders.$inferSelect;

interface Context {
  staffId: number | null;
  now: number;
  random: () => number;
  /** the next share number per series */
  nextShare: Map<number, number>;
  /** the current versions of the active order agreements, which each investor accepted */
  orderAgreementVersions: number[];
}

async function investmentOf(tx: DbOrTx, userId: number, offerId: number, at: Date) {
  const [row] = await tx
    .insert(investments)
    .values({ userId, offerId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [investments.userId, investments.offerId],
      set: { userId: sql`excluded.user_id` },
    })
    .returning({ id: investments.id });
  if (!row) throw new Error('investment not created');
  return row.id;
}

/**
 * Gives an order what the money area keeps beside it: its investment, its payment, its
 * timeline and, once completed, its shares (numbered on in the order of completion).
 */
async function completeOrder(db: Db, order: OrderRow, ctx: Context) {
  const investmentId = await investmentOf(db, order.userId, order.offerId, order.date);
  await db.update(orders).set({ investmentId }).where(eq(orders.id, order.id));
  // paid, then rejected at the investor's request: the money goes back (a refund to send)
  const paidThenRejected = order.id === DEMO_REFUND_ORDER && order.status === 'rejected';
  const paypal = ctx.random() < 0.35 && !paidThenRejected;
  const commissionPercent = paypal ? '2.90' : '0.00';
  const commission = new Big(order.totalAmount).times(commissionPercent).div(100).toFixed(2);
  const completedAt =
    order.status === 'completed'
      ? (order.dateCompleted ?? new Date(order.date.getTime() + 4 * DAY))
      : null;
  // the payment is booked before the order is accepted (or rejected), and never in the future
  const settledBy =
    completedAt ?? (paidThenRejected ? order.dateRejected : null) ?? new Date(ctx.now);
  const paidAt = new Date(
    order.date.getTime() +
      Math.min(
        (1 + Math.floor(ctx.random() * 3)) * DAY,
        (settledBy.getTime() - order.date.getTime()) / 2,
      ),
  );
  const status =
    order.status === 'new'
      ? 'pending'
      : order.status === 'rejected' && !paidThenRejected
        ? 'rejected'
        : 'paid';
  // a pending transfer is due in the future; every other one within a day (by its order's id,
  // not by chance), so the list shows the warning
  const waitUntil =
    status === 'pending'
      ? new Date(
          ctx.now +
            (order.id % 2 === 1
              ? 5 + Math.floor(ctx.random() * 15)
              : 48 + Math.floor(ctx.random() * 100)) *
              HOUR,
        )
      : new Date(order.date.getTime() + 7 * DAY);
  const [payment] = await db
    .insert(transactions)
    .values({
      orderId: order.id,
      userId: order.userId,
      offerId: order.offerId,
      investmentId,
      type: 'payment',
      method: paypal && status !== 'pending' ? 'paypal' : 'bank-transfer',
      methodId:
        paypal && status !== 'pending'
          ? `PAYID-${String(order.id).padStart(6, '0')}DEMO`
          : `ORDER-${order.id}`,
      status,
      amount: order.totalAmount,
      originalAmount: order.totalAmount,
      commission: paypal && status !== 'pending' ? commission : '0.00',
      commissionPercent: paypal && status !== 'pending' ? commissionPercent : '0.00',
      date: order.date,
      dateCompleted: status === 'paid' ? paidAt : null,
      dateRejected: status === 'rejected' ? order.dateRejected : null,
      waitUntil,
      createdAt: order.date,
      updatedAt: order.date,
    })
    .returning({ id: transactions.id });

  const events: { type: OrderEventType; actorId: number | null; at: Date; details?: object }[] = [
    { type: 'created', actorId: order.userId, at: order.date },
  ];
  if (status === 'paid' && !paypal) {
    // the transfer as staff confirmed it: its receipt (value date, the bank's reference)
    const receipt = {
      amount: order.totalAmount,
      valueDate: isoDay(paidAt),
      bankReference: bankReference(paidAt, order.id),
    };
    await db.insert(transactionReceipts).values({
      transactionId: payment?.id ?? 0,
      ...receipt,
      recordedById: ctx.staffId,
      recordedAt: paidAt,
    });
    events.push({
      type: 'transferReceived',
      actorId: ctx.staffId,
      at: paidAt,
      details: {
        transactionId: payment?.id ?? null,
        ...receipt,
        received: order.totalAmount,
        due: '0.00',
      },
    });
  }
  if (status === 'paid') {
    events.push({
      type: 'paid',
      actorId: paypal ? null : ctx.staffId,
      at: paidAt,
      details: { transactionId: payment?.id ?? null },
    });
  }
  if (completedAt) {
    const first = ctx.nextShare.get(order.seriesId) ?? 1;
    const last = first + order.quantity - 1;
    ctx.nextShare.set(order.seriesId, last + 1);
    await db.execute(sql`
      insert into ${shares} (series_id, share_number, order_id, investment_id, price, date)
      select ${order.seriesId}, n, ${order.id}, ${investmentId}, ${order.pricePerShare}::numeric, ${completedAt}
      from generate_series(${first}::int, ${last}::int) as n`);
    await db
      .update(investments)
      .set({
        numberOfShares: sql`${investments.numberOfShares} + ${order.quantity}`,
        investedAmount: sql`${investments.investedAmount} + ${order.totalAmount}::numeric`,
      })
      .where(eq(investments.id, investmentId));
    if (!order.dateCompleted) {
      await db.update(orders).set({ dateCompleted: completedAt }).where(eq(orders.id, order.id));
    }
    events.push({
      type: 'accepted',
      actorId: ctx.staffId,
      at: completedAt,
      details: { firstShareNumber: first, lastShareNumber: last },
    });
  }
  if (order.status === 'rejected') {
    const rejectedAt = order.dateRejected ?? new Date(order.date.getTime() + 8 * DAY);
    const reason = paidThenRejected ? 'Inwestor zrezygnował z zakupu' : 'Brak wpłaty w terminie';
    await db.update(orders).set({ rejectionReason: reason }).where(eq(orders.id, order.id));
    events.push({ type: 'rejected', actorId: ctx.staffId, at: rejectedAt, details: { reason } });
    if (paidThenRejected) {
      // what rejecting a paid order does (REQ-REFUND-3): all that arrived is to be sent back
      const [refund] = await db
        .insert(refunds)
        .values({
          orderId: order.id,
          userId: order.userId,
          amount: order.totalAmount,
          reason,
          source: 'rejected',
          createdById: ctx.staffId,
          createdAt: rejectedAt,
          updatedAt: rejectedAt,
        })
        .returning({ id: refunds.id });
      events.push({
        type: 'refundCreated',
        actorId: ctx.staffId,
        at: rejectedAt,
        details: { refundId: refund?.id ?? null, amount: order.totalAmount, source: 'rejected' },
      });
    }
  }
  await agreements.acceptForOrder(db, {
    userId: order.userId,
    orderId: order.id,
    versionIds: ctx.orderAgreementVersions,
    acceptedById: null,
    at: order.date,
  });
  await db.insert(orderEvents).values(
    events.map((event) => ({
      orderId: order.id,
      type: event.type,
      actorId: event.actorId,
      at: event.at,
      details: (event.details ?? {}) as Record<string, string | number | null>,
    })),
  );
}

/** More orders over the last two years, on series with room left (a third of what remains). */
async function extraOrders(db: Db, ctx: Context) {
  const investors = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'investor'))
    .orderBy(asc(users.id));
  const targets = await db
    .select({ offerId: offer.id, series })
    .from(offer)
    .innerJoin(series, eq(series.id, offer.seriesId))
    .orderBy(asc(offer.id));
  if (investors.length === 0 || targets.length === 0) return;
  const rows: (typeof orders.$inferInsert)[] = [];
  for (const target of targets) {
    const [taken] = await db
      .select({ n: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
      .from(orders)
      .where(
        and(
          eq(orders.seriesId, target.series.id),
          sql`${orders.status} in ('new', 'paid', 'completed')`,
        ),
      );
    let room = Math.floor((target.series.limit - Number(taken?.n ?? 0)) / 3);
    // placed while the series is open (a day inside its dates, whatever the time zone), within
    // the last two years; a series not yet open has none
    const { availableFrom, availableTo } = target.series;
    const opens = Math.max(
      ctx.now - 730 * DAY,
      availableFrom ? Date.parse(availableFrom) + DAY : -Infinity,
    );
    const closes = Math.min(ctx.now, availableTo ? Date.parse(availableTo) : Infinity);
    if (closes <= opens) continue;
    for (let i = 0; i < 8 && room > 0; i += 1) {
      const quantity = Math.min(room, 1 + Math.floor(ctx.random() * 25));
      const date = new Date(closes - Math.floor(ctx.random() * (closes - opens)));
      const ageDays = Math.floor((ctx.now - date.getTime()) / DAY);
      // older orders are settled; the last weeks' still wait for money or for staff
      const roll = ctx.random();
      const status =
        ageDays > 21
          ? roll < 0.8
            ? 'completed'
            : 'rejected'
          : roll < 0.4
            ? 'new'
            : roll < 0.7
              ? 'paid'
              : 'completed';
      const investor = investors[Math.floor(ctx.random() * investors.length)];
      if (!investor) continue;
      if (status !== 'rejected') room -= quantity;
      rows.push({
        userId: investor.id,
        offerId: target.offerId,
        seriesId: target.series.id,
        status,
        date,
        // accepted four days on, or halfway to today for the last days' orders
        dateCompleted:
          status === 'completed'
            ? new Date(date.getTime() + Math.min(4 * DAY, (ctx.now - date.getTime()) / 2))
            : null,
        dateRejected: status === 'rejected' ? new Date(date.getTime() + 8 * DAY) : null,
        pricePerShare: target.series.pricePerShare,
        quantity,
        totalAmount: new Big(target.series.pricePerShare).times(quantity).toFixed(2),
        createdAt: date,
        updatedAt: date,
      });
    }
  }
  if (rows.length > 0) await db.insert(orders).values(rows);
}

/**
 * Quarterly dividends, each paid on the 20th day after its quarter ended, per share held at the
 * quarter's end: for the quarters after the first whole quarter an investment held shares, at
 * most six, and only those already paid out.
 */
async function seedDividends(db: Db, ctx: Context) {
  const held = await queryRows<{ investmentId: number; at: Date; n: number }>(
    db,
    sql`select investment_id as "investmentId", date as at, count(*)::int as n
        from ${shares} group by investment_id, date order by investment_id, date`,
  );
  const byInvestment = new Map<number, { at: number; n: number }[]>();
  for (const row of held) {
    const list = byInvestment.get(row.investmentId) ?? [];
    list.push({ at: new Date(row.at).getTime(), n: row.n });
    byInvestment.set(row.investmentId, list);
  }
  const rows: (typeof dividends.$inferInsert)[] = [];
  for (const [investmentId, blocks] of byInvestment) {
    const since = new Date(blocks[0]?.at ?? ctx.now);
    // the first quarter that starts after the shares were issued
    let year = since.getUTCFullYear();
    let quarter = Math.floor(since.getUTCMonth() / 3) + 2;
    for (let paid = 1; paid <= 6; paid += 1, quarter += 1) {
      if (quarter > 4) {
        quarter -= 4;
        year += 1;
      }
      const end = Date.UTC(year, quarter * 3, 1);
      const date = end + 19 * DAY;
      if (date > ctx.now) break;
      const count = blocks.filter((b) => b.at < end).reduce((sum, b) => sum + b.n, 0);
      const perShare = new Big('1.25').plus(new Big(paid).times('0.15'));
      rows.push({
        investmentId,
        amount: perShare.times(count).toFixed(2),
        date: isoDay(new Date(date)),
        title: `Dywidenda za ${quarter}. kwartał ${year}`,
      });
    }
  }
  if (rows.length > 0) await db.insert(dividends).values(rows);
}

/**
 * Order 11's transfer arrived in part: a receipt of half the amount two days ago, so its payment
 * stays pending with the rest due (REQ-REFUND-1), as staff recording a short transfer leave it.
 */
async function seedPartlyPaid(db: Db, ctx: Context) {
  const [open] = await db
    .select({ id: transactions.id, amount: transactions.amount, date: transactions.date })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, DEMO_PARTLY_PAID_ORDER),
        eq(transactions.status, 'pending'),
        eq(transactions.method, 'bank-transfer'),
      ),
    );
  if (!open) return;
  const at = new Date(Math.max(open.date.getTime() + HOUR, ctx.now - 2 * DAY));
  const amount = new Big(open.amount).div(2).round(0, Big.roundDown).toFixed(2);
  const receipt = {
    amount,
    valueDate: isoDay(at),
    bankReference: bankReference(at, DEMO_PARTLY_PAID_ORDER),
  };
  await db.insert(transactionReceipts).values({
    transactionId: open.id,
    ...receipt,
    recordedById: ctx.staffId,
    recordedAt: at,
  });
  await db.insert(orderEvents).values({
    orderId: DEMO_PARTLY_PAID_ORDER,
    type: 'transferReceived',
    actorId: ctx.staffId,
    at,
    details: {
      transactionId: open.id,
      ...receipt,
      received: amount,
      due: new Big(open.amount).minus(amount).toFixed(2),
    },
  });
}

/**
 * Everyone existed before what they did: an investor registered (and answered the registration
 * agreements) days before their first order, an investment dates from its first order.
 */
async function backdate(db: Db) {
  await db.execute(sql`
    update ${users} u set created_at = m.first - make_interval(days => 2 + u.id % 23)
    from (select user_id, min(date) as first from ${orders} group by user_id) m
    where m.user_id = u.id and u.created_at > m.first - make_interval(days => 2 + u.id % 23)`);
  await db.execute(sql`
    update user_agreement ua set answered_at = u.created_at
    from ${users} u
    where ua.user_id = u.id and ua.order_id is null and u.user_type = 'investor'
      and ua.answered_at > u.created_at`);
  await db.execute(sql`
    update ${investments} i set created_at = m.first
    from (select investment_id, min(date) as first from ${orders} group by investment_id) m
    where m.investment_id = i.id and i.created_at > m.first`);
}

/**
 * The money area's demo: investors with Polish names and valid IBANs, then every demo order
 * (the offers' and about forty more over two years) with its investment, payment (PayPal or
 * bank transfer, some due within a day, one partly paid), timeline, shares, dividends and a
 * refund to send. It keeps the money rules (REQ-DEMO-1): test/money-demo.test.ts checks them.
 */
export async function seedMoneyDemo(db: Db): Promise<void> {
  await seedInvestors(db);
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  const ctx: Context = {
    staffId: staff?.id ?? null,
    now: Date.now(),
    random: sequence(18),
    nextShare: new Map(),
    orderAgreementVersions: (await agreements.forOrderTarget(db)).map((a) => a.versionId),
  };
  await extraOrders(db, ctx);
  const all = await db
    .select()
    .from(orders)
    .where(
      sql`not exists (select 1 from ${transactions} where ${transactions.orderId} = ${orders.id})`,
    )
    .orderBy(sql`coalesce(${orders.dateCompleted}, ${orders.date})`, asc(orders.id));
  for (const order of all) await completeOrder(db, order, ctx);
  await seedPartlyPaid(db, ctx);
  await backdate(db);
  await seedDividends(db, ctx);
}
