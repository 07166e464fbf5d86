import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderDirection } from '@backoffice/contract';
import { AppError } from '../errors.js';
import type { FilterDefinition } from './filters.js';
import type { TranslatedSort } from './order.js';

/** An area's list, as it declares it once: what the other steps check a request against. */
export interface ListDefinition {
  table: PgTable;
  /** Always applied (e.g. soft delete, onlyAdmin). */
  baseWhere?: SQL | undefined;
  filters: FilterDefinition[];
  sortable: Record<string, PgColumn | SQL | TranslatedSort>;
  defaultOrder: { column: string; direction: OrderDirection }[];
  /** Appended to every order so paging is stable. */
  tieBreaker: PgColumn;
  /**
   * The tie-breaker takes the direction of the last ordered column instead of always ASC, so
   * one `(column, id)` index serves a sort both ways (a backward scan for DESC). The big money
   * lists set it (migration 0012's indexes); others keep `id ASC`.
   */
  tieBreakerFollowsOrder?: boolean;
  pageSizes?: number[];
  defaultPageSize?: number;
}

/** A list query parameter the area does not accept (`LIST:INVALID`, naming the parameter). */
export function bad(parameter: string, message: string): AppError {
  return new AppError(400, [{ code: 'LIST:INVALID', message, context: parameter }]);
}

export function tableName(table: PgTable): string {
  // drizzle keeps the table name under a symbol; getTableConfig would pull in more than we need
  const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('unexpected table name');
  return name;
}
