import { refundsPaths } from '@backoffice/contract';
import type { PendingApprovalAnswer } from '@backoffice/contract/approvals';
import type {
  CancelRefund,
  CreateRefund,
  Refund,
  RefundListItem,
  RefundSummary,
  SendRefund,
} from '@backoffice/contract/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { request } from '../../../shared/api/request';
import { answerOrPending } from './pending-approval';

/** `/admin/refund`: list and get; create, send and cancel are below. */
export const refundsApi = createCrudResource<Refund, RefundListItem, never, never>({
  path: refundsPaths.api,
  key: 'refunds',
  tag: 'refund',
  changes: ['order'],
});

export type RefundActionInput =
  { action: 'send'; body: SendRefund } | { action: 'cancel'; body: CancelRefund };

/**
 * `PUT /admin/refund/:id/send` (four eyes above the threshold: a 202 is "sent for approval") and
 * `…/cancel`. The answer replaces the cached refund; its order's detail is read again.
 */
export function useRefundAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefundActionInput) =>
      answerOrPending(
        await request<Refund | PendingApprovalAnswer>(`${refundsPaths.api}/${id}/${input.action}`, {
          method: 'PUT',
          body: input.body,
        }),
      ),
    onSuccess: (answer) => {
      if (answer.pending) {
        void queryClient.invalidateQueries({ queryKey: refundsApi.keys.detail(id) });
      } else {
        queryClient.setQueryData(refundsApi.keys.detail(id), answer.value);
      }
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] });
    },
    meta: { changes: ['refund', 'order'] },
  });
}

/** `POST /admin/refund`: a refund by hand from an order's screen. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRefund) =>
      (await request<Refund>(refundsPaths.api, { method: 'POST', body })).data,
    onSuccess: (refund) => {
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', refund.orderId] });
    },
    meta: { changes: ['refund', 'order'] },
  });
}

/** `GET /admin/refund/summary`: the dashboard's "refunds to send" card. */
export function useRefundSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['refunds', 'summary'],
    queryFn: async ({ signal }) =>
      (await request<RefundSummary>(`${refundsPaths.api}/summary`, { signal })).data,
    enabled,
    meta: { shows: ['refund'] },
  });
}
