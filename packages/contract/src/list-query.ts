import { z } from 'zod';

/** The list query format of REQ-LIST-1, once `qs` has parsed the query string. */
export type FilterType = 'text' | 'choice' | 'numeric' | 'boolean' | 'dateTimeRange';
export type OrderDirection = 'ASC' | 'DESC';

export const configuredFilterSchema = z.object({
  field: z.string(),
  name: z.string(),
  type: z.enum(['text', 'choice', 'numeric', 'boolean', 'dateTimeRange']),
  label: z.string().optional(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type ConfiguredFilter = z.infer<typeof configuredFilterSchema>;

export const listMetaSchema = z.object({
  configuredFilters: z.array(configuredFilterSchema),
  configuredPagination: z.object({ pageSizes: z.array(z.number()), defaultPageSize: z.number() }),
  configuredOrder: z.array(z.string()),
  appliedOrder: z.array(z.object({ column: z.string(), direction: z.enum(['ASC', 'DESC']) })),
  activeFilters: z.record(z.string(), z.record(z.string(), z.string())),
  pagination: z.object({
    pageSize: z.number(),
    pageNumber: z.number(),
    totalItems: z.number(),
    totalPages: z.number(),
    totalIsEstimate: z.boolean(),
    /**
     * The big lists' neighbouring pages by their edge rows (keyset): sent back as
     * `pagination[after]` (next) or `pagination[before]` (previous, or `last`: the end of the
     * list, given when the total is an estimate) with the neighbour's page number, they let the
     * server seek to the page instead of stepping over every row before it.
     */
    cursors: z
      .object({ previous: z.string(), next: z.string(), last: z.string() })
      .partial()
      .optional(),
  }),
  order: z.array(z.object({ column: z.string(), direction: z.enum(['ASC', 'DESC']) })),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return listMetaSchema.extend({ items: z.array(item) });
}
export type ListResponse<T> = ListMeta & { items: T[] };

/**
 * `GET {api}/totals` of a list whose area declares `totals` (REQ-FINLIST-1): the sum of that
 * money column over every row the list query selects, a decimal string. Exact when the rows are
 * few enough to read (as the row count is); above that an estimate (`isEstimate`: the screen
 * says "about"), the average of the rows read times the estimated count.
 */
export const listTotalsSchema = z.object({
  column: z.string(),
  sum: z.string(),
  count: z.number().int(),
  isEstimate: z.boolean(),
});
export type ListTotals = z.infer<typeof listTotalsSchema>;

/**
 * The raw query as `qs` parses `filters[field][name]=value`, `pagination[pageSize]`,
 * `pagination[pageNumber]`, `order[i][column]`, `order[i][direction]`. The server's list-query
 * engine checks the values against the area's declared filters and sortable columns.
 *
 * Filter names by type: text → `text`, choice → `choice`, numeric → `numeric` (equal) or
 * `min` / `max` (a range, both ends included: an amount from–to), boolean → `boolean`,
 * dateTimeRange → `dateFrom` and `dateTo` (YYYY-MM-DD).
 */
export const listQueryParamsSchema = z
  .object({
    filters: z.record(z.string(), z.record(z.string(), z.string())).optional(),
    pagination: z
      .object({
        pageSize: z.string().optional(),
        pageNumber: z.string().optional(),
        /** a cursor of `pagination.cursors`: the page is the rows after (before) that row */
        after: z.string().optional(),
        before: z.string().optional(),
      })
      .optional(),
    order: z
      .array(z.object({ column: z.string().optional(), direction: z.string().optional() }))
      .optional(),
  })
  .passthrough();
export type ListQueryParams = z.infer<typeof listQueryParamsSchema>;

/** A `numeric` filter's value (`filters[field][min]`): a plain decimal, as the server checks it. */
export const NUMERIC_FILTER_VALUE = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The parameter names each filter type takes (`filters[field][name]`). */
export const FILTER_NAMES: Record<FilterType, readonly string[]> = {
  text: ['text'],
  choice: ['choice'],
  numeric: ['numeric', 'min', 'max'],
  boolean: ['boolean'],
  dateTimeRange: ['dateFrom', 'dateTo'],
};
