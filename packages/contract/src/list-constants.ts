// Zod-free: every list's page-size picker needs these without loading zod.

/** `000 §9`: the page sizes offered, plus the server's current size. */
export const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A list's export formats (issue 19: `GET /api/admin/{area}/export?format=…`). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export answer's header carrying how many rows it holds (the client's progress). */
export const EXPORT_TOTAL_HEADER = 'X-Export-Total';
