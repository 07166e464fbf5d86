import { eq, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_METHODS,
  TRANSACTION_STATUSES,
  type TransactionListItem,
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
import { users } from '../../../db/schema/index.js';
import { offer } from '../../offers/schema.js';
import { investorMatch, investorSearchText, userRefColumns } from '../orders/service.js';
import { transactions } from './schema.js';

export type TransactionRow = typeof transactions.$inferSelect;

export const transactionList: ListDefinition = {
  table: transactions,
  filters: [
    {
      field: 'status',
      type: 'choice',
      columns: [transactions.status],
      choices: TRANSACTION_STATUSES.map((value) => ({ value, label: value })),
    },
    {
      field: 'method',
      type: 'choice',
      columns: [transactions.method],
      choices: TRANSACTION_METHODS.map((value) => ({ value, label: value })),
    },
    { field: 'offer', type: 'numeric', columns: [transactions.offerId] },
    { field: 'date', type: 'dateTimeRange', columns: [transactions.date] },
    {
      field: 'waitUntil',
      type: 'dateTimeRange',
      columns: [transactions.waitUntil],
      // the deadline is the date + the payment days, and an extension only moves it later
      alsoBounds: transactions.date,
    },
    { field: 'amount', type: 'numeric', columns: [transactions.amount] },
    {
      field: 'investor',
      type: 'text',
      columns: [investorSearchText(transactions.userId)],
      match: investorMatch(transactions.userId),
    },
  ],
  sortable: {
    id: transactions.id,
    date: transactions.date,
    amount: transactions.amount,
    status: transactions.status,
    waitUntil: transactions.waitUntil,
  },
  defaultOrder: [{ column: 'date', direction: 'DESC' }],
  tieBreaker: transactions.id,
  tieBreakerFollowsOrder: true,
};

const iso = (date: Date | null) => (date ? toIso(date) : null);

export function toListItem(
  row: TransactionRow,
  user: TransactionListItem['user'],
  offerTitle: TransactionListItem['offer']['title'],
): TransactionListItem {
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    methodId: row.methodId,
    status: row.status,
    amount: row.amount,
    originalAmount: row.originalAmount,
    commission: row.commission,
    commissionPercent: row.commissionPercent,
    date: toIso(row.date),
    dateCompleted: iso(row.dateCompleted),
    dateRejected: iso(row.dateRejected),
    waitUntil: iso(row.waitUntil),
    user,
    offer: { id: row.offerId, title: offerTitle },
    orderId: row.orderId,
    investmentId: row.investmentId,
    version: row.version,
  };
}

function joinedTransactions(db: DbOrTx) {
  return db
    .select({ tx: transactions, user: userRefColumns, offerTitle: offer.title })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(offer, eq(offer.id, transactions.offerId));
}

const pageRows = keyedPage(transactionList, {
  name: 'transaction_list_rows',
  build: (db, keys) => joinedTransactions(db).where(sql`${transactions.id} = any(${keys})`),
  keyOf: (row) => row.tx.id,
});

/** One page of the transactions list, its keys first (core/list-query/run.ts `keyedPage`). */
export async function listPage(
  db: DbOrTx,
  q: ParsedListQuery,
): Promise<PageRows<TransactionListItem>> {
  return mapPageRows(await pageRows(db, q), (r) => toListItem(r.tx, r.user, r.offerTitle));
}

export async function listItems(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<{ item: TransactionListItem; row: TransactionRow }[]> {
  const query = joinedTransactions(db)
    .where(where)
    .orderBy(...orderBy);
  const rows = await query;
  return rows.map((r) => ({ item: toListItem(r.tx, r.user, r.offerTitle), row: r.tx }));
}
