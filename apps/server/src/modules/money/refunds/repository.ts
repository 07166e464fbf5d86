import { eq, sql, type SQL } from 'drizzle-orm';
import { REFUND_STATUSES, type RefundListItem } from '@backoffice/contract/refunds';
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
import { investorMatch, investorSearchText, userRefColumns } from '../orders/repository.js';
import { refunds } from './schema.js';

export type RefundRow = typeof refunds.$inferSelect;

/** `GET /api/admin/refund`: status, creation date, amount and investor filters, newest first. */
export const refundList: ListDefinition = {
  table: refunds,
  filters: [
    {
      field: 'status',
      type: 'choice',
      columns: [refunds.status],
      choices: REFUND_STATUSES.map((value) => ({ value, label: value })),
    },
    { field: 'createdAt', type: 'dateTimeRange', columns: [refunds.createdAt] },
    { field: 'amount', type: 'numeric', columns: [refunds.amount] },
    {
      field: 'investor',
      type: 'text',
      columns: [investorSearchText(refunds.userId)],
      match: investorMatch(refunds.userId),
    },
  ],
  sortable: {
    id: refunds.id,
    createdAt: refunds.createdAt,
    amount: refunds.amount,
    status: refunds.status,
  },
  defaultOrder: [{ column: 'createdAt', direction: 'DESC' }],
  tieBreaker: refunds.id,
  tieBreakerFollowsOrder: true,
};

export function toListItem(row: RefundRow, user: RefundListItem['user']): RefundListItem {
  return {
    id: row.id,
    orderId: row.orderId,
    user,
    amount: row.amount,
    reason: row.reason,
    source: row.source,
    status: row.status,
    createdAt: toIso(row.createdAt),
    sentOn: row.sentOn,
    bankReference: row.bankReference,
    version: row.version,
  };
}

export function joinedRefunds(db: DbOrTx) {
  return db
    .select({ refund: refunds, user: userRefColumns })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId));
}

const pageRows = keyedPage(refundList, {
  name: 'refund_list_rows',
  build: (db, keys) => joinedRefunds(db).where(sql`${refunds.id} = any(${keys})`),
  keyOf: (row) => row.refund.id,
});

export async function listPage(db: DbOrTx, q: ParsedListQuery): Promise<PageRows<RefundListItem>> {
  return mapPageRows(await pageRows(db, q), (r) => toListItem(r.refund, r.user));
}

export async function listItems(db: DbOrTx, where: SQL) {
  return joinedRefunds(db).where(where).orderBy(refunds.id);
}
