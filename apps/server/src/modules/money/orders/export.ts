import {
  ordersArea,
  type OrderListItem,
  type OrderStatus,
  type Translatable,
  type TransactionStatus,
} from '@backoffice/contract';
import {
  dateCell,
  exportColumns,
  localized,
  moneyCell,
  numberCell,
  splitColumn,
  textCell,
  translatedCell,
  type ExportCellOf,
  type ExportColumn,
} from '../../../core/export.js';

/** The status names the web shows, for the exports' cells (REQ-EXPORT-1). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, Translatable> = {
  new: { pl: 'Oczekujące', en: 'Pending' },
  paid: { pl: 'Opłacone', en: 'Paid' },
  completed: { pl: 'Zrealizowane', en: 'Completed' },
  rejected: { pl: 'Anulowane', en: 'Cancelled' },
};
export const TRANSACTION_STATUS_NAMES: Record<TransactionStatus, Translatable> = {
  pending: { pl: 'Oczekuje na wpłatę', en: 'Awaiting payment' },
  paid: { pl: 'Opłacona', en: 'Paid' },
  rejected: { pl: 'Odrzucona', en: 'Rejected' },
  expired: { pl: 'Wygasła', en: 'Expired' },
};

/**
 * Investor, offer: the two references every money list shows, as export cells. The investor's
 * e-mail follows in a column of its own (REQ-FINLIST-3: a spreadsheet filters them apart).
 */
export const investorCell = <
  T extends { user: { firstName: string; lastName: string; email: string } },
>(): ExportCellOf<T> & { followedBy: ExportColumn<T>[] } => ({
  ...textCell((x) => `${x.user.firstName} ${x.user.lastName}`),
  followedBy: [
    splitColumn(
      'email',
      { pl: 'E-mail', en: 'E-mail' },
      textCell((x) => x.user.email),
    ),
  ],
});
export const offerCell = <T extends { offer: { title: Translatable } }>(): ExportCellOf<T> =>
  translatedCell((x) => x.offer.title);

/** The orders list's export columns: the area's columns, with their cells. */
export const ORDER_EXPORT_COLUMNS: ExportColumn<OrderListItem>[] = exportColumns(ordersArea, {
  id: numberCell((o) => o.id),
  investor: investorCell(),
  offer: {
    ...textCell((o, language) => localized(o.offer.title, language)),
    header: { pl: 'Oferta', en: 'Offer' },
    followedBy: [
      splitColumn(
        'series',
        { pl: 'Seria', en: 'Series' },
        textCell((o) => o.series.name),
      ),
    ],
  },
  date: dateCell((o) => o.date),
  quantity: numberCell((o) => o.quantity),
  pricePerShare: moneyCell((o) => o.pricePerShare),
  totalAmount: moneyCell((o) => o.totalAmount),
  status: textCell((o, language) => ORDER_STATUS_NAMES[o.status][language]),
  transaction: textCell((o, language) =>
    o.transaction ? TRANSACTION_STATUS_NAMES[o.transaction.status][language] : null,
  ),
});
