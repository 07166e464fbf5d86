// Zod-free: every list's page-size picker needs these without loading zod.

/** REQ-LIST-6: the page sizes offered, plus the server's current size. */
export const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Lists count exactly up to this many rows. Above it `totalIsEstimate` is set and the total is
 * either the planner's estimate of an unfiltered table (shown as "about N") or this cap + 1
 * (shown as "more than N"). Here, not in list-query.ts: the pagination of every list reads it,
 * and a value import from a zod file would bring zod into a list's first frame.
 */
export const LIST_COUNT_CAP = 10_000;

/** A list's export formats (REQ-EXPORT-2: `GET /api/admin/{area}/export?format=…`). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export answer's header carrying how many rows it holds (the client's progress). */
export const EXPORT_TOTAL_HEADER = 'X-Export-Total';
