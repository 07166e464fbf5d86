import { defineArea } from '../area.js';

/**
 * Orders (REQ-MONEY-5): list, view and edit, accept and reject, the spreadsheet. The manual order
 * is the investments area's action (REQ-ACCESS-6: `admin:investment:manual-order`). An order that
 * does
 * not exist answers `ORDER:NOT_FOUND` (a core code).
 */
export const ordersArea = defineArea({
  permissionArea: 'order',
  actions: ['list', 'get', 'edit', 'accept', 'reject', 'download-spread-sheet', 'export'],
  errors: [
    'CANT_UPDATE_ORDER',
    'WRONG_ORDER_STATUS_FOR_ACCEPT',
    'ORDER_NOT_PAID',
    'TRANSACTION_NOT_PAID',
    'ALREADY_ACCEPTED',
    'ORDER_COMPLETED',
    'ORDER_ALREADY_REJECTED',
    'ORDER_MUST_BE_COMPLETED',
    'QUANTITY_FIXED_ONCE_PAID',
    'PAID_AMOUNT_MISMATCH',
  ],
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.orders',
      href: '/orders',
      icon: 'IconShoppingCart',
      action: 'list',
    },
  ],
});
