import { ORDER_STATUSES, TRANSACTION_METHODS, TRANSACTION_STATUSES } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';

/** The lists' choice filters in the screens' words (new → Pending, rejected → Cancelled). */
export function useStatusFilterLabels() {
  const { t } = useTranslation();
  return {
    order: Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`money.orderStatus.${s}`)])),
    transaction: Object.fromEntries(
      TRANSACTION_STATUSES.map((s) => [s, t(`money.transactionStatus.${s}`)]),
    ),
    method: Object.fromEntries(TRANSACTION_METHODS.map((m) => [m, t(`money.method.${m}`)])),
  };
}
