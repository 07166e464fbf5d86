import { transactionsPaths } from '@backoffice/contract';
import type {
  ConfirmTransfer,
  ExtendTransaction,
  Transaction,
  TransactionListItem,
} from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import type { PendingApprovalAnswer } from '@backoffice/contract/approvals';
import { request } from '../../../shared/api/request';
import { answerOrPending } from './pending-approval';

/** `/admin/transaction`: list and get; the two state changes are below. */
export const transactionsApi = createCrudResource<Transaction, TransactionListItem, never, never>({
  path: transactionsPaths.api,
  key: 'transactions',
  tag: 'transaction',
  changes: ['order', 'investment'],
});

export type TransactionActionInput =
  { action: 'accept'; body?: ConfirmTransfer } | { action: 'extend'; body: ExtendTransaction };

/**
 * `PUT /admin/transaction/:id/accept` (a bank transfer received: the order becomes paid) and
 * `…/extend` (a new waitUntil). The answer replaces the cached transaction; the order's
 * cached detail is dropped, since its status or deadline has moved with it.
 */
export function useTransactionAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TransactionActionInput) =>
      answerOrPending(
        await request<Transaction | PendingApprovalAnswer>(
          `/admin/transaction/${id}/${input.action}`,
          { method: 'PUT', body: input.body ?? {} },
        ),
      ),
    onSuccess: (answer) => {
      // a pending approval (202, REQ-APPR-2) changes nothing yet: both are read again, the
      // order now marked as waiting; otherwise the answer is the changed transaction
      if (answer.pending) {
        void queryClient.invalidateQueries({ queryKey: transactionsApi.keys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] });
        return;
      }
      queryClient.setQueryData(transactionsApi.keys.detail(id), answer.value);
      void queryClient.invalidateQueries({
        queryKey: ['orders', 'detail', answer.value.orderId],
      });
    },
    meta: { changes: ['transaction', 'order', 'investment'] },
  });
}
