import type { TFunction } from 'i18next';

/** A four-eyes action (`order.accept`) in words; the money catalogue names each. */
export function approvalActionName(t: TFunction, action: string): string {
  switch (action) {
    case 'order.accept':
      return t('orders.approvalActions.orderAccept');
    case 'transaction.accept':
      return t('orders.approvalActions.transactionAccept');
    case 'order.manual':
      return t('orders.approvalActions.orderManual');
    case 'refund.send':
      return t('orders.approvalActions.refundSend');
    default:
      return action;
  }
}
