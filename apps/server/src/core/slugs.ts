import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { LANGUAGES, type ErrorCode, type Language, type Translatable } from '@backoffice/contract';
import { isUniqueViolation } from './crud.js';
import type { DbOrTx } from './db/database.js';
import { AppError, conflict } from './errors.js';

/** A table whose records have a slug per language, each unique by an index of its own. */
export interface SlugColumns {
  table: AnyPgTable;
  id: AnyPgColumn;
  pl: AnyPgColumn;
  en: AnyPgColumn;
}

/** How a clash is answered: `{area}:{code}`, and the record's name in the message. */
export interface SlugClash {
  area: string;
  code: ErrorCode;
  /** "post", "page": the message says "Another post already has the slug …" */
  noun: string;
}

/**
 * A translatable value that is unique per language among a table's records (a slug, a tag's
 * name): how each language's stored value is read, and whether letter case counts.
 */
export interface PerLanguageValues {
  table: AnyPgTable;
  id: AnyPgColumn;
  /** the field's name in the record and in the message (`slug`, `name`) */
  field: string;
  /** the stored value in one language: a column, or an expression over a JSON one */
  stored: (language: Language) => AnyPgColumn | SQL;
  /** `Zabłocie` and `zabłocie` are the same name (compared in lower case, as the index is) */
  ignoreCase?: boolean;
}

/**
 * REQ-FORM-8: each language's value is unique among the records. Every clash is named on its own
 * field (`data.slug.en`; `prefix` is `data.` on create), so the form shows the message on the
 * input the user has to change. An empty value (no English version) is never a clash. A race
 * past this check meets the table's unique index (`uniqueRaceToConflict`).
 */
export async function checkUniquePerLanguage(
  tx: DbOrTx,
  values: PerLanguageValues,
  typed: Translatable,
  clash: SlugClash,
  prefix: string,
  selfId?: number,
): Promise<void> {
  const errors = [];
  for (const language of LANGUAGES) {
    const value = typed[language];
    if (value === '') continue;
    const stored = values.stored(language);
    const [taken] = await tx
      .select({ id: values.id })
      .from(values.table)
      .where(
        and(
          values.ignoreCase ? sql`lower(${stored}) = lower(${value})` : sql`${stored} = ${value}`,
          selfId === undefined ? undefined : ne(values.id, selfId),
        ),
      )
      .limit(1);
    if (taken)
      errors.push({
        code: `${clash.area}:${clash.code}`,
        message: `Another ${clash.noun} already has the ${values.field} "${value}"`,
        context: `${prefix}${values.field}.${language}`,
      });
  }
  if (errors.length > 0) throw new AppError(409, errors);
}

/** Each language's slug unique among the records (`checkUniquePerLanguage`), case counting. */
export function checkUniqueSlugs(
  tx: DbOrTx,
  columns: SlugColumns,
  slug: Translatable,
  clash: SlugClash,
  prefix: string,
  selfId?: number,
): Promise<void> {
  const values = {
    table: columns.table,
    id: columns.id,
    field: 'slug',
    stored: (language: Language) => columns[language],
  };
  return checkUniquePerLanguage(tx, values, slug, clash, prefix, selfId);
}

/** A race past `checkUniqueSlugs` meets the unique index: the same code, on `slug` as a whole. */
export function slugRaceToConflict(clash: SlugClash): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error))
      throw conflict(clash.area, clash.code, `Another ${clash.noun} already has this slug`, 'slug');
    throw error;
  };
}
