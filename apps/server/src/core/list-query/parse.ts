import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language, ListQueryParams, OrderDirection } from '@backoffice/contract';
import type { ListDefinition } from './definition.js';
import { parseFilters } from './filters.js';
import { parseOrder } from './order.js';
import { keysetOf, parsePaging, seekOf, type Keyset, type Seek } from './paging.js';

/**
 * The list query as a route hands it on: the query string, and the caller's language
 * (Accept-Language, `requestLanguage`) that a translated sort reads; without it, Polish.
 */
export type ListRequest = ListQueryParams & { language?: Language };

/**
 * The list query, checked and typed: what the page query, the count and the cursors are built
 * from. Frozen: every step reads it, none changes it.
 */
export interface ParsedListQuery {
  where: SQL | undefined;
  /**
   * The same rows as `where` without the bounds a filter adds only to steer the plan
   * (`alsoBounds`): the planner multiplies each bound's selectivity as if they were
   * independent, so with them it estimated 11,712 transactions whose deadline falls in March
   * 2025 where there are 26,739 (by itself, the deadline range's estimate was 26,933).
   */
  estimateWhere: SQL | undefined;
  orderBy: SQL[];
  /** each applied order's expression (`appliedOrder`), a translated one in the caller's language */
  sortExprs: readonly (PgColumn | SQL)[];
  limit: number;
  offset: number;
  pageSize: number;
  pageNumber: number;
  requestedOrder: { column: string; direction: OrderDirection }[];
  appliedOrder: { column: string; direction: OrderDirection }[];
  activeFilters: Record<string, Record<string, string>>;
  /** How the page may be sought by an edge row (keyset), when its order allows it. */
  keyset: Keyset | undefined;
  /** The edge row the request named (`pagination[after]` / `[before]`), checked against `keyset`. */
  seek: Seek | undefined;
  /**
   * The page's SQL known by its shape, when no filter applies: it then depends only on the list
   * (its base condition) and its order, and `pageQuery` builds it once per shape.
   */
  shape: PageShape | undefined;
}

/**
 * A page's SQL by its shape: the list and its order, and the `where` and `orderBy` it was
 * recorded for. A copy of the parsed query with another condition put in (an export's batch of
 * ids) carries the field along but no longer has that `where`, so it is not that shape
 * (`pageQuery` compares them); the parsed query itself is frozen, so what was recorded still
 * describes it.
 */
export interface PageShape {
  list: ListDefinition;
  /** the applied order (`ParsedOrder.shape`), the language with it when a sort is translated */
  order: string;
  where: SQL | undefined;
  orderBy: readonly SQL[];
}

/** Parses and checks the list query against the area's declaration; never concatenates SQL. */
export function parseListQuery(def: ListDefinition, query: ListRequest): ParsedListQuery {
  // checked in this order: a request with several bad parameters is refused naming the first
  const { where, estimateWhere, activeFilters } = parseFilters(def, query.filters);
  const { pageSize, pageNumber } = parsePaging(def, query.pagination);
  const language: Language = query.language ?? 'pl';
  const order = parseOrder(def, query.order, language);
  const { appliedOrder } = order;

  const keyset = keysetOf(def, appliedOrder, activeFilters, pageSize);
  const seek = keyset ? seekOf(keyset, query.pagination, pageNumber) : undefined;

  const orderBy = Object.freeze(order.orderBy) as SQL[];
  return Object.freeze({
    where,
    estimateWhere,
    orderBy,
    sortExprs: Object.freeze(order.sortExprs),
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
    pageSize,
    pageNumber,
    requestedOrder: order.requestedOrder,
    appliedOrder,
    activeFilters,
    keyset,
    seek,
    // Without a filter, the page's SQL depends only on the list and its order: its shape.
    shape:
      Object.keys(activeFilters).length === 0
        ? Object.freeze({ list: def, order: order.shape, where, orderBy })
        : undefined,
  });
}
