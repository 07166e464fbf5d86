/*
 * The list-query engine (docs/architecture.md, "Lists"): an area declares its list once
 * (`definition`); a request's query string is parsed into a typed list query (`parse`, from
 * `filters`, `order` and `paging`); `run` fetches its page through the area's page query and
 * its total (`count`), and answers the list shape.
 */
export { bad, type ListDefinition } from './definition.js';
export {
  configuredFilters,
  escapeLike,
  type AppliedFilters,
  type FilterDefinition,
} from './filters.js';
export {
  textOrder,
  tieBreakerDirection,
  translatedOrder,
  type ParsedOrder,
  type TranslatedSort,
} from './order.js';
export {
  mapPageRows,
  pageRowsOf,
  type FetchedPage,
  type Keyset,
  type PageEdges,
  type PageRows,
  type RowPosition,
  type Seek,
} from './paging.js';
export { COUNT_CAP, countCapped, type CountMode, type ListTotal } from './count.js';
export { parseListQuery, type ListRequest, type PageShape, type ParsedListQuery } from './parse.js';
export {
  keyedPage,
  pageQuery,
  runList,
  selectPageQuery,
  tablePageQuery,
  type PageParts,
  type RowsByKeys,
} from './run.js';
export { listSum } from './totals.js';
