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
}

/** A band of rows of the same kind (a menu item's menu): rows are kept together by `rank`. */
export interface RowGroup {
  key: string;
  label: string;
  rank: number;
}
