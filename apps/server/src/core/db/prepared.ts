import { sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';

const dialect = new PgDialect();

/**
 * A value of a prepared statement, given by name when it runs (`preparedStatement`), as the
 * driver takes it: a timestamp as ISO text, jsonb as JSON text (no column encoder maps it).
 */
export const value = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** `expression as "name"`: a column a prepared statement answers under its own name. */
export const as = (expression: SQLWrapper, name: string): SQL.Aliased =>
  sql`${expression}`.as(name);

/**
 * A statement of a path that runs thousands of times in one request (a bank statement's batch):
 * drizzle builds its text once, on its first run, with `value(name)` where each run's values go,
 * and PostgreSQL parses and plans it once a connection (a named prepared statement; PGlite, which
 * has one connection, just runs it). Building a statement cost the batch a third of the server's
 * time (docs/performance.md, bench:reconcile). Its rows come as PostgreSQL names their columns:
 * a statement answers its columns `as(…, "camelCaseName")`, and a timestamp comes as text.
 * The name must be unique to the statement's text: pg refuses one name for two texts.
 */
export function preparedStatement<Row extends Record<string, unknown>>(
  name: string,
  build: (db: DbOrTx) => SQLWrapper,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build(db).getSQL());
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
