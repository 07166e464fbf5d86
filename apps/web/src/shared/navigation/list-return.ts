import { useLocation } from 'react-router';

/**
 * The list a form was opened from, carried in the history state of the link (`backTo`), so
 * "go back" and "save and back" return to the same filters, page and order rather than to a
 * bare list. A form opened from a pasted link has none and goes to the plain list.
 */
export interface ListReturnState {
  backTo: string;
}

/** The history state a list's edit and create links carry. */
export function listReturnState(location: { pathname: string; search: string }): ListReturnState {
  return { backTo: `${location.pathname}${location.search}` };
}

function readBackTo(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return undefined;
  const { backTo } = state;
  return typeof backTo === 'string' ? backTo : undefined;
}

/**
 * Where "go back" leads: the list the user came from when it is `listPath` (with any query),
 * otherwise `listPath` itself. Only same-app list paths are honoured, never another route.
 */
export function useListReturnPath(listPath: string): string {
  const { state } = useLocation();
  const backTo = readBackTo(state);
  if (backTo && (backTo === listPath || backTo.startsWith(`${listPath}?`))) return backTo;
  return listPath;
}

/** The history state to keep passing along (create → the new item's edit page). */
export function useListReturnState(listPath: string): ListReturnState {
  return { backTo: useListReturnPath(listPath) };
}
