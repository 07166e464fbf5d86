import Big from 'big.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderEventType } from '@backoffice/contract';
import type { Db, DbOrTx } from '../../../core/db/database.js';
import { users } from '../../../db/schema/index.js';
import * as agreements from '../../agreements/service.js';
import { offer } from '../../offers/schema.js';
import { orderEvents, orders, shares } from '../orders/schema.js';
import { series } from '../../series/schema.js';
import { transactions } from '../transactions/schema.js';
import { dividends, investments } from './schema.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

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
  const paypal = ctx.random() < 0.35;
  const commissionPercent = paypal ? '2.90' : '0.00';
  const commission = new Big(order.totalAmount).times(commissionPercent).div(100).toFixed(2);
  const paidAt = new Date(order.date.getTime() + (1 + Math.floor(ctx.random() * 3)) * DAY);
  const status =
    order.status === 'new' ? 'pending' : order.status === 'rejected' ? 'rejected' : 'paid';
  // a pending transfer is due in the future; some within a day, so the list shows the warning
  const waitUntil =
    status === 'pending'
      ? new Date(
          ctx.now +
            (ctx.random() < 0.5
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
      dateRejected: order.dateRejected,
      waitUntil,
      createdAt: order.date,
      updatedAt: order.date,
    })
    .returning({ id: transactions.id });

  const events: { type: OrderEventType; actorId: number | null; at: Date; details?: object }[] = [
    { type: 'created', actorId: order.userId, at: order.date },
  ];
  if (status === 'paid') {
    events.push({
      type: 'paid',
      actorId: paypal ? null : ctx.staffId,
      at: paidAt,
      details: { transactionId: payment?.id ?? null },
    });
  }
  if (order.status === 'completed') {
    const completedAt = order.dateCompleted ?? new Date(paidAt.getTime() + DAY);
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
    events.push({
      type: 'rejected',
      actorId: ctx.staffId,
      at: order.dateRejected ?? new Date(order.date.getTime() + 8 * DAY),
      details: { reason: 'Brak wpłaty w terminie' },
    });
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
    for (let i = 0; i < 8 && room > 0; i += 1) {
      const quantity = Math.min(room, 1 + Math.floor(ctx.random() * 25));
      const ageDays = Math.floor(ctx.random() * 730);
      const date = new Date(ctx.now - ageDays * DAY - Math.floor(ctx.random() * DAY));
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
        dateCompleted: status === 'completed' ? new Date(date.getTime() + 4 * DAY) : null,
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

/** Quarterly dividends on holdings older than half a year, per share held. */
async function seedDividends(db: Db, ctx: Context) {
  const held = await db
    .select()
    .from(investments)
    .where(sql`${investments.numberOfShares} > 0`)
    .orderBy(asc(investments.id));
  const rows: (typeof dividends.$inferInsert)[] = [];
  for (const investment of held) {
    const ageDays = Math.floor((ctx.now - investment.createdAt.getTime()) / DAY);
    for (let quarter = 1; quarter * 91 < ageDays - 90 && quarter <= 6; quarter += 1) {
      const date = new Date(investment.createdAt.getTime() + (90 + quarter * 91) * DAY);
      const perShare = new Big('1.25').plus(new Big(quarter).times('0.15'));
      rows.push({
        investmentId: investment.id,
        amount: perShare.times(investment.numberOfShares).toFixed(2),
        date: date.toISOString().slice(0, 10),
        title: `Dywidenda za ${Math.ceil((date.getUTCMonth() + 1) / 3)}. kwartał ${date.getUTCFullYear()}`,
      });
    }
  }
  if (rows.length > 0) await db.insert(dividends).values(rows);
}

/**
 * The money area's demo: investors with Polish names and valid IBANs, then every demo order
 * (the offers' and about forty more over two years) with its investment, payment (PayPal or
 * bank transfer, some due within a day), timeline, shares and dividends.
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
  await seedDividends(db, ctx);
}
