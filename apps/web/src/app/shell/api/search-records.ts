import {
  searchNumber,
  searchWords,
  type SearchResponse,
  type SearchResult,
} from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** Whether the server has anything to look up for `q`: a number, or a word of 3 characters. */
export const isRecordQuery = (q: string) => searchNumber(q) !== null || searchWords(q).length > 0;

/** `GET /admin/search?q=`: the records of the kinds the user may open (contract `search.ts`). */
export async function searchRecords(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const { data } = await request<SearchResponse>('/admin/search', { query: { q }, signal });
  return data.results;
}

/**
 * The records matching `q` (already debounced by the caller); nothing is asked for a query the
 * server would find nothing for. While an answer loads there are no records: the last query's
 * would open a record the text typed no longer names.
 */
export function useRecordSearch(q: string) {
  const trimmed = q.trim();
  const enabled = isRecordQuery(trimmed);
  const query = useQuery({
    queryKey: ['record-search', trimmed] as const,
    queryFn: ({ signal }) => searchRecords(trimmed, signal),
    enabled,
    staleTime: 30_000,
  });
  return {
    records: enabled ? (query.data ?? []) : [],
    searching: enabled && query.isFetching,
    failed: enabled && query.isError,
  };
}
