import type { SeriesCatalogue } from './pl';

export const en: SeriesCatalogue = {
  series: {
    list: {
      title: 'Series',
      create: 'Add series',
      searchPlaceholder: 'Name or display name…',
      notFound: 'No series found.',
      soldLabel: '{{sold}} of {{limit}} shares sold',
      availability: 'Availability',
      available: 'Available',
      noOffers: 'No offers',
      soldOut: 'Sold out',
    },
    availability: {
      open: 'Open',
      upcoming: 'Upcoming',
      closed: 'Closed',
    },
    fields: {
      name: 'Name',
      displayName: 'Display name',
      limit: 'Limit (shares on sale)',
      numberOfShares: 'Shares bought',
      pricePerShare: 'Price per share (PLN)',
      pricePerShareHint: 'An amount with at most two decimals, e.g. 500.00.',
      availableFrom: 'Available from',
      availableTo: 'Available to',
      bankName: 'Bank name',
      accountHolder: 'Account holder',
      accountNumber: 'Account number (IBAN)',
      allowOnlinePayments: 'Online payments',
      allowOnlinePaymentsHint: 'Investors may pay with PayPal instead of a bank transfer.',
      useDefaultPaypalConfig: 'Default PayPal configuration',
      useDefaultPaypalConfigHint: 'Switch off to give this series PayPal credentials of its own.',
      paypalProductionMode: 'PayPal production mode',
      paypalSandboxClientId: 'Client ID (sandbox)',
      paypalSandboxClientSecret: 'Secret (sandbox)',
      paypalProductionClientId: 'Client ID (production)',
      paypalProductionClientSecret: 'Secret (production)',
    },
    form: {
      createTitle: 'New series',
      editTitle: 'Edit series',
      general: 'Series',
      bank: 'Bank account',
      paypal: 'PayPal',
      sandbox: 'Sandbox',
      production: 'Production',
      usedBy: 'Sold in offers: {{offers}}',
    },
    delete: {
      message: 'Are you sure you want to delete the series "{{name}}"?',
      hasOrders:
        'The series "{{name}}" has orders ({{count}}), so the server will refuse to delete it. Try anyway?',
    },
  },
};
