import { defineArea, type AreaPaths } from '../area.js';

export const ordersPaths = {
  api: '/admin/order',
  routes: {
    list: { path: '/orders', permission: 'admin:order:list' },
    record: { path: '/orders/:id/edit', permission: 'admin:order:get' },
  },
} as const satisfies AreaPaths;

/**
 * Orders (REQ-MONEY-5): list, view and edit, accept and reject, the spreadsheet. The manual order
 * is the investments area's action (REQ-ACCESS-6: `admin:investment:manual-order`). An order that
 * does
 * not exist answers `ORDER:NOT_FOUND` (a core code).
 */
export const ordersArea = defineArea({
  permissionArea: 'order',
  paths: ordersPaths,
  label: { pl: 'Zamówienia', en: 'Orders' },
  actions: ['list', 'get', 'edit', 'accept', 'reject', 'download-spread-sheet', 'export'],
  errors: {
    CANT_UPDATE_ORDER: {
      pl: 'Nie można zaktualizować zamówienia.',
      en: 'The order cannot be updated.',
    },
    WRONG_ORDER_STATUS_FOR_ACCEPT: {
      pl: 'Zamówienia w tym statusie nie można zaakceptować.',
      en: 'An order in this status cannot be accepted.',
    },
    ORDER_NOT_PAID: { pl: 'Zamówienie nie jest opłacone.', en: 'The order is not paid.' },
    TRANSACTION_NOT_PAID: {
      pl: 'Transakcja nie jest opłacona.',
      en: 'The transaction is not paid.',
    },
    ALREADY_ACCEPTED: {
      pl: 'To zamówienie zostało już przyjęte.',
      en: 'This order has already been accepted.',
    },
    ORDER_COMPLETED: {
      pl: 'Nie można odrzucić przyjętego zamówienia.',
      en: 'An accepted order cannot be rejected.',
    },
    ORDER_ALREADY_REJECTED: {
      pl: 'Zamówienie zostało już odrzucone.',
      en: 'The order has already been rejected.',
    },
    ORDER_MUST_BE_COMPLETED: {
      pl: 'Zamówienie musi być zakończone.',
      en: 'The order must be completed.',
    },
    QUANTITY_FIXED_ONCE_PAID: {
      pl: 'Zamówienie jest opłacone: liczby udziałów nie można już zmienić.',
      en: 'The order is paid: its number of shares can no longer change.',
    },
    PAID_AMOUNT_MISMATCH: {
      pl: 'Wpłacona kwota nie jest równa kwocie zamówienia.',
      en: "The amount paid is not the order's total.",
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.orders',
      icon: 'IconShoppingCart',
      route: 'list',
    },
  ],
  columns: {
    id: { header: { pl: 'Nr', en: 'No.' } },
    investor: { header: { pl: 'Inwestor', en: 'Investor' } },
    offer: { header: { pl: 'Oferta / seria', en: 'Offer / series' } },
    date: { header: { pl: 'Data', en: 'Date' } },
    quantity: { header: { pl: 'Udziały', en: 'Shares' } },
    pricePerShare: { header: { pl: 'Cena za udział', en: 'Price per share' } },
    totalAmount: { header: { pl: 'Kwota łączna', en: 'Total' } },
    status: { header: { pl: 'Status', en: 'Status' } },
    transaction: { header: { pl: 'Transakcja', en: 'Transaction' } },
  },
  totals: 'totalAmount',
  audit: [
    {
      entityType: 'order',
      name: { pl: 'Zamówienie', en: 'Order' },
      of: { pl: 'zamówienia', en: 'order' },
      writes: ['update'],
      actions: {
        /** a manual order placed by staff for an investor, with the agreements ticked for them */
        create: { pl: 'Zamówienie ręczne', en: 'Manual order placed' },
        accept: { pl: 'Przyjęcie zamówienia', en: 'Order accepted' },
        reject: { pl: 'Odrzucenie zamówienia', en: 'Order rejected' },
        'spreadsheet-download': {
          pl: 'Pobranie arkusza zamówienia',
          en: 'Order spreadsheet downloaded',
        },
      },
    },
  ],
});
