import type { OrderDirection } from '@backoffice/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EMPTY_LIST_QUERY,
  buildListSearch,
  parseListQuery,
  toApiQuery,
  withFilter,
  withPage,
  withPageSize,
  withToggledOrder,
  withoutFilter,
  type ListUrlQuery,
} from './list-url-state';

export interface ListUrlState {
  /** The list query the address names. */
  query: ListUrlQuery;
  /** The same, as `request(path, { query })` takes it; use it in the area's query key. */
  apiQuery: Record<string, unknown>;
  /** Sets (or, with '', removes) one filter value; back to page 1. */
  setFilter: (field: string, name: string, value: string) => void;
  /** Removes every value of one filter (a chip's ×); back to page 1. */
  removeFilter: (field: string) => void;
  setPage: (
    pageNumber: number,
    options?: { replace?: boolean; cursor?: { after: string } | { before: string } },
  ) => void;
  /** Back to page 1. */
  setPageSize: (pageSize: number) => void;
  toggleOrder: (
    column: string,
    current: { column: string; direction: OrderDirection } | undefined,
  ) => void;
  /** REQ-LIST-5 Clear: filters, paging and order wiped. */
  clear: () => void;
  /** Replaces the whole list query (a saved view picked, REQ-VIEWS-1). */
  apply: (query: ListUrlQuery) => void;
}

/**
 * The list state of the current address (REQ-LIST-5: "filter state is read back from the URL").
 * Every change is a new history entry, so back and forward step through the list's states.
 *
 * @example
 *   const list = useListUrlState();
 *   const faqs = useFaqList(list.apiQuery);
 *   return <ListTable state={list} result={faqs} … />;
 */
export function useListUrlState(): ListUrlState {
  // Read through useSearchParams; written with qs through navigate() rather than
  // setSearchParams, which would percent-encode the brackets of `filters[search][text]`.
  const [searchParams] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const serialised = searchParams.toString();
  const query = useMemo(() => parseListQuery(serialised), [serialised]);
  const apiQuery = useMemo(() => toApiQuery(query), [query]);

  const go = useCallback(
    (next: ListUrlQuery, replace = false) => {
      // A change that comes after the user has left the list (a search still waiting for its
      // debounce when a row's action opened another page) is dropped: the router renders the
      // next page in a transition, so the list is still mounted while the address is already
      // the new page's, and a search-only navigation would put the list's query on it.
      if (window.location.pathname !== pathname) return;
      void navigate({ pathname, search: buildListSearch(search, next), hash }, { replace });
    },
    [navigate, pathname, search, hash],
  );

  return {
    query,
    apiQuery,
    setFilter: useCallback(
      (field, name, value) => go(withFilter(query, field, name, value)),
      [go, query],
    ),
    removeFilter: useCallback((field) => go(withoutFilter(query, field)), [go, query]),
    setPage: useCallback(
      (pageNumber, options) => go(withPage(query, pageNumber, options?.cursor), options?.replace),
      [go, query],
    ),
    setPageSize: useCallback((pageSize) => go(withPageSize(query, pageSize)), [go, query]),
    toggleOrder: useCallback(
      (column, current) => go(withToggledOrder(query, column, current)),
      [go, query],
    ),
    clear: useCallback(() => go(EMPTY_LIST_QUERY), [go]),
    apply: useCallback((next: ListUrlQuery) => go(next), [go]),
  };
}
