import { defineArea, type AreaPaths } from '../area.js';

export const refundsPaths = {
  api: '/admin/refund',
  routes: {
    list: { path: '/refunds', permission: 'admin:refund:list' },
    record: { path: '/refunds/:id', permission: 'admin:refund:get' },
  },
} as const satisfies AreaPaths;

/**
 * Refunds (REQ-REFUND-1..8): money to go back to an investor, created when a paid order is
 * rejected, when more than due arrived, or by hand from an order; marked sent (four eyes above
 * the threshold) or cancelled. `send` covers cancelling too: both decide what becomes of the money.
 */
export const refundsArea = defineArea({
  permissionArea: 'refund',
  paths: refundsPaths,
  label: { pl: 'Zwroty', en: 'Refunds' },
  actions: ['list', 'get', 'create', 'send', 'export'],
  errors: {
    INVALID_AMOUNT: {
      pl: 'Podaj kwotę większą od zera, z najwyżej dwoma miejscami po przecinku.',
      en: 'Enter an amount above zero with at most two decimals.',
    },
    REFUND_TOO_LARGE: {
      pl: 'Kwota zwrotu przekracza to, co wpłacono na zamówienie, pomniejszone o wcześniejsze zwroty.',
      en: 'The refund is more than the order paid, less its earlier refunds.',
    },
    WRONG_REFUND_STATUS: {
      pl: 'Zwrotu w tym statusie nie można zmienić.',
      en: 'A refund in this status cannot be changed.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.refunds',
      icon: 'IconCash',
      route: 'list',
    },
  ],
  totals: 'amount',
  columns: {
    id: { header: { pl: 'Nr', en: 'No.' } },
    order: { header: { pl: 'Zamówienie', en: 'Order' } },
    investor: { header: { pl: 'Inwestor', en: 'Investor' } },
    amount: { header: { pl: 'Kwota', en: 'Amount' } },
    reason: { header: { pl: 'Powód', en: 'Reason' } },
    status: { header: { pl: 'Status', en: 'Status' } },
    createdAt: { header: { pl: 'Utworzono', en: 'Created' } },
    sentOn: { header: { pl: 'Data wysłania', en: 'Sent on' } },
    bankReference: { header: { pl: 'Referencja bankowa', en: 'Bank reference' } },
  },
  audit: [
    {
      entityType: 'refund',
      name: { pl: 'Zwrot', en: 'Refund' },
      of: { pl: 'zwrotu', en: 'refund' },
      writes: ['create'],
      actions: {
        send: { pl: 'Zwrot wysłany', en: 'Refund sent' },
        cancel: { pl: 'Zwrot anulowany', en: 'Refund cancelled' },
      },
    },
  ],
});
