import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { LANGUAGES, type ErrorCode, type Translatable } from '@backoffice/contract';
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
 * `001 §5`: each language's slug is unique among the records. Every clash is named on its own
 * field (`data.slug.en`; `prefix` is `data.` on create), so the form shows the message on the
 * input the user has to change. An empty slug (no English version) is never a clash.
 */
export async function checkUniqueSlugs(
  tx: DbOrTx,
  columns: SlugColumns,
  slug: Translatable,
  clash: SlugClash,
  prefix: string,
  selfId?: number,
): Promise<void> {
  const errors = [];
  for (const language of LANGUAGES) {
    const value = slug[language];
    if (value === '') continue;
    const [taken] = await tx
      .select({ id: columns.id })
      .from(columns.table)
      .where(
        and(
          eq(columns[language], value),
          selfId === undefined ? undefined : ne(columns.id, selfId),
        ),
      )
      .limit(1);
    if (taken)
      errors.push({
        code: `${clash.area}:${clash.code}`,
        message: `Another ${clash.noun} already has the slug "${value}"`,
        context: `${prefix}slug.${language}`,
      });
  }
  if (errors.length > 0) throw new AppError(409, errors);
}

/** A race past `checkUniqueSlugs` meets the unique index: the same code, on `slug` as a whole. */
export function slugRaceToConflict(clash: SlugClash): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error))
      throw conflict(clash.area, clash.code, `Another ${clash.noun} already has this slug`, 'slug');
    throw error;
  };
}
