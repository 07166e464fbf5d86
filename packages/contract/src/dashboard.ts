import { z } from 'zod';
import { translatableSchema } from './translatable.js';
import {
  moneyOfferRefSchema,
  moneySchema,
  moneyUserRefSchema,
  TRANSACTION_METHODS,
} from './money.js';

/**
 * `GET /api/admin/dashboard` (REQ-DASH-2): every figure of the home screen in one answer. Each
 * section is present only when the caller holds the permission its data needs (absent, not
 * empty, otherwise):
 * - `raisedByOffer`, `newInvestors`: `admin:investment:list`
 * - `ordersByMonth`: `admin:order:list`
 * - `transactions`: `admin:transaction:list`
 * - `auditLog`: `admin:audit-log:list`
 * - `recentContent`: only for a caller with none of the three money list permissions; each
 *   item type by its own list permission (offer, blog, page).
 * Months and weeks are Europe/Warsaw calendar ones; money is a decimal string.
 */
export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_WEEKS = 12;
export const DASHBOARD_LIST_SIZE = 5;
export const DASHBOARD_AUDIT_SIZE = 10;

export const dashboardRaisedItemSchema = z.object({
  offer: moneyOfferRefSchema,
  isOpen: z.boolean(),
  /** the sum of the offer's investments (accepted orders) */
  raised: moneySchema,
  /** fixedInvestorsEquity when set, else investorsEquity; null when the offer has neither */
  target: moneySchema.nullable(),
});

/** Orders placed in one month, by their current status. */
export const dashboardOrderMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  /** one count per ORDER_STATUSES entry */
  counts: z.object({
    new: z.number().int(),
    paid: z.number().int(),
    completed: z.number().int(),
    rejected: z.number().int(),
  }),
});

export const dashboardTransactionItemSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  method: z.enum(TRANSACTION_METHODS),
  amount: moneySchema,
  waitUntil: z.string().nullable(),
  user: moneyUserRefSchema,
  offer: moneyOfferRefSchema,
});

export const dashboardTransactionListSchema = z.object({
  /** how many there are in all */
  count: z.number().int(),
  /** the first DASHBOARD_LIST_SIZE, soonest deadline first */
  items: z.array(dashboardTransactionItemSchema),
});

export const dashboardWeekSchema = z.object({
  /** the Monday the week starts on, `YYYY-MM-DD` */
  weekStart: z.string(),
  count: z.number().int(),
});

export const dashboardAuditItemSchema = z.object({
  id: z.number(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  createdAt: z.string(),
});

export const DASHBOARD_CONTENT_TYPES = ['offer', 'blog', 'page'] as const;
export type DashboardContentType = (typeof DASHBOARD_CONTENT_TYPES)[number];

export const dashboardContentItemSchema = z.object({
  type: z.enum(DASHBOARD_CONTENT_TYPES),
  id: z.number(),
  title: translatableSchema,
  updatedAt: z.string(),
});

export const dashboardResponseSchema = z.object({
  raisedByOffer: z.array(dashboardRaisedItemSchema).optional(),
  ordersByMonth: z.array(dashboardOrderMonthSchema).optional(),
  transactions: z
    .object({
      /** pending bank transfers: staff accept them when the money arrives */
      awaitingAcceptance: dashboardTransactionListSchema,
      /** pending transactions whose deadline falls in the next 24 hours */
      expiringSoon: dashboardTransactionListSchema,
    })
    .optional(),
  newInvestors: z.array(dashboardWeekSchema).optional(),
  auditLog: z.array(dashboardAuditItemSchema).optional(),
  recentContent: z.array(dashboardContentItemSchema).optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardRaisedItem = z.infer<typeof dashboardRaisedItemSchema>;
export type DashboardOrderMonth = z.infer<typeof dashboardOrderMonthSchema>;
export type DashboardTransactionItem = z.infer<typeof dashboardTransactionItemSchema>;
export type DashboardTransactionList = z.infer<typeof dashboardTransactionListSchema>;
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;
export type DashboardAuditItem = z.infer<typeof dashboardAuditItemSchema>;
export type DashboardContentItem = z.infer<typeof dashboardContentItemSchema>;
