import {
  investmentsPaths,
  ordersPaths,
  refundsPaths,
  transactionsPaths,
} from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/**
 * Orders, transactions and investments (REQ-MONEY-5, REQ-MONEY-11, REQ-MONEY-13): one feature,
 * since every screen links to the other two and they share the status badges, the money references
 * and the
 * action flow; three route groups and three sidebar links.
 */
export const moneyFeature = defineFeature({
  name: 'money',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'order',
      fieldsKey: 'orders.fields',
      route: ordersPaths.routes.record,
    },
    {
      entityType: 'transaction',
      fieldsKey: 'transactions.fields',
      route: transactionsPaths.routes.record,
    },
    {
      entityType: 'refund',
      fieldsKey: 'refunds.fields',
      route: refundsPaths.routes.record,
    },
  ],
  routes: [
    {
      route: ordersPaths.routes.list,
      list: () => import('./api/orders-api').then((m) => m.ordersApi),
      page: () => import('./routes/order-list-page').then((m) => m.OrderListPage),
    },
    {
      route: investmentsPaths.routes.manualOrder,
      page: () => import('./routes/order-create-page').then((m) => m.OrderCreatePage),
    },
    {
      route: ordersPaths.routes.record,
      page: () => import('./routes/order-edit-page').then((m) => m.OrderEditPage),
    },
    {
      route: transactionsPaths.routes.list,
      list: () => import('./api/transactions-api').then((m) => m.transactionsApi),
      page: () => import('./routes/transaction-list-page').then((m) => m.TransactionListPage),
    },
    {
      route: transactionsPaths.routes.record,
      page: () => import('./routes/transaction-edit-page').then((m) => m.TransactionEditPage),
    },
    {
      route: refundsPaths.routes.list,
      list: () => import('./api/refunds-api').then((m) => m.refundsApi),
      page: () => import('./routes/refund-list-page').then((m) => m.RefundListPage),
    },
    {
      route: refundsPaths.routes.record,
      page: () => import('./routes/refund-record-page').then((m) => m.RefundRecordPage),
    },
    {
      route: investmentsPaths.routes.list,
      list: () => import('./api/investments-api').then((m) => m.investmentsApi),
      page: () => import('./routes/investment-list-page').then((m) => m.InvestmentListPage),
    },
    {
      route: investmentsPaths.routes.record,
      page: () => import('./routes/investment-edit-page').then((m) => m.InvestmentEditPage),
    },
  ],
});
