import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  type MoneyActor,
  type OrderEvent,
  type OrderEventType,
  type OrderListItem,
  type Share,
} from '@backoffice/contract';
import { toIso } from '../../../core/crud.js';
import type { DbOrTx } from '../../../core/db/database.js';
import {
  keyedPage,
  mapPageRows,
  type ListDefinition,
  type PageRows,
  type ParsedListQuery,
} from '../../../core/list-query/index.js';
import { users, userSearchText } from '../../../db/schema/index.js';
import { offer } from '../../offers/schema.js';
import { series } from '../../series/schema.js';
import { transactions } from '../transactions/schema.js';
import { orderEvents, orders, shares } from './schema.js';

export type OrderRow = typeof orders.$inferSelect;

/** An investor's name and e-mail as one searchable text (the lists' investor filter). */
export const investorSearchText = (userId: SQL | PgColumn) =>
  sql`(select ${userSearchText(users)} from ${users} where ${users.id} = ${userId})`;

/**
 * The investor filter's condition: the users whose name or e-mail contain the text, found
 * through the trigram index (users_search_trgm_idx), then their rows through `(user_id, …)`.
 * Matching the subquery above row by row would read the whole money table.
 */
export const investorMatch =
  (userId: PgColumn) =>
  (pattern: string): SQL =>
    sql`${userId} in (select ${users.id} from ${users} where ${userSearchText(users)} ilike ${pattern})`;

export const orderList: ListDefinition = {
  table: orders,
  filters: [
    {
      field: 'status',
      type: 'choice',
      columns: [orders.status],
      choices: ORDER_STATUSES.map((value) => ({ value, label: value })),
    },
    { field: 'offer', type: 'numeric', columns: [orders.offerId] },
    { field: 'series', type: 'numeric', columns: [orders.seriesId] },
    { field: 'date', type: 'dateTimeRange', columns: [orders.date] },
    { field: 'totalAmount', type: 'numeric', columns: [orders.totalAmount] },
    {
      field: 'investor',
      type: 'text',
      columns: [investorSearchText(orders.userId)],
      match: investorMatch(orders.userId),
    },
  ],
  sortable: {
    id: orders.id,
    date: orders.date,
    totalAmount: orders.totalAmount,
    status: orders.status,
    quantity: orders.quantity,
  },
  defaultOrder: [{ column: 'date', direction: 'DESC' }],
  tieBreaker: orders.id,
  tieBreakerFollowsOrder: true,
};

/**
 * The e-mail the money screens show: none for a deleted or erased account (REQ-RULES-2), whose
 * stored address carries a technical suffix that no screen shows; the web says "deleted investor".
 */
export const shownEmail = sql<string>`case when ${users.deletedAt} is null then ${users.email} else '' end`;

/** The columns every order row needs, joined once (user, offer, series, its transaction). */
const orderColumns = {
  order: orders,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: shownEmail,
  offerTitle: offer.title,
  seriesName: series.name,
  txId: transactions.id,
  txStatus: transactions.status,
  txMethod: transactions.method,
  txAmount: transactions.amount,
  txWaitUntil: transactions.waitUntil,
};

type JoinedOrder = {
  order: OrderRow;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  offerTitle: { pl: string; en: string };
  seriesName: string;
  txId: number | null;
  txStatus: (typeof transactions.$inferSelect)['status'] | null;
  txMethod: (typeof transactions.$inferSelect)['method'] | null;
  txAmount: string | null;
  txWaitUntil: Date | null;
};

function toListItem(row: JoinedOrder): OrderListItem {
  const o = row.order;
  return {
    id: o.id,
    user: {
      id: o.userId,
      firstName: row.userFirstName,
      lastName: row.userLastName,
      email: row.userEmail,
    },
    offer: { id: o.offerId, title: row.offerTitle },
    series: { id: o.seriesId, name: row.seriesName },
    investmentId: o.investmentId,
    status: o.status as OrderListItem['status'],
    date: toIso(o.date),
    dateCompleted: o.dateCompleted ? toIso(o.dateCompleted) : null,
    dateRejected: o.dateRejected ? toIso(o.dateRejected) : null,
    pricePerShare: o.pricePerShare,
    quantity: o.quantity,
    totalAmount: o.totalAmount,
    transaction:
      row.txId !== null && row.txStatus && row.txMethod && row.txAmount !== null
        ? {
            id: row.txId,
            status: row.txStatus,
            method: row.txMethod,
            amount: row.txAmount,
            waitUntil: row.txWaitUntil ? toIso(row.txWaitUntil) : null,
          }
        : null,
    version: o.version,
  };
}

function joinedOrders(db: DbOrTx) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(offer, eq(offer.id, orders.offerId))
    .innerJoin(series, eq(series.id, orders.seriesId))
    .leftJoin(transactions, eq(transactions.orderId, orders.id));
}

/** Orders as list rows, in the given order. */
export async function orderListItems(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<{ item: OrderListItem; row: OrderRow }[]> {
  const query = joinedOrders(db)
    .where(where)
    .orderBy(...orderBy);
  const rows = (await query) as JoinedOrder[];
  return rows.map((row) => ({ item: toListItem(row), row: row.order }));
}

const orderPageRows = keyedPage(orderList, {
  name: 'order_list_rows',
  build: (db, keys) => joinedOrders(db).where(sql`${orders.id} = any(${keys})`),
  keyOf: (row) => row.order.id,
});

/** One page of the orders list, its keys first (core/list-query/run.ts `keyedPage`). */
export async function orderListPage(
  db: DbOrTx,
  q: ParsedListQuery,
): Promise<PageRows<OrderListItem>> {
  return mapPageRows(await orderPageRows(db, q), (row) => toListItem(row as JoinedOrder));
}

export async function orderItemById(db: DbOrTx, id: number) {
  const [found] = await orderListItems(db, eq(orders.id, id), []);
  return found;
}

/** A user as the money rows name them (investor, or the staff member behind an event). */
export const userRefColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: shownEmail,
};

export async function eventsOf(db: DbOrTx, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({ event: orderEvents, actor: userRefColumns })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    type: event.type,
    actor: actor && actor.id !== null ? (actor as NonNullable<MoneyActor>) : null,
    at: toIso(event.at),
    details: event.details,
  }));
}

/** One timeline entry; call it in the transaction of the change it records. */
export async function insertEvent(
  tx: DbOrTx,
  orderId: number,
  type: OrderEventType,
  actorId: number | null,
  at: Date,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, type, actorId, at, details });
}

/** Several events of one order at once, in their order (one statement instead of several). */
type OrderEventInput = {
  type: OrderEventType;
  details: Record<string, string | number | boolean | null> | SQL;
};

/**
 * The insert of an order's timeline events, not yet sent: for a caller that joins it to its own
 * statement, or prepares it with `value(name)` in place of the values (core/db/prepared.ts).
 */
export function eventsInsert(
  tx: DbOrTx,
  orderId: number | SQL,
  actorId: number | null | SQL,
  at: Date | SQL,
  events: OrderEventInput[],
) {
  return tx
    .insert(orderEvents)
    .values(events.map(({ type, details }) => ({ orderId, type, actorId, at, details })));
}

export async function insertEvents(
  tx: DbOrTx,
  orderId: number,
  actorId: number | null,
  at: Date,
  events: OrderEventInput[],
): Promise<void> {
  await eventsInsert(tx, orderId, actorId, at, events);
}

export async function sharesWhere(db: DbOrTx, where: SQL): Promise<Share[]> {
  const rows = await db
    .select({ share: shares, seriesName: series.name })
    .from(shares)
    .innerJoin(series, eq(series.id, shares.seriesId))
    .where(where)
    .orderBy(asc(shares.seriesId), asc(shares.shareNumber));
  return rows.map(({ share, seriesName }) => ({
    id: share.id,
    series: { id: share.seriesId, name: seriesName },
    shareNumber: share.shareNumber,
    price: share.price,
    date: toIso(share.date),
    orderId: share.orderId,
  }));
}

export const sharesOfOrder = (db: DbOrTx, orderId: number) =>
  sharesWhere(db, eq(shares.orderId, orderId));
export const sharesOfInvestment = (db: DbOrTx, investmentId: number) =>
  sharesWhere(db, eq(shares.investmentId, investmentId));

/** Shares of a series taken by orders that still hold them (pending, paid or completed). */
export async function takenShares(tx: DbOrTx, seriesId: number, exceptOrderId?: number) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.seriesId, seriesId),
        inArray(orders.status, ['new', 'paid', 'completed']),
        exceptOrderId === undefined ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
      ),
    );
  return Number(row?.n ?? 0);
}
