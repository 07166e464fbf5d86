import { bankStatementsPaths, type ListResponse } from '@backoffice/contract';
import type {
  BankConfirmAnswer,
  BankCsvMapping,
  BankImportResult,
  BankStatement,
  BankStatementSummary,
} from '@backoffice/contract/bank-statements';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { uploadFile } from '../../../shared/api/upload';

const api = bankStatementsPaths.api;

export const bankKeys = {
  all: ['bank-statements'] as const,
  list: (query: Record<string, unknown>) => ['bank-statements', 'list', query] as const,
  one: (id: number) => ['bank-statements', 'one', id] as const,
  mapping: (account: string) => ['bank-statements', 'mapping', account] as const,
};

export function useBankStatements(query: Record<string, unknown>) {
  return useQuery(
    queryOptions({
      queryKey: bankKeys.list(query),
      queryFn: async ({ signal }) =>
        (await request<ListResponse<BankStatementSummary>>(api, { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useBankStatement(id: number) {
  return useQuery(
    queryOptions({
      queryKey: bankKeys.one(id),
      queryFn: async ({ signal }) =>
        (await request<BankStatement>(`${api}/${id}`, { signal })).data,
    }),
  );
}

/** The account's saved CSV mapping, read when an account is typed for a CSV file. */
export function useSavedMapping(account: string) {
  return useQuery(
    queryOptions({
      queryKey: bankKeys.mapping(account),
      queryFn: async ({ signal }) =>
        (
          await request<{ mapping: BankCsvMapping | null }>(
            `${api}/mapping/${encodeURIComponent(account)}`,
            { signal },
          )
        ).data.mapping,
      enabled: /^[A-Za-z0-9 ]{8,50}$/.test(account.trim()),
    }),
  );
}

export interface ImportInput {
  file: File;
  account?: string;
  mapping?: BankCsvMapping;
}

/** Uploads the file through the files toolkit (its limits and checks), then imports it. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, account, mapping }: ImportInput) => {
      const stored = await uploadFile('file', file);
      return (
        await request<BankImportResult>(`${api}/import`, {
          method: 'POST',
          body: {
            fileId: stored.id,
            ...(account ? { account } : {}),
            ...(mapping ? { mapping } : {}),
          },
        })
      ).data;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
}

export function useMatchEntry(statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, transactionId }: { entryId: number; transactionId: number }) =>
      (
        await request<BankStatement>(`${api}/${statementId}/entries/${entryId}/match`, {
          method: 'PUT',
          body: { transactionId },
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(bankKeys.one(statementId), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
}

export function useIgnoreEntry(statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, reason }: { entryId: number; reason: string }) =>
      (
        await request<BankStatement>(`${api}/${statementId}/entries/${entryId}/ignore`, {
          method: 'PUT',
          body: { reason },
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(bankKeys.one(statementId), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
}

/** Confirms the matched batch: transfers, orders and approvals change with it. */
export function useConfirmBatch(statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request<BankConfirmAnswer>(`${api}/${statementId}/confirm`, { method: 'POST' })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bankKeys.all }),
    meta: { changes: ['order', 'transaction', 'investment', 'series'] },
  });
}
