import {
  IDEMPOTENCY_KEY_HEADER,
  type Investment,
  type InvestmentListItem,
  investmentsPaths,
  type InvestorOptionsResponse,
  type ManualOrder,
  type ManualOrderOptions,
  type Order,
} from '@backoffice/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import type { PendingApprovalAnswer } from '@backoffice/contract/approvals';
import { request } from '../../../shared/api/request';
import { answerOrPending } from './pending-approval';

/** `/admin/investment`: list and the overview; investments change only through orders. */
export const investmentsApi = createCrudResource<Investment, InvestmentListItem, never, never>({
  path: investmentsPaths.api,
  key: 'investments',
  tag: 'investment',
});

/** `GET /admin/investment/manual-order/options`: offers with their series, and the agreements. */
export function useManualOrderOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: ['investments', 'manual-order', 'options'] as const,
      queryFn: async ({ signal }) =>
        (await request<ManualOrderOptions>('/admin/investment/manual-order/options', { signal }))
          .data,
      meta: { shows: ['offer', 'series', 'order', 'agreement'] },
    }),
    enabled,
  });
}

/** `GET /admin/investment/manual-order/investors?search=`: investors by name or e-mail. */
export function useInvestorSearch(search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['investments', 'manual-order', 'investors', search] as const,
      queryFn: async ({ signal }) =>
        (
          await request<InvestorOptionsResponse>('/admin/investment/manual-order/investors', {
            query: { search },
            signal,
          })
        ).data.items,
      placeholderData: keepPreviousData,
      meta: { shows: ['user'] },
    }),
  );
}

/**
 * `POST /admin/investment/manual-order` with the user action's idempotency key; answers the
 * order, or (202) the approval it waits for (REQ-APPR-2).
 */
export function useManualOrder() {
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: ManualOrder; idempotencyKey: string }) =>
      answerOrPending(
        await request<Order | PendingApprovalAnswer>('/admin/investment/manual-order', {
          method: 'POST',
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          body,
        }),
      ),
    meta: { changes: ['order', 'transaction', 'investment', 'series'] },
  });
}
