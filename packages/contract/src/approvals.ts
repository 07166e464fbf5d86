import { z } from 'zod';
import { moneyActorSchema, moneySchema, moneyUserRefSchema } from './money.js';

/**
 * The money actions that may wait for a second person (REQ-APPR-2). Each is declared once, on
 * its route (`approval` of the server's `registerAction`); a new one joins here and there.
 */
export const APPROVAL_ACTIONS = [
  'order.accept',
  'transaction.accept',
  'order.manual',
  // marking a refund sent: judged by the refund's amount (REQ-REFUND-5)
  'refund.send',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * One approval: what was asked (the action and its amount), by whom, on which order and
 * investor, and how it ended. A manual order has no order until it is approved.
 */
export const approvalSchema = z.object({
  id: z.number(),
  action: z.enum(APPROVAL_ACTIONS),
  status: z.enum(APPROVAL_STATUSES),
  amount: moneySchema,
  maker: moneyActorSchema,
  orderId: z.number().nullable(),
  transactionId: z.number().nullable(),
  investor: moneyUserRefSchema.nullable(),
  requestedAt: z.string(),
  decidedBy: moneyActorSchema,
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
  /** why an approved action did not take effect: the action's own error code */
  failureCode: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** The answer of a money action that now waits for a second person (202). */
export const pendingApprovalAnswerSchema = z.object({ approval: approvalSchema });
export type PendingApprovalAnswer = z.infer<typeof pendingApprovalAnswerSchema>;

/** `POST /api/admin/approval/{id}/approve` and `…/reject`: an optional comment. */
export const decideApprovalSchema = z.object({
  comment: z.string().trim().max(1000).default(''),
});
export type DecideApproval = z.infer<typeof decideApprovalSchema>;

/** `GET /api/admin/approval/count`: what the sidebar's badge shows. */
export const approvalCountSchema = z.object({ count: z.number() });
