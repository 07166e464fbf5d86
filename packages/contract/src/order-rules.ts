import Big from 'big.js';
import type { OrderStatus, TransactionMethod, TransactionStatus } from './money.js';

/**
 * The order's state machine, once for both sides (REQ-MONEY-7, REQ-MONEY-8; decision 0014): the
 * server refuses what it does not allow, and each order it answers carries the actions its state
 * and
 * the caller's permissions allow (`Order.actions`), which the screens show. No zod here: the
 * server, the web and the tests read it as plain functions.
 */

export interface OrderActionState {
  status: OrderStatus;
  transactionStatus: TransactionStatus | null;
}

export interface OrderActions {
  /** a paid order whose payment is paid: complete it and issue its shares */
  accept: boolean;
  /** an order not yet completed or rejected */
  reject: boolean;
  /** the quantity (until paid) and the notes, while the order is open */
  edit: boolean;
  /** the XLSX of a completed order */
  spreadsheet: boolean;
}

/** The permission each action needs besides the state. */
export const ORDER_ACTION_PERMISSIONS = {
  accept: 'admin:order:accept',
  reject: 'admin:order:reject',
  edit: 'admin:order:edit',
  spreadsheet: 'admin:order:download-spread-sheet',
} as const satisfies Record<keyof OrderActions, string>;

/** Which actions an order's state allows, whoever asks. */
export function orderActionsByState({ status, transactionStatus }: OrderActionState): OrderActions {
  const open = status === 'new' || status === 'paid';
  return {
    accept: status === 'paid' && transactionStatus === 'paid',
    reject: open,
    edit: open,
    spreadsheet: status === 'completed',
  };
}

/** The actions the state allows and the caller holds the permission for. */
export function orderActions(
  state: OrderActionState,
  can: (permission: string) => boolean,
): OrderActions {
  const byState = orderActionsByState(state);
  return {
    accept: byState.accept && can(ORDER_ACTION_PERMISSIONS.accept),
    reject: byState.reject && can(ORDER_ACTION_PERMISSIONS.reject),
    edit: byState.edit && can(ORDER_ACTION_PERMISSIONS.edit),
    spreadsheet: byState.spreadsheet && can(ORDER_ACTION_PERMISSIONS.spreadsheet),
  };
}

/**
 * The quantity changes only until the order is paid (the notes until it is completed): the
 * payment was for the total as ordered (decision 0014, item 13).
 */
export const quantityEditable = (status: OrderStatus) => status === 'new';

/** `price × quantity` in decimal arithmetic: 0.10 × 3 is 0.30, never 0.30000000000000004. */
export const totalOf = (pricePerShare: string, quantity: number): string =>
  new Big(pricePerShare).times(quantity).toFixed(2);

/**
 * The total a form shows while the quantity is typed: null until the quantity is a whole
 * number ≥ 1, and for a price that is not a decimal string (nothing rather than a wrong number).
 */
export function orderTotal(
  pricePerShare: string,
  quantity: number | null | undefined,
): string | null {
  if (quantity === null || quantity === undefined) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  try {
    return totalOf(pricePerShare, quantity);
  } catch {
    return null;
  }
}

export interface TransactionActionState {
  status: TransactionStatus;
  method: TransactionMethod;
  /** the payment deadline, ISO 8601 */
  waitUntil: string | null;
}

export interface TransactionActions {
  /** confirm that a bank transfer arrived: the order becomes paid */
  accept: boolean;
  /** move the payment deadline later */
  extend: boolean;
}

export const TRANSACTION_ACTION_PERMISSIONS = {
  accept: 'admin:transaction:accept',
  extend: 'admin:transaction:extend',
} as const satisfies Record<keyof TransactionActions, string>;

/**
 * A payment still waiting (pending and before its deadline) may be extended; a bank transfer's
 * arrival is confirmed by staff (an online payment is confirmed by its provider). Past the
 * deadline the payment has expired, whether or not the expiry job has marked it yet.
 */
export function transactionActionsByState(
  { status, method, waitUntil }: TransactionActionState,
  now: number = Date.now(),
): TransactionActions {
  const waiting = status === 'pending' && !(waitUntil !== null && Date.parse(waitUntil) <= now);
  return { accept: waiting && method === 'bank-transfer', extend: waiting };
}

/** The actions the payment's state allows and the caller holds the permission for. */
export function transactionActions(
  state: TransactionActionState,
  can: (permission: string) => boolean,
  now: number = Date.now(),
): TransactionActions {
  const byState = transactionActionsByState(state, now);
  return {
    accept: byState.accept && can(TRANSACTION_ACTION_PERMISSIONS.accept),
    extend: byState.extend && can(TRANSACTION_ACTION_PERMISSIONS.extend),
  };
}
