import { asc, desc, sql, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language, ListQueryParams, OrderDirection } from '@backoffice/contract';
import { bad, type ListDefinition } from './definition.js';

/** A translated field's sort: by its text in the caller's language (`translatedOrder`). */
export type TranslatedSort = Readonly<Record<Language, SQL>>;

/**
 * Text sorted as people read it: ICU's Polish rules (migration 0015's `ui_text` collation), so
 * "adam" sorts beside "Adam" and "Łukasz" after "Lis", where the databases' `C.UTF-8` order put
 * every capital before any small letter and every accented capital after "z". English text
 * sorts the same under it (PGlite's ICU holds only the root rules, which differ from Polish
 * only in where ą, ć, ę, ń, ó, ś, ź and ż fall: beside their base letter).
 */
export const textOrder = (expr: SQL | PgColumn): SQL => sql`(${expr}) collate "ui_text"`;

/** A translated (`{pl, en}` JSON) column's sort: its text in the caller's language. */
export const translatedOrder = (column: PgColumn): TranslatedSort => ({
  pl: textOrder(sql`${column}->>'pl'`),
  en: textOrder(sql`${column}->>'en'`),
});

const isTranslatedSort = (sort: PgColumn | SQL | TranslatedSort): sort is TranslatedSort =>
  !(sort instanceof SQL) && !('columnType' in sort);

/** The tie-breaker's direction: ASC, or the last ordered column's where the list says so. */
export function tieBreakerDirection(
  def: ListDefinition,
  appliedOrder: { direction: OrderDirection }[],
): OrderDirection {
  return def.tieBreakerFollowsOrder && appliedOrder.at(-1)?.direction === 'DESC' ? 'DESC' : 'ASC';
}

/** The request's order, checked against the list's sortable columns (`parseOrder`). */
export interface ParsedOrder {
  /** the order the request named (`order[i][...]`), possibly none */
  requestedOrder: { column: string; direction: OrderDirection }[];
  /** the order applied: the requested one, else the list's default */
  appliedOrder: { column: string; direction: OrderDirection }[];
  /** each applied order's expression, a translated one in the caller's language */
  sortExprs: (PgColumn | SQL)[];
  /** the applied order and the tie-breaker, as `order by` terms */
  orderBy: SQL[];
  /**
   * The order as a page's shape names it (`ParsedListQuery.shape`): its columns and directions,
   * and the language when a sort is translated, since a translated sort's SQL differs by language.
   */
  shape: string;
}

/** Checks `order[i][column]` and `[direction]` (400 `LIST:INVALID` naming the parameter). */
export function parseOrder(
  def: ListDefinition,
  order: ListQueryParams['order'],
  language: Language,
): ParsedOrder {
  const requestedOrder = (order ?? []).map((entry, i) => {
    const column = entry.column ?? '';
    // own keys only: `in` would also find `toString` and the rest of Object.prototype
    if (!Object.hasOwn(def.sortable, column))
      throw bad(`order[${i}][column]`, `Cannot sort by "${column}"`);
    const direction = (entry.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw bad(`order[${i}][direction]`, 'Direction must be ASC or DESC');
    }
    return { column, direction: direction as OrderDirection };
  });
  const appliedOrder = requestedOrder.length > 0 ? requestedOrder : def.defaultOrder;
  const sorts = appliedOrder.map(
    ({ column }) => def.sortable[column] as PgColumn | SQL | TranslatedSort,
  );
  const translated = sorts.some(isTranslatedSort);
  const sortExprs = sorts.map((sort) => (isTranslatedSort(sort) ? sort[language] : sort));
  const orderBy = appliedOrder.map(({ direction }, i) => {
    const expr = sortExprs[i] as PgColumn | SQL;
    return direction === 'ASC' ? asc(expr) : desc(expr);
  });
  orderBy.push(
    tieBreakerDirection(def, appliedOrder) === 'DESC' ? desc(def.tieBreaker) : asc(def.tieBreaker),
  );
  const shape =
    appliedOrder.map(({ column, direction }) => `${column} ${direction}`).join(',') +
    (translated ? `@${language}` : '');
  return { requestedOrder, appliedOrder, sortExprs, orderBy, shape };
}
