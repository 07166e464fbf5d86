import { z } from 'zod';
import { listQueryParamsSchema } from './list-query.js';

/**
 * `GET /api/admin/{area}/export?format=xlsx|csv&columns=a,b` followed by the list's own query
 * (issue 19): every row the filters and order select, all pages, the named columns.
 */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The answer's header carrying how many rows the export will hold (the client's progress). */
export const EXPORT_TOTAL_HEADER = 'X-Export-Total';

export const exportQueryParamsSchema = listQueryParamsSchema.extend({
  format: z.enum(EXPORT_FORMATS),
  /** the visible columns' keys, comma-separated, in the list's order; all when left out */
  columns: z.string().max(1000).optional(),
});
export type ExportQueryParams = z.infer<typeof exportQueryParamsSchema>;
