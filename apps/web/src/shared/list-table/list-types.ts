import type { CSSProperties, ReactNode } from 'react';

export interface ListColumn<T> {
  /** Unique among the columns. */
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** A column of the server's `configuredOrder`: the header sorts by it. */
  sortKey?: string;
  width?: CSSProperties['width'];
  /**
   * The column's part in the small-screen card (≤ 768 px): `title` is the card's heading (and
   * cannot be hidden by the column chooser), `key` columns are the two or three fields shown
   * under it. A list without a `title` column uses its first column.
   */
  card?: 'title' | 'key';
  /**
   * The card's field, with its label, when it says more than the table's cell (a transaction's
   * card: the method and, by status, the booking date or the deadline).
   */
  cardField?: { label: string; render: (item: T) => ReactNode };
  /**
   * Left out until the user picks it in the column chooser (a list with a `listId`): a column
   * read less often, where showing every column would not fit beside the sidebar at 1280 px.
   */
  hiddenByDefault?: boolean;
}

/** A band of rows of the same kind (a menu item's menu): rows are kept together by `rank`. */
export interface RowGroup {
  key: string;
  label: string;
  rank: number;
}
