import type { OrderDirection } from '@backoffice/contract';
import { parseQuery, stringifyQuery } from '../api/query-string';

/**
 * A list's state as it lives in the address bar, in the API's own query format (REQ-LIST-1):
 *
 *   ?filters[search][text]=abc&filters[active][boolean]=1
 *   &pagination[pageSize]=20&pagination[pageNumber]=2
 *   &order[0][column]=question&order[0][direction]=DESC
 *
 * The same object is sent to the list endpoint, so a pasted link, reload, back and forward all
 * ask the server for exactly the list the address names. Values stay strings, as typed in the
 * address: a bad filter is the server's to reject (`LIST:INVALID`), and the table shows why; a
 * bad page number or size is dropped (`readPagination`).
 */
export interface ListUrlQuery {
  /** `filters[field][name] = value`; empty values are never kept. */
  filters: Record<string, Record<string, string>>;
  pagination: {
    pageSize?: string;
    pageNumber?: string;
    /** a cursor of the neighbouring page's response (keyset paging of the big lists) */
    after?: string;
    before?: string;
  };
  order: { column: string; direction: OrderDirection }[];
}

/** The top-level query keys the list owns; any other key (`view=list`) is left alone. */
export const LIST_QUERY_KEYS = ['filters', 'pagination', 'order'] as const;

/** REQ-LIST-4: a date filter equal to 'Invalid date' is omitted (and so is an empty one). */
function isOmitted(value: string): boolean {
  return value.trim() === '' || value === 'Invalid date';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFilters(raw: unknown): ListUrlQuery['filters'] {
  const filters: ListUrlQuery['filters'] = {};
  if (!isRecord(raw)) return filters;
  for (const [field, byName] of Object.entries(raw)) {
    if (!isRecord(byName)) continue;
    for (const [name, value] of Object.entries(byName)) {
      if (typeof value === 'string' && !isOmitted(value)) (filters[field] ??= {})[name] = value;
    }
  }
  return filters;
}

/**
 * A page number or size the server would refuse (`abc`, `0`, `-1`, `1.5`) is dropped: the list
 * opens at its first page or default size instead of an error box naming the parameter, as a
 * page past the last one already opens the last (`ListTable`). Filters stay as typed: a bad one
 * says which filter is wrong.
 */
const PAGE_NUMBER = /^[1-9]\d{0,4}$|^100000$/;
const PAGE_SIZE = /^[1-9]\d?$|^100$/;

function readPagination(raw: unknown): ListUrlQuery['pagination'] {
  if (!isRecord(raw)) return {};
  const pagination: ListUrlQuery['pagination'] = {};
  if (typeof raw.pageSize === 'string' && PAGE_SIZE.test(raw.pageSize)) {
    pagination.pageSize = raw.pageSize;
  }
  if (typeof raw.pageNumber === 'string' && PAGE_NUMBER.test(raw.pageNumber)) {
    pagination.pageNumber = raw.pageNumber;
    // a cursor only goes with the page number it was given for
    if (typeof raw.after === 'string' && raw.after !== '') pagination.after = raw.after;
    else if (typeof raw.before === 'string' && raw.before !== '') pagination.before = raw.before;
  }
  return pagination;
}

function readOrder(raw: unknown): ListUrlQuery['order'] {
  // `order[0][column]` reads as an object keyed '0': its integer keys keep the index order
  const entries = Array.isArray(raw) ? (raw as unknown[]) : isRecord(raw) ? Object.values(raw) : [];
  return entries.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.column !== 'string' || entry.column === '') return [];
    const direction = typeof entry.direction === 'string' ? entry.direction.toUpperCase() : 'ASC';
    // an unknown direction is passed on as is: the server names the bad parameter
    return [{ column: entry.column, direction: direction as OrderDirection }];
  });
}

/** `location.search` (with or without `?`, brackets raw or percent-encoded) → the list query. */
export function parseListQuery(search: string): ListUrlQuery {
  const raw = parseQuery(search);
  return {
    filters: readFilters(raw.filters),
    pagination: readPagination(raw.pagination),
    order: readOrder(raw.order),
  };
}

/**
 * The list query as `request()` takes it (`query` option): only what is set, so a bare list
 * URL asks the server for its defaults.
 */
export function toApiQuery(query: ListUrlQuery): Record<string, unknown> {
  const api: Record<string, unknown> = {};
  if (Object.keys(query.filters).length > 0) api.filters = query.filters;
  if (query.pagination.pageSize !== undefined || query.pagination.pageNumber !== undefined) {
    api.pagination = query.pagination;
  }
  if (query.order.length > 0) api.order = query.order;
  return api;
}

/**
 * The next `location.search`: the list's keys rewritten from `query`, every other key of
 * `currentSearch` kept. Brackets stay readable (`filters[search][text]=abc`).
 */
export function buildListSearch(currentSearch: string, query: ListUrlQuery): string {
  // every other key is kept exactly as the address had it
  const others = (currentSearch.startsWith('?') ? currentSearch.slice(1) : currentSearch)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const key = part.split('=')[0] ?? '';
      const name = decodeSafely(key).split('[')[0] ?? '';
      return !(LIST_QUERY_KEYS as readonly string[]).includes(name);
    });
  const list = stringifyQuery(toApiQuery(query));
  const search = [...others, ...(list === '' ? [] : [list])].join('&');
  return search === '' ? '' : `?${search}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A filter value of the query, or '' when the filter is not set. */
export function filterValue(query: ListUrlQuery, field: string, name: string): string {
  return query.filters[field]?.[name] ?? '';
}

/** `query` with one filter value set (or removed when empty), back on page 1 (REQ-LIST-5). */
export function withFilter(
  query: ListUrlQuery,
  field: string,
  name: string,
  value: string,
): ListUrlQuery {
  const byName = Object.fromEntries(
    Object.entries(query.filters[field] ?? {}).filter(([key]) => key !== name),
  );
  if (!isOmitted(value)) byName[name] = value;
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([key]) => key !== field),
  );
  if (Object.keys(byName).length > 0) filters[field] = byName;
  return { ...query, filters, pagination: withoutPageNumber(query.pagination) };
}

/** `query` without any value of one filter (a date range's from and to at once), on page 1. */
export function withoutFilter(query: ListUrlQuery, field: string): ListUrlQuery {
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([key]) => key !== field),
  );
  return { ...query, filters, pagination: withoutPageNumber(query.pagination) };
}

/** Whether the address narrows the list: an empty result then means "nothing matches". */
export function hasFilters(query: ListUrlQuery): boolean {
  return Object.keys(query.filters).length > 0;
}

function withoutPageNumber(pagination: ListUrlQuery['pagination']): ListUrlQuery['pagination'] {
  return pagination.pageSize === undefined ? {} : { pageSize: pagination.pageSize };
}

/**
 * Page `pageNumber`, with the cursor that seeks it when there is one (the next or previous page
 * of a big list, or its end: `ListPagination`); page 1 needs none.
 */
export function withPage(
  query: ListUrlQuery,
  pageNumber: number,
  cursor?: { after: string } | { before: string },
): ListUrlQuery {
  const pagination = withoutPageNumber(query.pagination);
  return {
    ...query,
    pagination:
      pageNumber > 1 ? { ...pagination, pageNumber: String(pageNumber), ...cursor } : pagination,
  };
}

/** A new page size starts again at page 1 (REQ-LIST-5). */
export function withPageSize(query: ListUrlQuery, pageSize: number): ListUrlQuery {
  return { ...query, pagination: { pageSize: String(pageSize) } };
}

/**
 * A header click (REQ-LIST-5): the column the list is sorted by flips ASC ↔ DESC, another column
 * starts ASC. `current` is the order the address asks for, or the server's default it applied when the address names none.
 * The page goes back to 1: page 3 of another order is an unrelated set of rows.
 */
export function withToggledOrder(
  query: ListUrlQuery,
  column: string,
  current: { column: string; direction: OrderDirection } | undefined,
): ListUrlQuery {
  const direction: OrderDirection =
    current?.column === column && current.direction === 'ASC' ? 'DESC' : 'ASC';
  return {
    ...query,
    order: [{ column, direction }],
    pagination: withoutPageNumber(query.pagination),
  };
}

export const EMPTY_LIST_QUERY: ListUrlQuery = { filters: {}, pagination: {}, order: [] };
