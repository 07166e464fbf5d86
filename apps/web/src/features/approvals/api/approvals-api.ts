import { approvalsPaths, type ListResponse } from '@backoffice/contract';
import type { Approval } from '@backoffice/contract/approvals';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { SIDEBAR_COUNT_KEY } from '../../../shared/navigation/sidebar-count';

export const approvalsKeys = {
  all: ['approvals'] as const,
  list: (query: Record<string, unknown>) => ['approvals', 'list', query] as const,
};

/** `GET /admin/approval`: pending items, oldest first (filters action and makerId). */
export function useApprovals(query: Record<string, unknown>) {
  return useQuery(
    queryOptions({
      queryKey: approvalsKeys.list(query),
      queryFn: async ({ signal }) =>
        (await request<ListResponse<Approval>>(approvalsPaths.api, { query, signal })).data,
      placeholderData: keepPreviousData,
      // colleagues add to it all the time: opening it asks for the latest
      staleTime: 0,
    }),
  );
}

export interface DecideInput {
  id: number;
  decision: 'approve' | 'reject';
  comment: string;
}

/**
 * `POST /admin/approval/:id/approve|reject`. Approving runs the money action, so the orders,
 * transactions and investments re-fetch, and the sidebar's count.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, comment }: DecideInput) =>
      (
        await request<Approval>(`${approvalsPaths.api}/${id}/${decision}`, {
          method: 'POST',
          body: { comment },
        })
      ).data,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalsKeys.all });
      void queryClient.invalidateQueries({ queryKey: SIDEBAR_COUNT_KEY });
    },
    meta: { changes: ['order', 'transaction', 'investment', 'series'] },
  });
}
