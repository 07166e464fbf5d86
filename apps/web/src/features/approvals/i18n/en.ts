import type { ApprovalsCatalogue } from './pl';

export const en: ApprovalsCatalogue = {
  approvals: {
    title: 'Approvals',
    notFound: 'Nothing is awaiting approval.',
    fields: {
      action: 'Action',
      maker: 'Requested by',
    },
    actions: {
      orderAccept: 'Accept order',
      transactionAccept: 'Confirm transfer',
      orderManual: 'Manual order',
      refundSend: 'Mark refund sent',
    },
    orderRef: 'Order #{{id}}',
    noOrder: 'created once approved',
    open: 'Open order #{{id}}',
    approve: 'Approve',
    reject: 'Reject',
    approveTitle: 'Approve the action?',
    rejectTitle: 'Reject the action?',
    approveMessage:
      '{{action}} for {{amount}}, requested by {{maker}}. Once approved, the action runs in your name.',
    rejectMessage: '{{action}} for {{amount}}, requested by {{maker}}, will not happen.',
    comment: 'Comment (optional)',
    commentHint: "It is recorded in the order's history and in the audit log.",
    rowLabel: '{{action}}, {{amount}}, {{maker}}',
    toast: {
      approved: 'Action approved and carried out',
      approveError: "Can't approve the action",
      rejected: 'Action rejected',
      rejectError: "Can't reject the action",
    },
  },
};
