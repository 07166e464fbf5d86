import { and, ilike, or, sql, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  FILTER_NAMES,
  NUMERIC_FILTER_VALUE,
  type ConfiguredFilter,
  type FilterType,
  type ListQueryParams,
} from '@backoffice/contract';
import { businessZoneSql } from '../db/business-time.js';
import { bad, type ListDefinition } from './definition.js';

/** One declared filter of an area; `columns` are searched (text) or compared (others). */
export interface FilterDefinition {
  field: string;
  type: FilterType;
  columns: (PgColumn | SQL)[];
  label?: string;
  choices?: { value: string; label: string }[];
  /**
   * A text filter's own condition for the `%…%` pattern, instead of ILIKE on `columns`: lets a
   * search go through an index (the investor search is a trigram-indexed lookup of users).
   */
  match?: (pattern: string) => SQL;
  /**
   * A date range filter's column that is never earlier than this one (a transaction's payment
   * deadline is set from its date and only ever moved later): `dateTo` bounds it too. The
   * planner cannot know two columns move together; without the bound, "deadlines in March 2025"
   * under the default newest-first order walks the date index from today back to March.
   */
  alsoBounds?: PgColumn;
}

/** The request's filters, checked against the list's declaration (`parseFilters`). */
export interface AppliedFilters {
  /** the list's base condition and every applied filter's */
  where: SQL | undefined;
  /** the same rows said for the planner's estimate (see `ParsedListQuery.estimateWhere`) */
  estimateWhere: SQL | undefined;
  /** the filters that apply, by field and name: an empty search or date is left out */
  activeFilters: Record<string, Record<string, string>>;
}

/** A LIKE pattern matching `value` literally (its `%`, `_` and `\` escaped). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const isIntegerColumn = (column: PgColumn | SQL) =>
  'columnType' in column && ['PgInteger', 'PgSmallInt', 'PgBigInt53'].includes(column.columnType);

const BOOLEAN_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** A filter's condition, and the rows it selects said for an estimate when that differs. */
type Condition = SQL | { where: SQL; estimate: SQL };

function filterCondition(
  def: FilterDefinition,
  name: string,
  value: string,
  parameter: string,
): Condition | null {
  const cols = def.columns;
  switch (def.type) {
    case 'text': {
      if (value.length > 200) throw bad(parameter, 'The search text is too long');
      const trimmed = value.trim();
      if (!trimmed) return null;
      const pattern = `%${escapeLike(trimmed)}%`;
      if (def.match) return def.match(pattern);
      return or(...cols.map((c) => ilike(c as PgColumn, pattern))) ?? null;
    }
    case 'choice': {
      if (!def.choices?.some((choice) => choice.value === value)) {
        throw bad(parameter, `Unknown choice "${value}"`);
      }
      return or(...cols.map((c) => sql`${c} = ${value}`)) ?? null;
    }
    case 'numeric': {
      if (value === '') return null;
      if (!NUMERIC_FILTER_VALUE.test(value)) throw bad(parameter, 'Not a number');
      const op = name === 'min' ? sql`>=` : name === 'max' ? sql`<=` : sql`=`;
      // A whole number against an integer column (an id) is compared as bigint: `int = numeric`
      // would cast the column and no index on it could serve the filter.
      const whole = /^-?\d{1,15}$/.test(value);
      return (
        or(
          ...cols.map((c) =>
            whole && isIntegerColumn(c)
              ? sql`${c} ${op} ${value}::bigint`
              : sql`${c} ${op} ${value}::numeric`,
          ),
        ) ?? null
      );
    }
    case 'boolean': {
      // a Map, not an object literal: `toString` or `constructor` must not find a prototype member
      const truth = BOOLEAN_VALUES.get(value);
      if (truth === undefined) throw bad(parameter, 'Expected 1, 0, true or false');
      return or(...cols.map((c) => sql`${c} = ${truth}`)) ?? null;
    }
    case 'dateTimeRange': {
      if (value === 'Invalid date' || value === '') return null; // REQ-LIST-4: omitted
      if (!isRealDate(value)) throw bad(parameter, 'Expected a date as YYYY-MM-DD');
      // Days are Warsaw days: dateTo includes the whole of that day.
      const start = sql`((${value}::date)::timestamp at time zone ${businessZoneSql})`;
      const nextDay = sql`(((${value}::date + 1))::timestamp at time zone ${businessZoneSql})`;
      const col = cols[0];
      if (!col) return null;
      if (name === 'dateFrom') return sql`${col} >= ${start}`;
      const bound = sql`${col} < ${nextDay}`;
      return def.alsoBounds
        ? { where: sql`${bound} and ${def.alsoBounds} < ${nextDay}`, estimate: bound }
        : bound;
    }
  }
}

/**
 * Checks `filters[field][name]` against the list's filters (400 `LIST:INVALID` naming the
 * parameter) and turns each into its condition, with bound parameters only.
 */
export function parseFilters(
  def: ListDefinition,
  filters: ListQueryParams['filters'],
): AppliedFilters {
  const conditions: SQL[] = def.baseWhere ? [def.baseWhere] : [];
  const estimates: SQL[] = [...conditions];
  const activeFilters: Record<string, Record<string, string>> = {};
  for (const [field, byName] of Object.entries(filters ?? {})) {
    const filter = def.filters.find((f) => f.field === field);
    if (!filter) throw bad(`filters[${field}]`, `Unknown filter "${field}"`);
    for (const [name, value] of Object.entries(byName)) {
      const parameter = `filters[${field}][${name}]`;
      if (!FILTER_NAMES[filter.type].includes(name))
        throw bad(parameter, `Unknown filter name "${name}"`);
      const condition = filterCondition(filter, name, value, parameter);
      if (condition) {
        const both =
          condition instanceof SQL ? { where: condition, estimate: condition } : condition;
        conditions.push(both.where);
        estimates.push(both.estimate);
        (activeFilters[field] ??= {})[name] = value;
      }
    }
  }
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    estimateWhere: estimates.length > 0 ? and(...estimates) : undefined,
    activeFilters,
  };
}

/** The list's filters as its answer declares them to the client (`configuredFilters`). */
export function configuredFilters(def: ListDefinition): ConfiguredFilter[] {
  return def.filters.map((f) => ({
    field: f.field,
    name: FILTER_NAMES[f.type][0] ?? f.type,
    type: f.type,
    ...(f.label ? { label: f.label } : {}),
    ...(f.choices ? { choices: f.choices } : {}),
  }));
}
