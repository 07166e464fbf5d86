import {
  IDEMPOTENCY_KEY_HEADER,
  type Order,
  type OrderListItem,
  ordersPaths,
  type UpdateOrder,
} from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { fetchFile, saveFile } from '../../../shared/api/download';
import { request } from '../../../shared/api/request';
import type { PendingApprovalAnswer } from '@backoffice/contract/approvals';
import { answerOrPending } from './pending-approval';

/** An order's state change moves its transaction, its investment and the series' counts too. */
const ORDER_CHANGES = ['order', 'transaction', 'investment', 'series'] as const;

/**
 * `/admin/order`: list, get and edit (quantity and notes, with the loaded `version`). Orders are
 * placed by investors or by the manual order (`investments-api.ts`), never created here.
 */
export const ordersApi = createCrudResource<Order, OrderListItem, never, UpdateOrder>({
  path: ordersPaths.api,
  key: 'orders',
  tag: 'order',
  changes: ORDER_CHANGES.slice(1),
});

export type OrderAction = 'accept' | 'reject';

export interface OrderActionInput {
  action: OrderAction;
  /** one per user action (`newIdempotencyKey`): a retried request answers the first answer */
  idempotencyKey: string;
  reason?: string;
}

/**
 * Accept and reject (`POST /admin/order/:id/accept|reject`): the answer is the order, which
 * replaces the cached one (REQ-MONEY-15); the lists, transactions and investments re-fetch.
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, idempotencyKey, reason }: OrderActionInput) =>
      answerOrPending(
        await request<Order | PendingApprovalAnswer>(`/admin/order/${id}/${action}`, {
          method: 'POST',
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          body: action === 'reject' ? { reason: reason ?? '' } : {},
        }),
      ),
    onSuccess: (answer) => {
      // a pending approval changes nothing yet: the order is read again, now marked as waiting
      if (answer.pending)
        void queryClient.invalidateQueries({ queryKey: ordersApi.keys.detail(id) });
      else queryClient.setQueryData(ordersApi.keys.detail(id), answer.value);
    },
    meta: { changes: ORDER_CHANGES },
  });
}

/**
 * `GET /admin/order/:id/spreadsheet`: the XLSX, saved as a download. The server records the
 * download on the timeline, so the order is re-fetched after it.
 */
export function useOrderSpreadsheet(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveFile(await fetchFile(`/admin/order/${id}/spreadsheet`, `order-${id}.xlsx`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersApi.keys.detail(id) }),
  });
}
