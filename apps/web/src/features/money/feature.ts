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
  sidebar: [
    { href: '/investments', icon: 'IconChartPie', title: 'menu.investments' },
    { href: '/orders', icon: 'IconShoppingCart', title: 'menu.orders' },
    { href: '/transactions', icon: 'IconReceipt', title: 'menu.transactions' },
  ],
  records: [
    {
      entityType: 'order',
      fieldsKey: 'orders.fields',
      path: (id) => `/orders/${id}/edit`,
      permission: 'admin:order:get',
    },
    {
      entityType: 'transaction',
      fieldsKey: 'transactions.fields',
      path: (id) => `/transactions/${id}/edit`,
      permission: 'admin:transaction:get',
    },
  ],
  routes: [
    {
      path: 'orders',
      permission: 'admin:order:list',
      list: () => import('./api/orders-api').then((m) => m.ordersApi),
      page: () => import('./routes/order-list-page').then((m) => m.OrderListPage),
    },
    {
      path: 'orders/create',
      permission: 'admin:investment:manual-order',
      page: () => import('./routes/order-create-page').then((m) => m.OrderCreatePage),
    },
    {
      path: 'orders/:id/edit',
      permission: 'admin:order:get',
      page: () => import('./routes/order-edit-page').then((m) => m.OrderEditPage),
    },
    {
      path: 'transactions',
      permission: 'admin:transaction:list',
      list: () => import('./api/transactions-api').then((m) => m.transactionsApi),
      page: () => import('./routes/transaction-list-page').then((m) => m.TransactionListPage),
    },
    {
      path: 'transactions/:id/edit',
      permission: 'admin:transaction:get',
      page: () => import('./routes/transaction-edit-page').then((m) => m.TransactionEditPage),
    },
    {
      path: 'investments',
      permission: 'admin:investment:list',
      list: () => import('./api/investments-api').then((m) => m.investmentsApi),
      page: () => import('./routes/investment-list-page').then((m) => m.InvestmentListPage),
    },
    {
      path: 'investments/:id/edit',
      permission: 'admin:investment:get',
      page: () => import('./routes/investment-edit-page').then((m) => m.InvestmentEditPage),
    },
  ],
});
