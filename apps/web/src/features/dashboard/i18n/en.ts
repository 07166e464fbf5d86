import type { DashboardCatalogue } from './pl';

export const en: DashboardCatalogue = {
  home: {
    loadError: "The dashboard's figures could not be loaded.",
    retry: 'Try again',
    chartAsTable: "The chart's data as a table",
    raised: {
      title: 'Money raised per offer',
      summary:
        "Bar chart: the share of its target (the investors' equity) each of {{count}} offers has raised.",
      offer: 'Offer',
      raised: 'Raised',
      percent: 'Share of the target',
      target: 'Target',
      closed: 'closed',
      noTarget: 'no target',
      empty: 'No offers.',
    },
    orders: {
      title: 'Orders by status',
      summary:
        'Line chart: the number of orders placed in each of the last {{count}} months, by their current status. Total: {{total}}.',
      month: 'Month',
      status: {
        new: 'Pending',
        paid: 'Paid',
        completed: 'Completed',
        rejected: 'Cancelled',
      },
    },
    investors: {
      title: 'New investors per week',
      summary:
        'Bar chart: the number of investors who registered in each of the last {{count}} weeks. Total: {{total}}.',
      week: 'Week from',
      count: 'New investors',
    },
    refunds: {
      title: 'Refunds to send',
      empty: 'No refund is waiting to be sent.',
      summary: 'To send: {{count}}, total {{total}}',
      showAll: 'Show all ({{count}})',
    },
    transactions: {
      awaiting: 'Transfers awaiting acceptance',
      expiring: 'Expiring within 24 h',
      emptyAwaiting: 'No transfers are awaiting acceptance.',
      emptyExpiring: 'No transaction expires within 24 hours.',
      showAll: 'Show all ({{count}})',
      due: 'due {{date}}',
      open: 'Transaction {{id}}: {{investor}}, {{amount}}',
    },
    audit: {
      title: 'Latest changes in the system',
      empty: 'The audit log is empty.',
      showAll: 'Open the audit log',
      system: 'system',
    },
    content: {
      title: 'Recently changed content',
      empty: 'No content to show.',
      type: { offer: 'Offer', blog: 'Blog post', page: 'Page' },
    },
  },
};
