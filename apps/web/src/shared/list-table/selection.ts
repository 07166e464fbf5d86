/**
 * Row selection of a list, kept as plain functions over a Map so the rules can be tested apart
 * from the table: key → the row as it was when picked, so a selection survives paging and a
 * bulk action still has the rows of pages no longer on screen.
 */
export type RowKey = string | number;
export type Selection<T> = ReadonlyMap<RowKey, T>;

/** The header checkbox: every row of the page picked, some of them, or none. */
export type PageSelectionState = 'all' | 'some' | 'none';

export function toggleRow<T>(selection: Selection<T>, key: RowKey, item: T): Selection<T> {
  const next = new Map(selection);
  if (next.has(key)) next.delete(key);
  else next.set(key, item);
  return next;
}

export function pageSelectionState<T>(
  selection: Selection<T>,
  pageKeys: readonly RowKey[],
): PageSelectionState {
  const picked = pageKeys.filter((key) => selection.has(key)).length;
  if (picked === 0) return 'none';
  return picked === pageKeys.length ? 'all' : 'some';
}

/**
 * The header checkbox: a page that is all picked is unpicked; otherwise (none or some, the
 * indeterminate state) every row of the page is picked. Rows of other pages stay as they are.
 */
export function togglePage<T>(
  selection: Selection<T>,
  page: readonly { key: RowKey; item: T }[],
): Selection<T> {
  const next = new Map(selection);
  const keys = page.map((row) => row.key);
  if (pageSelectionState(selection, keys) === 'all') {
    for (const key of keys) next.delete(key);
  } else {
    for (const row of page) next.set(row.key, row.item);
  }
  return next;
}

/** After a bulk action: only the rows that failed stay picked, so the user can retry them. */
export function keepOnly<T>(selection: Selection<T>, keys: readonly RowKey[]): Selection<T> {
  const keep = new Set(keys);
  return new Map([...selection].filter(([key]) => keep.has(key)));
}
