import { z } from 'zod';
import { bulkResultSchema, recordVersionSchema } from './common.js';
import { translatableSchema } from './translatable.js';
import { userAgreementSchema } from './agreements.js';

/**
 * Order, Transaction and Investment (REQ-MONEY-2, REQ-MONEY-3, REQ-MONEY-4), and the inputs of
 * their actions (REQ-MONEY-16). Money is a decimal string with two decimals ("1250000.00"): NUMERIC
 * in the database, big.js
 * for arithmetic, never a binary float. Timestamps are ISO 8601 strings.
 */
export const moneySchema = z.string();

/** REQ-MONEY-2: new (shown as Pending), paid, completed, rejected (shown as Cancelled). */
export const ORDER_STATUSES = ['new', 'paid', 'completed', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `pending` waits for the money until `waitUntil`; `paid` (a transfer received, or PayPal
 * captured); `rejected` with its order; `expired` when `waitUntil` passed unpaid (the server's
 * expiry job, which also rejects the order).
 */
export const TRANSACTION_STATUSES = ['pending', 'paid', 'rejected', 'expired'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_METHODS = ['paypal', 'bank-transfer'] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];
/** What the money is for; only order payments exist today (dividends are paid out apart). */
export const TRANSACTION_TYPES = ['payment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The order timeline's events, each with who did it (null: the system) and when. */
export const ORDER_EVENT_TYPES = [
  'created',
  'paid',
  'accepted',
  'rejected',
  'edited',
  'waitUntilExtended',
  'spreadsheetDownloaded',
  'expired',
  // four eyes on money (REQ-APPR-6): the maker's request and the second person's answer
  'approvalRequested',
  'approvalApproved',
  'approvalRejected',
  'approvalFailed',
  // REQ-INVMAIL-2: the mail telling the investor was sent, or its send failed (and will be
  // retried when `willRetry`); details {mail, attempts, willRetry, nextAttemptAt}
  'investorMailSent',
  'investorMailFailed',
  // money that arrived and money going back (REQ-REFUND-1, REQ-REFUND-3)
  'transferReceived',
  'refundCreated',
  'refundSent',
  'refundCancelled',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * The header that makes accept, reject and the manual order safe to retry: the same key from
 * the same user on the same route answers the first answer again (24 hours), without acting
 * twice. Any string of 1–200 visible ASCII characters; a UUID is a good choice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header as accept, reject and the manual order declare it (other headers pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'INVALID')
    .optional()
    .describe('Any 1–200 visible ASCII characters (a UUID): a retry answers the first answer'),
});

/** A manual order's transaction waits this long for the bank transfer (REQ-MONEY-10). */
export const MANUAL_ORDER_PAYMENT_DAYS = 7;

/** The spreadsheet's content type (`GET /api/admin/order/{id}/spreadsheet`). */
export const SPREADSHEET_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// --- references shown in rows -------------------------------------------------------------

export const moneyUserRefSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type MoneyUserRef = z.infer<typeof moneyUserRefSchema>;
export const moneyOfferRefSchema = z.object({ id: z.number(), title: translatableSchema });
export type MoneyOfferRef = z.infer<typeof moneyOfferRefSchema>;
export const moneySeriesRefSchema = z.object({ id: z.number(), name: z.string() });
export type MoneySeriesRef = z.infer<typeof moneySeriesRefSchema>;

/** The transaction as an order row shows it. */
export const orderTransactionRefSchema = z.object({
  id: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  method: z.enum(TRANSACTION_METHODS),
  amount: moneySchema,
  waitUntil: z.string().nullable(),
});
export type OrderTransactionRef = z.infer<typeof orderTransactionRefSchema>;

// --- orders ---------------------------------------------------------------------------------

/** A row of `GET /api/admin/order`. `version` guards the edit (409 `ORDER:STALE_WRITE`). */
export const orderListItemSchema = z.object({
  id: z.number(),
  user: moneyUserRefSchema,
  offer: moneyOfferRefSchema,
  series: moneySeriesRefSchema,
  investmentId: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  date: z.string(),
  dateCompleted: z.string().nullable(),
  dateRejected: z.string().nullable(),
  pricePerShare: moneySchema,
  quantity: z.number(),
  totalAmount: moneySchema,
  transaction: orderTransactionRefSchema.nullable(),
  version: z.number(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** Who did something: a staff member, or null for the system (the expiry job). */
export const moneyActorSchema = z
  .object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() })
  .nullable();
export type MoneyActor = z.infer<typeof moneyActorSchema>;

/**
 * One event of the order's timeline. `details` depends on the type: `edited` {fromQuantity,
 * toQuantity, notesChanged}, `rejected` {reason}, `waitUntilExtended` {from, to},
 * `accepted` {firstShareNumber, lastShareNumber}, `created` {manual: 1 when staff placed it}.
 */
export const orderEventSchema = z.object({
  id: z.number(),
  type: z.enum(ORDER_EVENT_TYPES),
  actor: moneyActorSchema,
  at: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A share as issued on accept: numbers run 1, 2, 3… per series with no gaps. */
export const shareSchema = z.object({
  id: z.number(),
  series: moneySeriesRefSchema,
  shareNumber: z.number(),
  price: moneySchema,
  date: z.string(),
  orderId: z.number(),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * A money action on the order waiting for a second person (REQ-APPR-5): the order's and its
 * transaction's records show it instead of their action buttons.
 */
export const pendingApprovalRefSchema = z.object({
  id: z.number(),
  action: z.string(),
  maker: moneyActorSchema,
  requestedAt: z.string(),
});

/**
 * `GET /api/admin/order/{id}` and the answer of edit, accept and reject (the client replaces
 * its single order with it, REQ-MONEY-15). `agreements` are the investor's answers given with this
 * order; `acceptedBy` on one of them names the staff member who ticked it for a manual order.
 */
export const orderSchema = orderListItemSchema.extend({
  notes: z.string(),
  rejectionReason: z.string().nullable(),
  /** true when staff placed the order for the investor (`POST …/investment/manual-order`) */
  manual: z.boolean(),
  agreements: z.array(userAgreementSchema.extend({ acceptedBy: moneyActorSchema })),
  events: z.array(orderEventSchema),
  shares: z.array(shareSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * A money action on this order waiting for a second person (REQ-APPR-5): the screen shows
   * "awaiting approval" instead of its action buttons.
   */
  /** what arrived for the order's payment (receipts, or the paid amount of an online payment) */
  received: moneySchema,
  /** what may still be refunded by hand: received less the refunds not cancelled */
  refundable: moneySchema,
  refunds: z.array(
    z.object({
      id: z.number(),
      amount: moneySchema,
      reason: z.string(),
      source: z.enum(['rejected', 'overpaid', 'manual']),
      status: z.enum(['to-send', 'sent', 'cancelled']),
      createdAt: z.string(),
      sentOn: z.string().nullable(),
      bankReference: z.string().nullable(),
    }),
  ),
  pendingApproval: pendingApprovalRefSchema.nullable(),
  /**
   * What the caller may do with the order now: its state allows it (`order-rules.ts`) and the
   * caller holds the action's permission. The screens show these buttons and nothing else.
   */
  actions: z.object({
    accept: z.boolean(),
    reject: z.boolean(),
    edit: z.boolean(),
    spreadsheet: z.boolean(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

const quantitySchema = z
  .number({ error: 'IS_REQUIRED' })
  .int('INVALID')
  .min(1, 'INVALID')
  .max(1_000_000_000, 'INVALID');

/**
 * `PUT /api/admin/order/{id}`: what may change before completion (`CANT_UPDATE_ORDER` after).
 * The total is recomputed from the quantity and the order's price per share.
 */
export const updateOrderSchema = z.object({
  quantity: quantitySchema,
  notes: z.string().trim().max(2000).default(''),
  version: recordVersionSchema,
});
export type UpdateOrder = z.infer<typeof updateOrderSchema>;

/** `POST /api/admin/order/{id}/reject`: the body may be left out. */
export const rejectOrderSchema = z
  .object({ reason: z.string().trim().max(1000).default('') })
  .default({ reason: '' });
export type RejectOrder = z.infer<typeof rejectOrderSchema>;

export const ORDER_SORT_COLUMNS = ['id', 'date', 'totalAmount', 'status', 'quantity'] as const;
/**
 * The orders list's filters (`filters[field][name]`): `status` choice, `offer` and `series`
 * choice (ids), `date` dateTimeRange, `totalAmount` numericRange (min, max), `investor` text
 * (name or email). Transactions take the same, with `amount`, `method` and `waitUntil`;
 * investments take `offer`, `investor` and `hasPendingOrders` (boolean).
 */
export const ORDER_FILTER_FIELDS = [
  'status',
  'offer',
  'series',
  'date',
  'totalAmount',
  'investor',
] as const;

// --- transactions ---------------------------------------------------------------------------

/** A row of `GET /api/admin/transaction`. */
export const transactionListItemSchema = z.object({
  id: z.number(),
  type: z.enum(TRANSACTION_TYPES),
  method: z.enum(TRANSACTION_METHODS),
  /** the provider's id (a PayPal order id) or the transfer's title */
  methodId: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  amount: moneySchema,
  originalAmount: moneySchema,
  commission: moneySchema,
  commissionPercent: moneySchema,
  date: z.string(),
  dateCompleted: z.string().nullable(),
  dateRejected: z.string().nullable(),
  waitUntil: z.string().nullable(),
  user: moneyUserRefSchema,
  offer: moneyOfferRefSchema,
  orderId: z.number(),
  investmentId: z.number().nullable(),
  version: z.number(),
});
export type TransactionListItem = z.infer<typeof transactionListItemSchema>;

/** One bank transfer received for a transaction (REQ-REFUND-1): a confirmation records each. */
export const transactionReceiptSchema = z.object({
  id: z.number(),
  amount: moneySchema,
  /** the day the bank booked it, `YYYY-MM-DD` (Warsaw) */
  valueDate: z.string(),
  bankReference: z.string().nullable(),
  recordedBy: moneyActorSchema,
  recordedAt: z.string(),
});
export type TransactionReceipt = z.infer<typeof transactionReceiptSchema>;

/** `GET /api/admin/transaction/{id}` and the answer of accept and extend. */
export const transactionSchema = transactionListItemSchema.extend({
  /** the sum of the receipts ("0.00" before the first); less than `amount` while partly paid */
  received: moneySchema,
  receipts: z.array(transactionReceiptSchema),
  order: orderListItemSchema.omit({ transaction: true }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with the payment now (`order-rules.ts`), as an order's `actions`. */
  actions: z.object({ accept: z.boolean(), extend: z.boolean() }),
  /** the order's money action waiting for a second person, or null */
  pendingApproval: pendingApprovalRefSchema.nullable(),
  /**
   * The latest deadline an extension may set now (REQ-RULES-1): the Settings' number of days
   * from the moment the transaction was read.
   */
  extendLatest: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * `PUT /api/admin/transaction/{id}/extend`: the new deadline, an ISO 8601 date-time with its
 * offset, in the future and later than the current one (`CANT_EXTEND_WAIT_UNTIL`).
 */
export const extendTransactionSchema = z.object({
  waitUntil: z
    .string({ error: 'WAIT_UNTIL_IS_EMPTY' })
    .trim()
    .min(1, 'WAIT_UNTIL_IS_EMPTY')
    .pipe(z.iso.datetime({ offset: true, error: 'INVALID' })),
});
export type ExtendTransaction = z.infer<typeof extendTransactionSchema>;

/**
 * `PUT /api/admin/transaction/{id}/accept` (REQ-REFUND-1): what arrived. Left out, the amount is
 * what is still due and the value date today (Warsaw). Less than due keeps the payment pending
 * with the part received recorded; more makes it paid and the difference a refund to send.
 */
export const confirmTransferBodySchema = z.object({
  amountReceived: z
    .string()
    .trim()
    .max(20, 'INVALID_AMOUNT')
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'INVALID_AMOUNT')
    .refine((value) => /[1-9]/.test(value), 'INVALID_AMOUNT')
    .optional(),
  valueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'INVALID_DATE')
    .optional(),
  bankReference: z
    .string()
    .trim()
    .max(140, 'TOO_LONG')
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'INVALID')
    .optional(),
});
export type ConfirmTransfer = z.infer<typeof confirmTransferBodySchema>;
/** The route's body: left out entirely (no body, or `null`) it is `{}`. */
export const confirmTransferSchema = confirmTransferBodySchema.nullish();

export const TRANSACTION_SORT_COLUMNS = ['id', 'date', 'amount', 'status', 'waitUntil'] as const;
export const TRANSACTION_FILTER_FIELDS = [
  'status',
  'method',
  'offer',
  'date',
  'amount',
  'investor',
] as const;
/** The transactions list highlights a deadline closer than this (REQ-MONEY-11: 24 h). */
export const WAIT_UNTIL_WARNING_MS = 24 * 60 * 60 * 1000;

// --- investments ----------------------------------------------------------------------------

/** A row of `GET /api/admin/investment`: one investor's holding in one offer. */
export const investmentListItemSchema = z.object({
  id: z.number(),
  user: moneyUserRefSchema,
  offer: moneyOfferRefSchema,
  numberOfShares: z.number(),
  investedAmount: moneySchema,
  hasPendingOrders: z.boolean(),
  createdAt: z.string(),
});
export type InvestmentListItem = z.infer<typeof investmentListItemSchema>;

export const dividendSchema = z.object({
  id: z.number(),
  amount: moneySchema,
  /** the payout day, YYYY-MM-DD */
  date: z.string(),
  title: z.string(),
});
export type Dividend = z.infer<typeof dividendSchema>;

/** `GET /api/admin/investment/{id}`: the overview with its shares, dividends, money and orders. */
export const investmentSchema = investmentListItemSchema.extend({
  shares: z.array(shareSchema),
  dividends: z.array(dividendSchema),
  transactions: z.array(transactionListItemSchema),
  orders: z.array(orderListItemSchema),
});
export type Investment = z.infer<typeof investmentSchema>;

export const INVESTMENT_SORT_COLUMNS = [
  'id',
  'numberOfShares',
  'investedAmount',
  'createdAt',
] as const;
export const INVESTMENT_FILTER_FIELDS = ['offer', 'investor', 'hasPendingOrders'] as const;

// --- manual order ---------------------------------------------------------------------------

/**
 * `POST /api/admin/investment/manual-order`: staff place an order for an investor. The price
 * comes from the series. `acceptedAgreementIds` are the agreements (ids, `target` order) ticked
 * on the investor's behalf: each required one must be there (`IS_REQUIRED`, context
 * `acceptedAgreementIds`). Answers 201 with the order (`orderSchema`).
 */
export const manualOrderSchema = z.object({
  userId: z.number({ error: 'IS_REQUIRED' }).int().positive().max(2_147_483_647),
  offerId: z.number({ error: 'IS_REQUIRED' }).int().positive().max(2_147_483_647),
  seriesId: z.number({ error: 'IS_REQUIRED' }).int().positive().max(2_147_483_647),
  quantity: quantitySchema,
  acceptedAgreementIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(100)
    .default([]),
});
export type ManualOrder = z.infer<typeof manualOrderSchema>;

/** `GET /api/admin/investment/manual-order/investors?search=`: up to 20 investors by name or e-mail. */
export const investorSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});
export const investorOptionSchema = moneyUserRefSchema;
export type InvestorOption = z.infer<typeof investorOptionSchema>;
export const investorOptionsResponseSchema = z.object({ items: z.array(investorOptionSchema) });
export type InvestorOptionsResponse = z.infer<typeof investorOptionsResponseSchema>;

/**
 * `GET /api/admin/investment/manual-order/options`: what the manual-order form chooses from.
 * Each offer with its series (`null` when it has none), the series' price and the shares still
 * available (`limit` minus sold and pending), and whether each is open now; and the active
 * agreements of the `order` target, required ones first.
 */
export const manualOrderSeriesOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  pricePerShare: moneySchema,
  limit: z.number(),
  available: z.number(),
  isOpen: z.boolean(),
});
export type ManualOrderSeriesOption = z.infer<typeof manualOrderSeriesOptionSchema>;
export const manualOrderOfferOptionSchema = z.object({
  id: z.number(),
  title: translatableSchema,
  isOpen: z.boolean(),
  series: z.array(manualOrderSeriesOptionSchema),
});
export type ManualOrderOfferOption = z.infer<typeof manualOrderOfferOptionSchema>;
export const manualOrderAgreementSchema = z.object({
  id: z.number(),
  type: z.string(),
  isRequired: z.boolean(),
  contentVersion: z.number(),
  name: translatableSchema,
  /** sanitised HTML */
  content: translatableSchema,
});
export type ManualOrderAgreement = z.infer<typeof manualOrderAgreementSchema>;
export const manualOrderOptionsSchema = z.object({
  offers: z.array(manualOrderOfferOptionSchema),
  agreements: z.array(manualOrderAgreementSchema),
});
export type ManualOrderOptions = z.infer<typeof manualOrderOptionsSchema>;

/**
 * Bulk money actions on a list's picked rows (REQ-FINLIST-2): `POST …/bulk/accept` with the
 * shared `bulkIdsRequestSchema` (`ids`, at most BULK_MAX_ROWS). One item's result extends the
 * shared bulk result: `done`, `waiting` for a second person (four eyes, with the approval's id)
 * or `refused` with the action's own errors (the codes the single action answers); `ok` is
 * false only when refused.
 */
export const bulkMoneyResultSchema = bulkResultSchema.extend({
  outcome: z.enum(['done', 'waiting', 'refused']),
  approvalId: z.number().int().optional(),
});
export type BulkMoneyResult = z.infer<typeof bulkMoneyResultSchema>;
export const bulkMoneyResponseSchema = z.object({ results: z.array(bulkMoneyResultSchema) });
export type BulkMoneyResponse = z.infer<typeof bulkMoneyResponseSchema>;
