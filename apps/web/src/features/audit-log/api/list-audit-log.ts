import type { AuditEntry, ListResponse } from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: Record<string, unknown>) => ['audit-log', 'list', query] as const,
};

/** `GET /admin/audit-log` (filters search, entityType, createdAt range; newest first by default). */
export async function listAuditLog(
  query: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<AuditEntry>> {
  const { data } = await request<ListResponse<AuditEntry>>('/admin/audit-log', {
    query,
    signal,
  });
  return data;
}

export function listAuditLogQueryOptions(query: Record<string, unknown>) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => listAuditLog(query, signal),
    placeholderData: keepPreviousData,
    // other screens write the log: opening it always asks for the latest entries
    staleTime: 0,
  });
}

export function useAuditLog(query: Record<string, unknown>) {
  return useQuery(listAuditLogQueryOptions(query));
}
