import type {
  DashboardContentItem,
  DashboardOrderMonth,
  DashboardResponse,
  DashboardTransactionItem,
  DashboardTransactionList,
  PermissionName,
  Translatable,
} from '@backoffice/contract';
import { queryRows, type Db } from '../../core/db/database.js';
import type { Holds } from '../../core/permissions.js';
import { dashboardSql } from './queries.js';

/** A timestamp of a raw query (a Date from either driver; a string tolerated) as ISO 8601. */
const toIso = (value: Date | string) => new Date(value).toISOString();

const MONEY: readonly PermissionName[] = [
  'admin:order:list',
  'admin:transaction:list',
  'admin:investment:list',
];

/**
 * The dashboard's figures the caller may see: each section is computed only when its permission
 * is held, and is absent otherwise (see the contract's `dashboardResponseSchema`).
 */
export async function dashboard(db: Db, now: Date, holds: Holds): Promise<DashboardResponse> {
  const out: DashboardResponse = {};
  const tasks: Promise<void>[] = [];
  if (holds('admin:investment:list')) {
    tasks.push(raisedByOffer(db).then((v) => void (out.raisedByOffer = v)));
    tasks.push(
      queryRows<{ weekStart: string; count: number }>(db, dashboardSql.newInvestors(now)).then(
        (v) => void (out.newInvestors = v),
      ),
    );
  }
  if (holds('admin:order:list')) {
    tasks.push(ordersByMonth(db, now).then((v) => void (out.ordersByMonth = v)));
  }
  if (holds('admin:transaction:list')) {
    tasks.push(
      Promise.all([
        transactionList(db, dashboardSql.awaitingCount(), dashboardSql.awaitingItems()),
        transactionList(db, dashboardSql.expiringCount(now), dashboardSql.expiringItems(now)),
      ]).then(([awaitingAcceptance, expiringSoon]) => {
        out.transactions = { awaitingAcceptance, expiringSoon };
      }),
    );
  }
  if (holds('admin:audit-log:list')) {
    tasks.push(
      queryRows<{
        id: number;
        actorEmail: string | null;
        action: string;
        entityType: string;
        entityId: string | null;
        createdAt: Date | string;
      }>(db, dashboardSql.auditLog()).then((rows) => {
        out.auditLog = rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
      }),
    );
  }
  // the content areas' recent changes are what a user without the money screens starts from
  if (!MONEY.some(holds)) {
    const sources = [
      { type: 'offer', permission: 'admin:offer:list', query: dashboardSql.recentOffers() },
      { type: 'blog', permission: 'admin:blog:list', query: dashboardSql.recentBlogPosts() },
      { type: 'page', permission: 'admin:page:list', query: dashboardSql.recentPages() },
    ] as const;
    const permitted = sources.filter((source) => holds(source.permission));
    if (permitted.length > 0) {
      tasks.push(
        Promise.all(
          permitted.map(async (source) => {
            const rows = await queryRows<{
              id: number;
              title: Translatable;
              updatedAt: Date | string;
            }>(db, source.query);
            return rows.map((row): DashboardContentItem => ({
              type: source.type,
              id: row.id,
              title: row.title,
              updatedAt: toIso(row.updatedAt),
            }));
          }),
        ).then((lists) => {
          out.recentContent = lists
            .flat()
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
        }),
      );
    }
  }
  await Promise.all(tasks);
  return out;
}

async function raisedByOffer(db: Db) {
  const rows = await queryRows<{
    id: number;
    title: Translatable;
    isOpen: boolean;
    raised: string;
    target: string | null;
  }>(db, dashboardSql.raisedByOffer());
  return rows.map((row) => ({
    offer: { id: row.id, title: row.title },
    isOpen: row.isOpen,
    raised: row.raised,
    target: row.target,
  }));
}

async function ordersByMonth(db: Db, now: Date): Promise<DashboardOrderMonth[]> {
  const rows = await queryRows<{ month: string; status: string | null; orders: number | null }>(
    db,
    dashboardSql.ordersByMonth(now),
  );
  const months = new Map<string, DashboardOrderMonth>();
  for (const row of rows) {
    let entry = months.get(row.month);
    if (!entry) {
      entry = { month: row.month, counts: { new: 0, paid: 0, completed: 0, rejected: 0 } };
      months.set(row.month, entry);
    }
    if (row.status && row.status in entry.counts) {
      entry.counts[row.status as keyof DashboardOrderMonth['counts']] = Number(row.orders ?? 0);
    }
  }
  return [...months.values()];
}

async function transactionList(
  db: Db,
  countQuery: ReturnType<typeof dashboardSql.awaitingCount>,
  itemsQuery: ReturnType<typeof dashboardSql.awaitingItems>,
): Promise<DashboardTransactionList> {
  const [counted, rows] = await Promise.all([
    queryRows<{ count: number }>(db, countQuery),
    queryRows<{
      id: number;
      orderId: number;
      method: DashboardTransactionItem['method'];
      amount: string;
      waitUntil: Date | string | null;
      userId: number;
      firstName: string;
      lastName: string;
      email: string;
      offerId: number;
      offerTitle: Translatable;
    }>(db, itemsQuery),
  ]);
  return {
    count: Number(counted[0]?.count ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      method: row.method,
      amount: row.amount,
      waitUntil: row.waitUntil === null ? null : toIso(row.waitUntil),
      user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
      offer: { id: row.offerId, title: row.offerTitle },
    })),
  };
}
