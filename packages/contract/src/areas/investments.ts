import { defineArea } from '../area.js';

/** Investments (REQ-MONEY-13): list, overview, and the manual order staff place for an investor. */
export const investmentsArea = defineArea({
  permissionArea: 'investment',
  actions: ['list', 'get', 'manual-order', 'export'],
  errors: [
    'INVESTMENT_NOT_EXISTS',
    'SERIES_NOT_ASSIGNED_TO_OFFER',
    'SERIES_CLOSED_FOR_INVESTMENTS',
    'OFFER_CLOSED_FOR_INVESTMENTS',
    'NOT_ENOUGH_SHARES_AVAILABLE',
    // the manual order form's own check, with the number still available (`…|1140`)
    'QUANTITY_OVER_AVAILABLE',
  ],
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.investments',
      href: '/investments',
      icon: 'IconChartPie',
      action: 'list',
    },
  ],
});
