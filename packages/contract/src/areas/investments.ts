import { defineArea, type AreaPaths } from '../area.js';

export const investmentsPaths = {
  api: '/admin/investment',
  routes: {
    list: { path: '/investments', permission: 'admin:investment:list' },
    record: { path: '/investments/:id/edit', permission: 'admin:investment:get' },
    manualOrder: { path: '/orders/create', permission: 'admin:investment:manual-order' },
  },
} as const satisfies AreaPaths;

/** Investments (REQ-MONEY-13): list, overview, and the manual order staff place for an investor. */
export const investmentsArea = defineArea({
  permissionArea: 'investment',
  paths: investmentsPaths,
  label: { pl: 'Inwestycje', en: 'Investments' },
  actions: ['list', 'get', 'manual-order', 'export'],
  errors: {
    INVESTMENT_NOT_EXISTS: { pl: 'Inwestycja nie istnieje.', en: 'The investment does not exist.' },
    SERIES_NOT_ASSIGNED_TO_OFFER: {
      pl: 'Seria nie jest przypisana do oferty.',
      en: 'The series is not assigned to the offer.',
    },
    SERIES_CLOSED_FOR_INVESTMENTS: {
      pl: 'Seria jest zamknięta dla inwestycji.',
      en: 'The series is closed for investments.',
    },
    OFFER_CLOSED_FOR_INVESTMENTS: {
      pl: 'Oferta jest zamknięta dla inwestycji.',
      en: 'The offer is closed for investments.',
    },
    NOT_ENOUGH_SHARES_AVAILABLE: {
      pl: 'Brak wystarczającej liczby udziałów.',
      en: 'Not enough shares available.',
    },
    // the manual order form's own check, with the number still available (`…|1140`)
    QUANTITY_OVER_AVAILABLE: {
      pl: 'Dostępnych udziałów tej serii: {{max}}. Wpisz najwyżej tyle.',
      en: 'Shares of this series still available: {{max}}. Enter at most that.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.investments',
      icon: 'IconChartPie',
      route: 'list',
    },
  ],
  columns: {
    investor: { header: { pl: 'Inwestor', en: 'Investor' } },
    offer: { header: { pl: 'Oferta', en: 'Offer' } },
    numberOfShares: { header: { pl: 'Liczba udziałów', en: 'Number of shares' } },
    investedAmount: { header: { pl: 'Zainwestowana kwota', en: 'Invested amount' } },
    hasPendingOrders: { header: { pl: 'Oczekujące zamówienia', en: 'Pending orders' } },
  },
  audit: [],
});
