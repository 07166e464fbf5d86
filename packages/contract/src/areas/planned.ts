import { defineArea } from '../area.js';

/**
 * Areas of `000 §6` that are not built yet. Their permissions are seeded now, so roles can be
 * prepared in advance, and their `001 §8` codes are translated. When an area is built it moves
 * to a file of its own, with its sidebar links.
 */
export const PLANNED_AREAS = [
  defineArea({
    permissionArea: 'investment',
    actions: ['list', 'get', 'manual-order'],
    errors: ['INVESTMENT_NOT_EXISTS'],
    group: 'finance',
    sidebar: [],
  }),
  defineArea({
    permissionArea: 'order',
    actions: ['list', 'get', 'create', 'edit', 'accept', 'reject', 'download-spread-sheet'],
    errors: [
      'SERIES_NOT_ASSIGNED_TO_OFFER',
      'SERIES_CLOSED_FOR_INVESTMENTS',
      'OFFER_CLOSED_FOR_INVESTMENTS',
      'NOT_ENOUGH_SHARES_AVAILABLE',
      'CANT_UPDATE_ORDER',
      'ORDER_NOT_PAID',
      'ALREADY_ACCEPTED',
      'ORDER_COMPLETED',
      'ORDER_ALREADY_REJECTED',
      'ORDER_MUST_BE_COMPLETED',
      'WRONG_ORDER_STATUS_FOR_ACCEPT',
    ],
    group: 'finance',
    sidebar: [],
  }),
  defineArea({
    permissionArea: 'transaction',
    actions: ['list', 'get', 'accept', 'extend'],
    errors: [
      'WAIT_UNTIL_IS_EMPTY',
      'CANT_EXTEND_WAIT_UNTIL',
      'CANT_RETRY_PAYMENT',
      'CAN_CREATE_PAYMENT',
      'CAN_CAPTURE_PAYMENT',
      'NO_TRANSACTION_METHODS_AVAILABLE',
      'TRANSACTION_EXPIRED',
      'TRANSACTION_NOT_PAID',
      'WRONG_TRANSACTION_STATUS_FOR_ACCEPT',
    ],
    group: 'finance',
    sidebar: [],
  }),
] as const;
