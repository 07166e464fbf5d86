import type { ListResponse } from '@backoffice/contract';
import { request } from './request';

/** The largest page the list endpoints serve (`core/list-query/paging.ts` on the server). */
export const MAX_LIST_PAGE_SIZE = 100;

/** A guard against a list that keeps growing while it is read: 100 pages of 100 at most. */
const MAX_PAGES = 100;

export interface FetchAllPagesOptions {
  /** Extra query parameters (`{onlyAdmin: '1'}`, filters, order). */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
}

/**
 * Every item of a paged list endpoint (REQ-LIST-1), read page by page at the largest page size:
 * what a picker needs when it offers "all permissions" (~100 built in) or "all admin users".
 *
 * @example
 *   const roles = await fetchAllPages<Role>('/admin/role', { signal });
 */
export async function fetchAllPages<Item>(
  path: string,
  { query = {}, signal }: FetchAllPagesOptions = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const { data } = await request<ListResponse<Item>>(path, {
      query: { ...query, pagination: { pageSize: MAX_LIST_PAGE_SIZE, pageNumber } },
      signal,
    });
    items.push(...data.items);
    if (pageNumber >= data.pagination.totalPages || data.items.length === 0) break;
  }
  return items;
}
