import { z } from 'zod';
import { moneyActorSchema, moneySchema, moneyUserRefSchema } from './money.js';

/**
 * Refunds (REQ-REFUND-1..8): money going back to an investor, a record of its own. `to-send` until
 * finance marks it `sent` (with the value date and the bank reference of the outgoing transfer)
 * or `cancelled` (with a reason). Amounts are decimal strings, NUMERIC in the database.
 */
export const REFUND_STATUSES = ['to-send', 'sent', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a refund exists: its order was rejected after money arrived, too much arrived, or by hand. */
export const REFUND_SOURCES = ['rejected', 'overpaid', 'manual'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/** A positive PLN amount with at most two decimals, as typed (`1250.5`, `1250.50`). */
export const positiveMoneyInputSchema = z
  .string({ error: 'IS_REQUIRED' })
  .trim()
  .min(1, 'IS_REQUIRED')
  .max(20, 'INVALID')
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'INVALID_AMOUNT')
  .refine((value) => /[1-9]/.test(value), 'INVALID_AMOUNT');

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDaySchema = z
  .string({ error: 'IS_REQUIRED' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'INVALID_DATE');

/** A bank's reference of a transfer: up to 140 characters (SEPA's limit), no control characters. */
export const bankReferenceSchema = z
  .string()
  .trim()
  .max(140, 'TOO_LONG')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'INVALID');

/** A refund as the list shows it. */
export const refundListItemSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  user: moneyUserRefSchema,
  amount: moneySchema,
  reason: z.string(),
  source: z.enum(REFUND_SOURCES),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  /** the value date of the outgoing transfer, `YYYY-MM-DD` */
  sentOn: z.string().nullable(),
  bankReference: z.string().nullable(),
  version: z.number(),
});
export type RefundListItem = z.infer<typeof refundListItemSchema>;

/** `GET /api/admin/refund/{id}` and the answer of its actions. */
export const refundSchema = refundListItemSchema.extend({
  createdBy: moneyActorSchema,
  sentBy: moneyActorSchema,
  sentAt: z.string().nullable(),
  cancelledBy: moneyActorSchema,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: z.string(),
  /** a "mark sent" waiting for a second person */
  pendingApprovalId: z.number().nullable(),
  actions: z.object({ send: z.boolean(), cancel: z.boolean() }),
});
export type Refund = z.infer<typeof refundSchema>;

/** `POST /api/admin/refund`: a refund by hand, at most what the order paid minus its refunds. */
export const createRefundSchema = z.object({
  orderId: z.number({ error: 'IS_REQUIRED' }).int().positive().max(2_147_483_647),
  amount: positiveMoneyInputSchema,
  reason: z.string({ error: 'IS_REQUIRED' }).trim().min(1, 'IS_REQUIRED').max(1000, 'TOO_LONG'),
});
export type CreateRefund = z.infer<typeof createRefundSchema>;

/** `PUT /api/admin/refund/{id}/send`: the outgoing transfer's value date and bank reference. */
export const sendRefundSchema = z.object({
  valueDate: calendarDaySchema,
  bankReference: bankReferenceSchema.min(1, 'IS_REQUIRED'),
});
export type SendRefund = z.infer<typeof sendRefundSchema>;

/** `PUT /api/admin/refund/{id}/cancel`: why the money is not going back. */
export const cancelRefundSchema = z.object({
  reason: z.string({ error: 'IS_REQUIRED' }).trim().min(1, 'IS_REQUIRED').max(1000, 'TOO_LONG'),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

/** A refund as the order's record lists it. */
export const orderRefundSchema = refundListItemSchema.pick({
  id: true,
  amount: true,
  reason: true,
  source: true,
  status: true,
  createdAt: true,
  sentOn: true,
  bankReference: true,
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const REFUND_SORT_COLUMNS = ['id', 'createdAt', 'amount', 'status'] as const;
export const REFUND_FILTER_FIELDS = ['status', 'createdAt', 'amount', 'investor'] as const;

/** `GET /api/admin/refund/summary`: the dashboard card, refunds still to send. */
export const refundSummarySchema = z.object({ count: z.number(), total: moneySchema });
export type RefundSummary = z.infer<typeof refundSummarySchema>;
