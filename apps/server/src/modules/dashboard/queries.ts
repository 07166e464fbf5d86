import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_AUDIT_SIZE,
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MONTHS,
  DASHBOARD_WEEKS,
} from '@backoffice/contract';
import { businessZoneSql } from '../../core/db/business-time.js';

/**
 * The dashboard's SQL, one function per figure, each bounded so that it stays fast at 1M
 * orders (REQ-DASH-2): the order and money sums come from the trigger-kept pre-aggregates
 * (`schema.ts`), the pending transactions from partial indexes on `status = 'pending'`, the new
 * investors from a partial index over a 12-week range, the audit and content lists from a
 * LIMIT over an index on their date. Raw SQL so that the EXPLAIN guard
 * (test/dashboard.test.ts) reads exactly the statements the endpoint runs. `now` is the app's
 * clock; months and weeks are Europe/Warsaw calendar ones.
 */
const warsaw = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${businessZoneSql})`;

export const dashboardSql = {
  /** the first offers (open ones first, in their list order) with their sum and target */
  raisedByOffer: (): SQL => sql`
    select o.id, o.title, o.is_open as "isOpen",
           coalesce(r.raised, 0)::numeric(18, 2)::text as raised,
           coalesce(o.fixed_investors_equity, o.investors_equity)::text as target
      from offer o left join dashboard_offer_raised r on r.offer_id = o.id
     order by o.is_open desc, o.position, o.id
     limit 10`,

  /** one row per month and status of the last DASHBOARD_MONTHS months (the months with none: null) */
  ordersByMonth: (now: Date): SQL => sql`
    with months as (
      select generate_series(
               date_trunc('month', ${warsaw(now)}) - ${`${DASHBOARD_MONTHS - 1} months`}::interval,
               date_trunc('month', ${warsaw(now)}),
               interval '1 month')::date as month)
    select to_char(m.month, 'YYYY-MM') as month, d.status, d.orders
      from months m left join dashboard_order_month d on d.month = m.month
     order by m.month`,

  awaitingCount: (): SQL => sql`
    select count(*)::int as count from transaction t
     where t.status = 'pending' and t.method = 'bank-transfer'`,

  /** pending bank transfers, soonest deadline first (the index's order: no sort of them all) */
  awaitingItems: (): SQL => sql`
    ${transactionItemColumns}
     where t.status = 'pending' and t.method = 'bank-transfer'
     order by t.method, t.wait_until
     limit ${DASHBOARD_LIST_SIZE}`,

  expiringCount: (now: Date): SQL => sql`
    select count(*)::int as count from transaction t
     where t.status = 'pending' and ${expiringWindow(now)}`,

  expiringItems: (now: Date): SQL => sql`
    ${transactionItemColumns}
     where t.status = 'pending' and ${expiringWindow(now)}
     order by t.wait_until
     limit ${DASHBOARD_LIST_SIZE}`,

  /** investors registered per week of the last DASHBOARD_WEEKS weeks (Monday first) */
  newInvestors: (now: Date): SQL => sql`
    with weeks as (
      select generate_series(
               date_trunc('week', ${warsaw(now)}) - ${`${DASHBOARD_WEEKS - 1} weeks`}::interval,
               date_trunc('week', ${warsaw(now)}),
               interval '1 week') as week)
    select to_char(w.week, 'YYYY-MM-DD') as "weekStart",
           (select count(*) from users u
             where u.user_type = 'investor' and u.deleted_at is null
               and u.created_at >= (w.week at time zone ${businessZoneSql})
               and u.created_at < ((w.week + interval '1 week') at time zone ${businessZoneSql}))::int
             as count
      from weeks w
     order by w.week`,

  // "Recent changes": the audited reads of personal data (`user.personal-data.read`, …) are
  // no change, and a few opened user screens would push every change off the panel
  auditLog: (): SQL => sql`
    select id, actor_email as "actorEmail", action, entity_type as "entityType",
           entity_id as "entityId", created_at as "createdAt"
      from audit_log
     -- the sign-in history (REQ-AUDIT-3) has its own place: the dashboard shows changes
     where action not in ('user.sign-in', 'user.sign-in-failed', 'user.sign-out')
       and action not like '%.read'
     order by created_at desc
     limit ${DASHBOARD_AUDIT_SIZE}`,

  recentOffers: (): SQL => recent(sql`offer`),
  recentBlogPosts: (): SQL => recent(sql`blog_post`),
  recentPages: (): SQL => recent(sql`page`),
};

const transactionItemColumns = sql`
    select t.id, t.order_id as "orderId", t.method, t.amount::text as amount,
           t.wait_until as "waitUntil",
           u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
           o.id as "offerId", o.title as "offerTitle"
      from transaction t
      join users u on u.id = t.user_id
      join offer o on o.id = t.offer_id`;

function expiringWindow(now: Date): SQL {
  const from = now.toISOString();
  const to = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  return sql`t.wait_until > ${from}::timestamptz and t.wait_until <= ${to}::timestamptz`;
}

function recent(table: SQL): SQL {
  return sql`select id, title, updated_at as "updatedAt" from ${table}
              order by updated_at desc limit ${DASHBOARD_LIST_SIZE}`;
}
