import { defineArea, type AreaPaths } from '../area.js';

export const transactionsPaths = {
  api: '/admin/transaction',
  routes: {
    list: { path: '/transactions', permission: 'admin:transaction:list' },
    record: { path: '/transactions/:id/edit', permission: 'admin:transaction:get' },
  },
} as const satisfies AreaPaths;

/**
 * Transactions (REQ-MONEY-11): list, detail, accept (a bank transfer received) and extend (move the
 * payment deadline). The codes' prefixes follow REQ-MONEY-11: `TRANSACTION:NOT_FOUND`,
 * `TRANSACTION_MANAGER:WAIT_UNTIL_IS_EMPTY` and the other manager codes.
 */
export const transactionsArea = defineArea({
  permissionArea: 'transaction',
  paths: transactionsPaths,
  label: { pl: 'Transakcje', en: 'Transactions' },
  actions: ['list', 'get', 'accept', 'extend', 'export'],
  errors: {
    WAIT_UNTIL_IS_EMPTY: { pl: 'Podaj termin płatności.', en: 'Enter the payment deadline.' },
    CANT_EXTEND_WAIT_UNTIL: {
      pl: 'Nie można przedłużyć terminu płatności: nowy termin musi być późniejszy niż obecny i niż teraz.',
      en: 'The payment deadline cannot be extended: the new one must be later than the current one and than now.',
    },
    // REQ-RULES-1: the extend form names the latest date itself (`extendLatest`)
    WAIT_UNTIL_TOO_FAR: {
      pl: 'Nowy termin płatności jest dalej, niż pozwalają Ustawienia (Terminy).',
      en: 'The new payment deadline is further ahead than Settings (Deadlines) allow.',
    },
    TRANSACTION_EXPIRED: {
      pl: 'Transakcja wygasła. Należy złożyć nowe zamówienie.',
      en: 'The transaction has expired. A new order must be placed.',
    },
    WRONG_TRANSACTION_STATUS_FOR_ACCEPT: {
      pl: 'Transakcji w tym statusie nie można zaakceptować.',
      en: 'A transaction in this status cannot be accepted.',
    },
    // REQ-ERR-3 payment codes of the public site's PayPal flow; kept translated for it
    CANT_RETRY_PAYMENT: {
      pl: 'Nie można ponowić płatności.',
      en: 'The payment cannot be retried.',
    },
    CAN_CREATE_PAYMENT: {
      pl: 'Nie można utworzyć płatności.',
      en: 'The payment cannot be created.',
    },
    CAN_CAPTURE_PAYMENT: {
      pl: 'Nie można pobrać płatności.',
      en: 'The payment cannot be captured.',
    },
    NO_TRANSACTION_METHODS_AVAILABLE: {
      pl: 'Brak dostępnych metod płatności.',
      en: 'No payment methods available.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.transactions',
      icon: 'IconReceipt',
      route: 'list',
    },
  ],
  columns: {
    id: { header: { pl: 'Nr', en: 'No.' } },
    investor: { header: { pl: 'Inwestor', en: 'Investor' } },
    offer: { header: { pl: 'Oferta', en: 'Offer' } },
    type: { header: { pl: 'Typ', en: 'Type' } },
    method: { header: { pl: 'Metoda', en: 'Method' } },
    status: { header: { pl: 'Status', en: 'Status' } },
    amount: { header: { pl: 'Kwota', en: 'Amount' } },
    commission: { header: { pl: 'Prowizja', en: 'Commission' } },
    date: { header: { pl: 'Data', en: 'Date' } },
    waitUntil: { header: { pl: 'Termin płatności', en: 'Payment deadline' } },
  },
  totals: 'amount',
  audit: [
    {
      entityType: 'transaction',
      name: { pl: 'Transakcja', en: 'Transaction' },
      of: { pl: 'transakcji', en: 'transaction' },
      writes: [],
      actions: {
        /** a bank transfer marked as received: the transaction and its order become paid */
        accept: { pl: 'Potwierdzenie przelewu', en: 'Bank transfer confirmed' },
        extend: { pl: 'Przedłużenie terminu płatności', en: 'Payment deadline extended' },
        /** the expiry job (no actor: the system); the order's rejection is in the same entry */
        expire: { pl: 'Wygaśnięcie transakcji', en: 'Transaction expired' },
      },
    },
  ],
});
