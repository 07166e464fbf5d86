import {
  MAX_SAVED_VIEW_NAME,
  MAX_SAVED_VIEW_QUERY,
  MAX_SAVED_VIEWS_PER_LIST,
  type SavedView,
} from '@backoffice/contract';
import { stringifyQuery } from '../api/query-string';
import { toApiQuery, type ListUrlQuery } from './list-url-state';

/**
 * Saved views (REQ-VIEWS-1): a list's filters, order and page size under a name, per user (the
 * `savedViews.<listId>` preference). A view is the list address's query, so picking one is
 * opening that address, and a link to it keeps working. The page number is not kept.
 */
export function viewQuery(query: ListUrlQuery): string {
  const { pageSize } = query.pagination;
  return stringifyQuery(
    toApiQuery({ ...query, pagination: pageSize === undefined ? {} : { pageSize } }),
  );
}

/** The stored value, when it has the shape of a list of views; anything else reads as none. */
export function parseViews(raw: unknown): SavedView[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(
    (v): v is SavedView =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as SavedView).name === 'string' &&
      typeof (v as SavedView).query === 'string',
  );
}

/** The server's rules, checked before sending (the same codes it answers). */
export function checkViews(views: readonly SavedView[]): string | null {
  if (views.length > MAX_SAVED_VIEWS_PER_LIST) return 'TOO_MANY_SAVED_VIEWS';
  const names = new Set<string>();
  for (const view of views) {
    const name = view.name.trim();
    if (name === '') return 'SAVED_VIEW_NAME_REQUIRED';
    if (name.length > MAX_SAVED_VIEW_NAME) return 'SAVED_VIEW_NAME_TOO_LONG';
    if (view.query.length > MAX_SAVED_VIEW_QUERY) return 'SAVED_VIEW_TOO_LONG';
    if (names.has(name.toLowerCase())) return 'SAVED_VIEW_NAME_TAKEN';
    names.add(name.toLowerCase());
  }
  return null;
}
