import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  businessDay,
  investmentsArea,
  MANUAL_ORDER_PAYMENT_DAYS,
  type Investment,
  type InvestmentListItem,
  type InvestorOption,
  type ListQueryParams,
  type ManualOrder,
  type ManualOrderOptions,
} from '@backoffice/contract';
import { recordAudit, type AuditActor } from '../../../core/audit.js';
import { toIso } from '../../../core/crud.js';
import type { Db, DbOrTx } from '../../../core/db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import {
  booleanCell,
  exportColumns,
  moneyCell,
  numberCell,
  type ListExport,
} from '../../../core/export.js';
import {
  escapeLike,
  keyedPage,
  mapPageRows,
  runList,
  type ListDefinition,
  type PageRows,
  type ParsedListQuery,
} from '../../../core/list-query/index.js';
import { users } from '../../../db/schema/index.js';
import * as agreements from '../../agreements/service.js';
import { offer } from '../../offers/schema.js';
import * as orderService from '../orders/service.js';
import { orders } from '../orders/schema.js';
import { series } from '../../series/schema.js';
import * as transactionService from '../transactions/service.js';
import { transactions } from '../transactions/schema.js';
import { dividends, investments } from './schema.js';

const AREA = 'INVESTMENT';
const DAY_MS = 24 * 60 * 60 * 1000;

const hasPendingOrders = sql<boolean>`exists (select 1 from ${orders} where ${orders.investmentId} = ${investments.id} and ${orders.status} in ('new', 'paid'))`;

const investmentList: ListDefinition = {
  table: investments,
  filters: [
    { field: 'offer', type: 'numeric', columns: [investments.offerId] },
    {
      field: 'investor',
      type: 'text',
      columns: [orderService.investorSearchText(investments.userId)],
      match: orderService.investorMatch(investments.userId),
    },
    { field: 'hasPendingOrders', type: 'boolean', columns: [hasPendingOrders] },
  ],
  sortable: {
    id: investments.id,
    numberOfShares: investments.numberOfShares,
    investedAmount: investments.investedAmount,
    createdAt: investments.createdAt,
  },
  defaultOrder: [{ column: 'createdAt', direction: 'DESC' }],
  tieBreaker: investments.id,
  tieBreakerFollowsOrder: true,
};

const userRef = orderService.userRefColumns;

function listQuery(db: DbOrTx) {
  return db
    .select({ investment: investments, user: userRef, offerTitle: offer.title, hasPendingOrders })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .innerJoin(offer, eq(offer.id, investments.offerId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

function toListItem(row: ListRow): InvestmentListItem {
  return {
    id: row.investment.id,
    user: row.user,
    offer: { id: row.investment.offerId, title: row.offerTitle },
    numberOfShares: row.investment.numberOfShares,
    investedAmount: row.investment.investedAmount,
    hasPendingOrders: Boolean(row.hasPendingOrders),
    createdAt: toIso(row.investment.createdAt),
  };
}

const pageRows = keyedPage(investmentList, {
  name: 'investment_list_rows',
  build: (db, keys) => listQuery(db).where(sql`${investments.id} = any(${keys})`),
  keyOf: (row) => row.investment.id,
});

/** One page of the investments list (the list and its export read rows through this). */
async function listPage(db: DbOrTx, q: ParsedListQuery): Promise<PageRows<InvestmentListItem>> {
  return mapPageRows(await pageRows(db, q), toListItem);
}

export function list(db: Db, query: ListQueryParams) {
  return runList(db, investmentList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/investment/export` (REQ-EXPORT-1); the keys are the web list's columns. */
export const investmentExport: ListExport<InvestmentListItem> = {
  area: 'investment',
  fileName: 'investments',
  list: investmentList,
  fetchPage: listPage,
  columns: exportColumns(investmentsArea, {
    investor: orderService.investorCell(),
    offer: orderService.offerCell(),
    numberOfShares: numberCell((x) => x.numberOfShares),
    investedAmount: moneyCell((x) => x.investedAmount),
    hasPendingOrders: booleanCell((x) => x.hasPendingOrders),
  }),
};

/** `GET /api/admin/investment/{id}`: the holding with its shares, dividends, money and orders. */
export async function get(db: DbOrTx, id: number): Promise<Investment> {
  const [row] = await listQuery(db).where(eq(investments.id, id));
  if (!row) throw notFound(AREA, 'INVESTMENT_NOT_EXISTS', `Investment ${id} does not exist`);
  const [shareRows, dividendRows, transactionRows, orderRows] = await Promise.all([
    orderService.sharesOfInvestment(db, id),
    db
      .select()
      .from(dividends)
      .where(eq(dividends.investmentId, id))
      .orderBy(desc(dividends.date), desc(dividends.id)),
    transactionService.listItemsWhere(db, eq(transactions.investmentId, id)),
    orderService.listItemsWhere(db, eq(orders.investmentId, id)),
  ]);
  return {
    ...toListItem(row),
    shares: shareRows,
    dividends: dividendRows.map((d) => ({
      id: d.id,
      amount: d.amount,
      date: d.date,
      title: d.title,
    })),
    transactions: transactionRows,
    orders: orderRows,
  };
}

/** Today in Warsaw, YYYY-MM-DD: series open and close by the Warsaw calendar day. */
const warsawDay = (now: Date) => businessDay(now);

const seriesIsOpen = (s: typeof series.$inferSelect, today: string) =>
  (s.availableFrom === null || s.availableFrom <= today) &&
  (s.availableTo === null || today <= s.availableTo);

/** Shares each series has taken by live orders (pending, paid, completed). */
async function takenBySeries(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: orders.seriesId, n: sql<string>`sum(${orders.quantity})` })
    .from(orders)
    .where(and(inArray(orders.seriesId, ids), inArray(orders.status, ['new', 'paid', 'completed'])))
    .groupBy(orders.seriesId);
  return new Map(rows.map((row) => [row.seriesId, Number(row.n)]));
}

/** `GET …/manual-order/options`: the offers with their series, and the order agreements. */
export async function manualOrderOptions(db: Db, now: Date): Promise<ManualOrderOptions> {
  const rows = await db
    .select({ offer: { id: offer.id, title: offer.title, isOpen: offer.isOpen }, series })
    .from(offer)
    .leftJoin(series, eq(series.id, offer.seriesId))
    .orderBy(asc(offer.position), asc(offer.id));
  const taken = await takenBySeries(
    db,
    rows.flatMap((row) => (row.series ? [row.series.id] : [])),
  );
  const today = warsawDay(now);
  const agreementRows = await agreements.forOrderTarget(db);
  return {
    offers: rows.map((row) => ({
      ...row.offer,
      series: row.series
        ? [
            {
              id: row.series.id,
              name: row.series.name,
              pricePerShare: row.series.pricePerShare,
              limit: row.series.limit,
              available: Math.max(0, row.series.limit - (taken.get(row.series.id) ?? 0)),
              isOpen: seriesIsOpen(row.series, today),
            },
          ]
        : [],
    })),
    agreements: agreementRows.map(({ agreement: a }) => ({
      id: a.id,
      type: a.type,
      isRequired: a.required,
      contentVersion: a.contentVersion,
      name: a.name,
      content: a.content,
    })),
  };
}

/** `GET …/manual-order/investors?search=`: up to 20 investors by name or e-mail. */
export async function searchInvestors(db: Db, search: string): Promise<InvestorOption[]> {
  const pattern = `%${escapeLike(search)}%`;
  return db
    .select(userRef)
    .from(users)
    .where(
      and(
        eq(users.userType, 'investor'),
        isNull(users.deletedAt),
        search === ''
          ? undefined
          : ilike(
              sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email})`,
              pattern,
            ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
}

/**
 * `POST /api/admin/investment/manual-order`: an order placed by staff for an investor, with a
 * bank-transfer payment due in 7 days. The series row is locked while its free shares are
 * counted (pending and paid orders hold theirs), so parallel orders never oversell it.
 */
export async function manualOrder(
  tx: DbOrTx,
  actor: AuditActor & { id: number },
  input: ManualOrder,
  now: Date,
): Promise<number> {
  const [investor] = await tx
    .select({ id: users.id })
    .from(users)
    // an investor, as the form's search offers: a staff account must not become one by API
    .where(
      and(eq(users.id, input.userId), eq(users.userType, 'investor'), isNull(users.deletedAt)),
    );
  if (!investor) throw badRequest(AREA, 'ENTITY_NOT_EXIST', 'No such investor', 'userId');
  const [target] = await tx.select().from(offer).where(eq(offer.id, input.offerId));
  if (!target) throw badRequest(AREA, 'ENTITY_NOT_EXIST', 'No such offer', 'offerId');
  if (target.seriesId !== input.seriesId) {
    throw badRequest(
      AREA,
      'SERIES_NOT_ASSIGNED_TO_OFFER',
      'The series is not assigned to the offer',
      'seriesId',
    );
  }
  if (!target.isOpen) {
    throw conflict(
      AREA,
      'OFFER_CLOSED_FOR_INVESTMENTS',
      'The offer is closed for investments',
      'offerId',
    );
  }

  const offered = await agreements.forOrderTarget(tx);
  const ticked = new Set(input.acceptedAgreementIds);
  const unknown = [...ticked].filter((id) => !offered.some((o) => o.agreement.id === id));
  if (unknown.length > 0) {
    throw badRequest(
      AREA,
      'INVALID',
      `Not an order agreement: ${unknown.join(', ')}`,
      'acceptedAgreementIds',
    );
  }
  const notTicked = offered.filter((o) => o.agreement.required && !ticked.has(o.agreement.id));
  if (notTicked.length > 0) {
    // on the field itself (the message names the agreement): `acceptedAgreementIds.5` read as
    // an array's sixth item, and the form showed the error only in its banner
    throw new AppError(
      400,
      notTicked.map((o) => ({
        code: `${AREA}:IS_REQUIRED`,
        message: `Agreement ${o.agreement.id} is required`,
        context: 'acceptedAgreementIds',
      })),
    );
  }

  const locked = await orderService.lockSeries(tx, input.seriesId);
  if (!locked) throw badRequest(AREA, 'ENTITY_NOT_EXIST', 'No such series', 'seriesId');
  if (!seriesIsOpen(locked, warsawDay(now))) {
    throw conflict(
      AREA,
      'SERIES_CLOSED_FOR_INVESTMENTS',
      'The series is closed for investments',
      'seriesId',
    );
  }
  const taken = (await takenBySeries(tx, [locked.id])).get(locked.id) ?? 0;
  if (taken + input.quantity > locked.limit) {
    throw conflict(
      AREA,
      'NOT_ENOUGH_SHARES_AVAILABLE',
      `Only ${Math.max(0, locked.limit - taken)} shares are available`,
      'quantity',
    );
  }

  const investmentId = await orderService.investmentFor(tx, input.userId, input.offerId);
  const totalAmount = orderService.totalOf(locked.pricePerShare, input.quantity);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      offerId: input.offerId,
      seriesId: locked.id,
      status: 'new',
      date: now,
      pricePerShare: locked.pricePerShare,
      quantity: input.quantity,
      totalAmount,
      investmentId,
      manual: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order not created');
  const waitUntil = new Date(now.getTime() + MANUAL_ORDER_PAYMENT_DAYS * DAY_MS);
  const [payment] = await tx
    .insert(transactions)
    .values({
      orderId: order.id,
      userId: input.userId,
      offerId: input.offerId,
      investmentId,
      type: 'payment',
      method: 'bank-transfer',
      // the transfer's title the investor is asked to use
      methodId: `ORDER-${order.id}`,
      status: 'pending',
      amount: totalAmount,
      originalAmount: totalAmount,
      date: now,
      waitUntil,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  const versionIds = offered.filter((o) => ticked.has(o.agreement.id)).map((o) => o.versionId);
  await agreements.acceptForOrder(tx, {
    userId: input.userId,
    orderId: order.id,
    versionIds,
    acceptedById: actor.id,
    at: now,
  });
  await orderService.recordOrderEvent(tx, order.id, 'created', actor.id, now, { manual: true });
  await recordAudit(tx, actor, {
    action: 'order.create',
    entityType: 'order',
    entityId: order.id,
    after: {
      userId: order.userId,
      offerId: order.offerId,
      seriesId: order.seriesId,
      quantity: order.quantity,
      pricePerShare: order.pricePerShare,
      totalAmount: order.totalAmount,
      transactionId: payment?.id ?? null,
      waitUntil: toIso(waitUntil),
      agreementsAcceptedOnBehalf: [...ticked],
    },
  });
  return order.id;
}
