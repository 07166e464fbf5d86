import type {
  OrderListItem,
  OrderStatus,
  Translatable,
  TransactionStatus,
} from '@backoffice/contract';
import { localized, translatedColumn, type ExportColumn } from '../../../core/export.js';

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

/** Investor, offer: the two references every money list shows, as export columns. */
export const investorColumn = <
  T extends { user: { firstName: string; lastName: string; email: string } },
>(): ExportColumn<T> => ({
  key: 'investor',
  header: { pl: 'Inwestor', en: 'Investor' },
  value: (x) => `${x.user.firstName} ${x.user.lastName} <${x.user.email}>`,
});
export const offerColumn = <T extends { offer: { title: Translatable } }>(): ExportColumn<T> =>
  translatedColumn('offer', { pl: 'Oferta', en: 'Offer' }, (x) => x.offer.title);

/** The orders list's columns (the keys and the headers of the web list's columns). */
export const ORDER_EXPORT_COLUMNS: ExportColumn<OrderListItem>[] = [
  { key: 'id', header: { pl: 'Nr', en: 'No.' }, kind: 'number', value: (o) => o.id },
  investorColumn(),
  {
    key: 'offer',
    header: { pl: 'Oferta / seria', en: 'Offer / series' },
    value: (o, language) => `${localized(o.offer.title, language)} / ${o.series.name}`,
  },
  {
    key: 'date',
    header: { pl: 'Data zamówienia', en: 'Order date' },
    kind: 'date',
    value: (o) => o.date,
  },
  {
    key: 'quantity',
    header: { pl: 'Udziały', en: 'Shares' },
    kind: 'number',
    value: (o) => o.quantity,
  },
  {
    key: 'pricePerShare',
    header: { pl: 'Cena za udział', en: 'Price per share' },
    kind: 'money',
    value: (o) => o.pricePerShare,
  },
  {
    key: 'totalAmount',
    header: { pl: 'Kwota łączna', en: 'Total' },
    kind: 'money',
    value: (o) => o.totalAmount,
  },
  {
    key: 'status',
    header: { pl: 'Status', en: 'Status' },
    value: (o, language) => ORDER_STATUS_NAMES[o.status][language],
  },
  {
    key: 'transaction',
    header: { pl: 'Transakcja', en: 'Transaction' },
    value: (o, language) =>
      o.transaction ? TRANSACTION_STATUS_NAMES[o.transaction.status][language] : null,
  },
];
