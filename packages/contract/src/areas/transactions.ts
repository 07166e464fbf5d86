import { defineArea } from '../area.js';

/**
 * Transactions (REQ-MONEY-11): list, detail, accept (a bank transfer received) and extend (move the
 * payment deadline). The codes' prefixes follow REQ-MONEY-11: `TRANSACTION:NOT_FOUND`,
 * `TRANSACTION_MANAGER:WAIT_UNTIL_IS_EMPTY` and the other manager codes.
 */
export const transactionsArea = defineArea({
  permissionArea: 'transaction',
  actions: ['list', 'get', 'accept', 'extend', 'export'],
  errors: [
    'WAIT_UNTIL_IS_EMPTY',
    'CANT_EXTEND_WAIT_UNTIL',
    'TRANSACTION_EXPIRED',
    'WRONG_TRANSACTION_STATUS_FOR_ACCEPT',
    // REQ-ERR-3 payment codes of the public site's PayPal flow; kept translated for it
    'CANT_RETRY_PAYMENT',
    'CAN_CREATE_PAYMENT',
    'CAN_CAPTURE_PAYMENT',
    'NO_TRANSACTION_METHODS_AVAILABLE',
  ],
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.transactions',
      href: '/transactions',
      icon: 'IconReceipt',
      action: 'list',
    },
  ],
});
