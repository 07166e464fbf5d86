import { z } from 'zod';
import { EXPORT_FORMATS } from './list-constants.js';
import { listQueryParamsSchema } from './list-query.js';

/**
 * `GET /api/admin/{area}/export?format=xlsx|csv&columns=a,b` followed by the list's own query
 * (REQ-EXPORT-1): every row the filters and order select, all pages, the named columns.
 */

export const exportQueryParamsSchema = listQueryParamsSchema.extend({
  format: z.enum(EXPORT_FORMATS),
  /** the visible columns' keys, comma-separated, in the list's order; all when left out */
  columns: z.string().max(1000).optional(),
  /**
   * Only these rows of the list (its picked rows, REQ-FINLIST-2): ids comma-separated, at most
   * a hundred
   */
  ids: z
    .string()
    .max(1100)
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .optional(),
});
export type ExportQueryParams = z.infer<typeof exportQueryParamsSchema>;
