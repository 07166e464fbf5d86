import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Column, and, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import Big from 'big.js';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  businessDateTimeText,
  businessWallClock,
  EXPORT_TOTAL_HEADER,
  errorResponseSchema,
  exportQueryParamsSchema,
  type AreaColumns,
  type AreaText,
  type ExportFormat,
  type ExportQueryParams,
  type Language,
  type PermissionName,
  type Translatable,
} from '@backoffice/contract';
import { recordAudit } from './audit.js';
import { actorOf } from './crud.js';
import { queryRows, type Db } from './db/database.js';
import { requestLanguage } from './http/language.js';
import {
  bad,
  parseListQuery,
  tieBreakerDirection,
  pageRowsOf,
  type FetchedPage,
  type ListDefinition,
  type ParsedListQuery,
} from './list-query/index.js';

/**
 * "Export any list" (REQ-EXPORT-1, REQ-EXPORT-2):
 * `GET /api/admin/{area}/export?format=xlsx|csv&columns=…` followed by the list's own query. An
 * area's descriptor declares its columns (keys and headers) and its `ListExport` their cells; the rows come from the same `fetchPage` its
 * list uses, so an export is exactly what the list shows.
 */

export type ExportCell = string | number | boolean | null;

/** How one column's cells are written: the server's own part of a column. */
export interface ExportCellOf<T> {
  /**
   * money: a number with the PLN format in XLSX, the decimal string in CSV; date: an ISO instant
   * (shown in Warsaw's time); day: a calendar date `YYYY-MM-DD` (no time, no zone)
   */
  kind?: 'text' | 'money' | 'date' | 'day' | 'number' | 'boolean';
  value: (item: T, language: Language) => ExportCell;
  /**
   * The file's header when it is not the list's: a list column split in the file (`followedBy`)
   * names only its own part ("Offer", then "Series", where the list says "Offer / series").
   */
  header?: AreaText;
}

export interface ExportColumn<T> extends ExportCellOf<T> {
  /** the column's key in the area's `columns` (the web's column chooser sends the visible ones) */
  key: string;
  header: AreaText;
  /**
   * Columns the file writes right after this one when it is picked: a list shows the investor
   * and their e-mail in one cell, while an accountant filters and sorts them apart.
   */
  followedBy?: readonly ExportColumn<T>[];
  /** the area's `totals` column: the file's totals row sums it (REQ-FINLIST-3) */
  summed?: boolean;
}

export interface ListExport<T> {
  /** `admin:<area>:export`, and the audit entry's entity id */
  area: string;
  /** the file's name without extension */
  fileName: string;
  list: ListDefinition;
  columns: readonly ExportColumn<T>[];
  /** the list's own page query: rows in `q.orderBy`, matching `q.where` (edges, if any, unread) */
  fetchPage: (db: Db, q: ParsedListQuery) => Promise<FetchedPage<T>>;
}

/** A translated text in the language asked, the Polish one when that is empty. */
export const localized = (text: Translatable, language: Language) => text[language] || text.pl;

/**
 * An area's export columns: the keys, order and headers its descriptor declares (`columns`,
 * the same words as its web list's headers, REQ-EXPORT-1), each with the cell the service
 * gives it. A key the descriptor lacks, or a declared key left without a cell, fails `tsc`.
 */
export function exportColumns<Columns extends AreaColumns, T>(
  area: { columns?: Columns; totals?: string | undefined },
  cells: { [Key in keyof Columns]: ExportCellOf<T> & { followedBy?: ExportColumn<T>[] } },
): ExportColumn<T>[] {
  return Object.entries(area.columns ?? {}).map(([key, { header }]) => ({
    key,
    header,
    ...(cells[key as keyof Columns] as ExportCellOf<T>),
    ...(key === area.totals ? { summed: true } : {}),
  }));
}

/** A cell split off a list column into a column of its own in the file (`followedBy`). */
export function splitColumn<T>(
  key: string,
  header: AreaText,
  cell: ExportCellOf<T>,
): ExportColumn<T> {
  return { key, header, ...cell };
}

/* The cell shapes the lists share (REQ-EXPORT-1): one definition each, so an area's export only
 * names its getters. */
export function textCell<T>(
  value: (item: T, language: Language) => string | null,
): ExportCellOf<T> {
  return { value };
}

/** A translatable field, in the request's language. */
export function translatedCell<T>(text: (item: T) => Translatable): ExportCellOf<T> {
  return { value: (item, language) => localized(text(item), language) };
}

export function numberCell<T>(value: (item: T) => number | null): ExportCellOf<T> {
  return { kind: 'number', value };
}

/** Yes / no in the request's language. */
export function booleanCell<T>(value: (item: T) => boolean): ExportCellOf<T> {
  return { kind: 'boolean', value };
}

/** An ISO instant (or date), shown in Warsaw's time. */
export function dateCell<T>(value: (item: T) => string | null): ExportCellOf<T> {
  return { kind: 'date', value };
}

/** A calendar date (`YYYY-MM-DD`): a date cell in XLSX, the same text in CSV. */
export function dayCell<T>(value: (item: T) => string | null): ExportCellOf<T> {
  return { kind: 'day', value };
}

/** A decimal string: a PLN-formatted number in XLSX, the plain decimal in CSV. */
export function moneyCell<T>(value: (item: T) => string | null): ExportCellOf<T> {
  return { kind: 'money', value };
}

/** The `position` of the ordered content lists. */
export const positionCell = <T extends { position: number }>(): ExportCellOf<T> =>
  numberCell((item) => item.position);

/** Rows read per batch: one keyset query for the ids, one `fetchPage` for the rows. */
export const EXPORT_BATCH = 1000;
/**
 * Rows written between two turns of the event loop, so that the list requests arriving during
 * an export wait for a slice, not a batch (REQ-EXPORT-2). The export takes longer, since the
 * list requests get their turns first; the figures per slice size are in docs/performance.md
 * ("History moved from code comments").
 */
const ROWS_PER_TURN = 25;

const YES_NO = { pl: ['Tak', 'Nie'], en: ['Yes', 'No'] } as const;
/** Excel shows the amount as `1 234,50 zł` in a Polish locale and `1,234.50 zł` elsewhere. */
export const PLN_FORMAT = '#,##0.00 "zł"';
/** Every date of the product reads day/month/year, in both languages (REQ-FINLIST-3). */
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const DAY_FORMAT = 'dd/mm/yyyy';
/** The label of the totals row under the rows (REQ-FINLIST-3). */
const TOTAL_LABEL = { pl: 'Razem', en: 'Total' } as const;
/**
 * CSV as a spreadsheet in the reader's locale opens it without an import dialog: a Polish
 * Excel splits on `;` and reads `1234,50` as a number; an English one splits on `,` and reads
 * `1234.50` (REQ-FINLIST-3).
 */
const CSV_STYLE = {
  pl: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const;
/** An instant as Warsaw's wall-clock text (`2026-01-31 14:05:00`). */
export const warsawDateTime = (iso: string) => {
  const c = businessWallClock(new Date(iso));
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
};

/** `2026-01-31` as `31/01/2026`. */
const dayText = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/** An instant as the files show it: `31/01/2026 14:05`, Warsaw's wall-clock time. */
export const warsawDateText = (iso: string) => businessDateTimeText(new Date(iso));

/** The columns asked for (`columns=a,b`), in the order given; every column when left out. */
export function pickColumns<T>(
  columns: readonly ExportColumn<T>[],
  asked: string | undefined,
): ExportColumn<T>[] {
  const withSplits = (picked: readonly ExportColumn<T>[]) =>
    picked.flatMap((c) => [c, ...(c.followedBy ?? [])]);
  if (asked === undefined || asked.trim() === '') return withSplits(columns);
  const keys = [...new Set(asked.split(',').map((key) => key.trim()))].filter(Boolean);
  return withSplits(
    keys.map((key) => {
      const column = columns.find((c) => c.key === key);
      if (!column) throw bad('columns', `Unknown column "${key}"`);
      return column;
    }),
  );
}

/**
 * The sum of the area's `totals` column over the rows written (decimal, never a float), for
 * the totals row under them; a list without one has no totals row (`active`).
 */
class ColumnSums<T> {
  private readonly sums: (Big | null)[];
  readonly active: boolean;
  constructor(private readonly columns: readonly ExportColumn<T>[]) {
    this.sums = columns.map((c) => (c.summed ? new Big(0) : null));
    this.active = this.sums.some((sum) => sum !== null);
  }
  add(cells: readonly ExportCell[]) {
    cells.forEach((cell, i) => {
      const sum = this.sums[i];
      if (sum && cell !== null && cell !== '') this.sums[i] = sum.plus(String(cell));
    });
  }
  /** The totals row: the label in the first column that is not summed, the sums in theirs. */
  row(language: Language): ExportCell[] {
    const labelAt = Math.max(
      0,
      this.sums.findIndex((sum) => sum === null),
    );
    return this.columns.map((_, i) => {
      const sum = this.sums[i];
      if (sum) return sum.toFixed(2);
      return i === labelAt ? TOTAL_LABEL[language] : null;
    });
  }
}

/** A sort key: its expression, direction, and whether it can be null (a NOT NULL column cannot). */
interface SortKey {
  expr: PgColumn | SQL;
  asc: boolean;
  nullable: boolean;
}

/**
 * The condition "after the row whose sort keys are `last`" for the applied order plus the
 * tie-breaker, nulls where PostgreSQL puts them (last when ascending, first when descending).
 * The keys travel as text and are compared as their column's type, so a timestamp keeps its
 * microseconds. When the first key cannot be null, a plain bound on it (`date <= $1`) comes
 * first: it is what lets PostgreSQL start its index scan at the last row instead of reading
 * past every row already exported (the OR alone would make each batch cost more than the last).
 */
function afterKeys(keys: SortKey[], last: (string | null)[]) {
  const branches: SQL[] = [];
  for (const [i, { expr, asc, nullable }] of keys.entries()) {
    const equalBefore = keys.slice(0, i).map(({ expr: before }, j) => {
      const value = last[j] ?? null;
      return value === null ? sql`${before} is null` : sql`${before} = ${value}`;
    });
    const value = last[i] ?? null;
    let after: SQL | null;
    if (asc) {
      if (value === null) after = null;
      else
        after = nullable ? sql`(${expr} > ${value} or ${expr} is null)` : sql`${expr} > ${value}`;
    } else after = value === null ? sql`${expr} is not null` : sql`${expr} < ${value}`;
    if (after) branches.push(sql`(${sql.join([...equalBefore, after], sql` and `)})`);
  }
  const after = branches.length > 0 ? sql`(${sql.join(branches, sql` or `)})` : sql`false`;
  const first = keys[0];
  const firstValue = last[0] ?? null;
  if (!first || first.nullable || firstValue === null || keys.length === 1) return after;
  const bound = first.asc
    ? sql`${first.expr} >= ${firstValue}`
    : sql`${first.expr} <= ${firstValue}`;
  return sql`${bound} and ${after}`;
}

const isNullable = (expr: PgColumn | SQL) => !(is(expr, Column) && expr.notNull);

/** Every row of the list query, batch by batch, by keyset (no OFFSET over what was read). */
export async function* exportRows<T>(
  db: Db,
  def: ListExport<T>,
  parsed: ParsedListQuery,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  const list = def.list;
  const exprs: SortKey[] = [
    ...parsed.appliedOrder.map(({ direction }, i) => {
      const expr = parsed.sortExprs[i] as PgColumn | SQL;
      return { expr, asc: direction === 'ASC', nullable: isNullable(expr) };
    }),
    // the same direction the list's own order gives it (parseListQuery)
    {
      expr: list.tieBreaker,
      asc: tieBreakerDirection(list, parsed.appliedOrder) === 'ASC',
      nullable: isNullable(list.tieBreaker),
    },
  ];
  const keyColumns = sql.join(
    exprs.map(({ expr }, i) => sql`(${expr})::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  let last: (string | null)[] | null = null;
  for (;;) {
    const where = and(parsed.where, last ? afterKeys(exprs, last) : undefined);
    const keys: Record<string, string | null>[] = await queryRows<Record<string, string | null>>(
      db,
      sql`select ${keyColumns} from ${list.table} ${where ? sql`where ${where}` : sql``} order by ${sql.join(parsed.orderBy, sql`, `)} limit ${batchSize}`,
    );
    if (keys.length === 0) return;
    const idIndex = exprs.length - 1;
    const ids = keys.map((row) => Number(row[`k${idIndex}`]));
    const page = await def.fetchPage(db, {
      ...parsed,
      where: inArray(list.tieBreaker, ids),
      limit: ids.length,
      offset: 0,
    });
    yield pageRowsOf(page).items;
    if (keys.length < batchSize) return;
    const lastRow = keys[keys.length - 1];
    last = exprs.map((_, i) => lastRow?.[`k${i}`] ?? null);
  }
}

/** A date cell shows Warsaw's wall-clock time: Excel dates have no zone, so it is shifted. */
export function warsawDate(iso: string): Date {
  return new Date(`${warsawDateTime(iso).replace(' ', 'T')}Z`);
}

function xlsxValue(column: ExportColumn<unknown>, value: ExportCell, language: Language) {
  if (value === null || value === '') return null;
  switch (column.kind) {
    case 'money':
    case 'number':
      return Number(value);
    case 'date':
      return warsawDate(String(value));
    case 'day':
      // a calendar day has no zone: midnight of that day, shown as the day
      return new Date(`${String(value)}T00:00:00Z`);
    case 'boolean':
      return value ? YES_NO[language][0] : YES_NO[language][1];
    default:
      return value;
  }
}

/**
 * A CSV field: quoted when it must be; text that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) gets a leading apostrophe (CSV injection).
 */
export function csvField(
  column: Pick<ExportColumn<unknown>, 'kind'>,
  value: ExportCell,
  language: Language,
): string {
  if (value === null) return '';
  const style = CSV_STYLE[language];
  let text: string;
  if (column.kind === 'date') text = warsawDateText(String(value));
  else if (column.kind === 'day') text = dayText(String(value));
  else if (column.kind === 'boolean') text = value ? YES_NO[language][0] : YES_NO[language][1];
  else if (column.kind === 'money' || column.kind === 'number')
    text = String(value).replace('.', style.decimal);
  else text = String(value);
  if ((column.kind ?? 'text') === 'text' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  const mustQuote = new RegExp(`["${style.separator}\\r\\n]`);
  return mustQuote.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function writeRespectingBackpressure(out: Writable, chunk: string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Streams the rows into `out` as the format asks; stops early when `cancelled()` says so. */
export async function writeExport<T>(
  out: PassThrough,
  options: {
    db: Db;
    def: ListExport<T>;
    parsed: ParsedListQuery;
    columns: ExportColumn<T>[];
    format: ExportFormat;
    language: Language;
    cancelled: () => boolean;
    batchSize?: number;
  },
): Promise<void> {
  const { db, def, parsed, columns, format, language, cancelled } = options;
  const headers = columns.map((c) => c.header[language]);
  const batches = exportRows(db, def, parsed, options.batchSize);
  const sums = new ColumnSums(columns);
  const cellsOf = (item: T) => columns.map((c) => c.value(item, language));
  if (format === 'csv') {
    const { separator } = CSV_STYLE[language];
    const line = (cells: readonly ExportCell[], kinds = columns) =>
      `${cells.map((cell, i) => csvField(kinds[i] ?? {}, cell, language)).join(separator)}\r\n`;
    // the BOM makes Excel read the file as UTF-8
    await writeRespectingBackpressure(out, `\uFEFF${line(headers, [])}`);
    for await (const rows of batches) {
      if (cancelled()) return;
      let chunk = '';
      for (const [i, item] of rows.entries()) {
        const cells = cellsOf(item);
        sums.add(cells);
        chunk += line(cells);
        // other requests run between slices of the batch, not only between batches
        if ((i + 1) % ROWS_PER_TURN === 0) await nextTurn();
      }
      await writeRespectingBackpressure(out, chunk);
      await nextTurn();
    }
    if (sums.active) await writeRespectingBackpressure(out, line(sums.row(language)));
    out.end();
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(def.fileName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: c.kind === 'date' ? 20 : c.kind === 'money' || c.kind === 'day' ? 16 : 24,
    ...(c.kind === 'money' ? { style: { numFmt: PLN_FORMAT } } : {}),
    ...(c.kind === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(c.kind === 'day' ? { style: { numFmt: DAY_FORMAT } } : {}),
  }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const rows of batches) {
    if (cancelled()) return;
    for (const [i, item] of rows.entries()) {
      const cells = cellsOf(item);
      sums.add(cells);
      sheet
        .addRow(
          cells.map((cell, j) => xlsxValue(columns[j] as ExportColumn<unknown>, cell, language)),
        )
        .commit();
      written += 1;
      if ((i + 1) % ROWS_PER_TURN === 0) await nextTurn();
    }
    if (out.writableNeedDrain) await once(out, 'drain');
    await nextTurn();
  }
  // the filter covers the header and the rows, not the totals row under them
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: written + 1, column: Math.max(1, columns.length) },
  };
  if (sums.active) {
    const totals = sheet.addRow(
      sums
        .row(language)
        .map((cell, j) => (columns[j]?.kind === 'money' && cell !== null ? Number(cell) : cell)),
    );
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** How many rows the export will hold (exact: the client's progress bar divides by it). */
async function countRows(db: Db, def: ListDefinition, where: SQL | undefined) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${def.table} ${where ? sql`where ${where}` : sql``}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Registers `GET ${path}/export` for a list area: behind `admin:<area>:export`, audited
 * (`list.export`, with the filters, order, format and columns) before the first byte.
 * `exportOf` may depend on the request (a list whose definition does).
 */
export function registerExportRoute<T>(
  app: FastifyInstance,
  options: {
    path: string;
    tag: string;
    noun: string;
    permission: PermissionName;
    /** query parameters the list takes besides the list query (users' `onlyAdmin`) */
    extraQuery?: z.ZodObject;
    exportOf: (request: FastifyRequest) => ListExport<T>;
  },
): void {
  app.get(
    `${options.path}/export`,
    {
      config: { permission: options.permission },
      schema: {
        tags: [options.tag],
        summary: `Export the ${options.noun} list (every row the list query selects) as XLSX or CSV; the ${EXPORT_TOTAL_HEADER} header says how many rows follow`,
        querystring: options.extraQuery
          ? exportQueryParamsSchema.extend(options.extraQuery.shape)
          : exportQueryParamsSchema,
        produces: [CONTENT_TYPES.xlsx, CONTENT_TYPES.csv],
        // crud-routes registers this route, so its `errorResponses` cannot be imported here
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query as ExportQueryParams;
      const def = options.exportOf(request);
      const db = app.deps.database.db;
      const language = requestLanguage(request);
      const listed = parseListQuery(def.list, { ...query, language });
      // the picked rows: the list's filters still apply, narrowed to those ids
      const ids = query.ids?.split(',').map(Number);
      const parsed = ids
        ? { ...listed, where: and(listed.where, inArray(def.list.tieBreaker, ids)) }
        : listed;
      const columns = pickColumns(def.columns, query.columns);
      const total = await countRows(db, def.list, parsed.where);
      await db.transaction((tx) =>
        recordAudit(tx, actorOf(request), {
          action: 'list.export',
          entityType: 'list',
          entityId: def.area,
          after: {
            area: def.area,
            format: query.format,
            filters: parsed.activeFilters,
            order: parsed.appliedOrder,
            columns: columns.map((c) => c.key),
            ...(ids ? { ids } : {}),
            rows: total,
          },
        }),
      );
      const out = new PassThrough({ highWaterMark: 256 * 1024 });
      let closed = false;
      reply.raw.on('close', () => {
        closed = true;
      });
      const stamp = new Date().toISOString().slice(0, 10);
      void writeExport(out, {
        db,
        def,
        parsed,
        columns,
        format: query.format,
        language,
        cancelled: () => closed,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', CONTENT_TYPES[query.format])
        .header(
          'content-disposition',
          `attachment; filename="${def.fileName}-${stamp}.${query.format}"`,
        )
        .header('cache-control', 'no-store')
        .header(EXPORT_TOTAL_HEADER, String(total))
        .send(out as never);
    },
  );
}
