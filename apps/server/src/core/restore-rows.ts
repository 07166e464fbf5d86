import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './db/database.js';

/**
 * The stored rows of a deleted record and of everything its delete cascades to, as the
 * delete's audit entry keeps them (under `RESTORE_ROWS_KEY`) so an undo can put them back
 * (decision 0005). Each row is PostgreSQL's own text form of the row (`t::text`): it reads
 * back into the same values, numeric amounts, JSON documents and timestamps included, with no
 * round trip through JavaScript numbers.
 */
export interface CapturedRows {
  /** tables in insert order: a table before every table whose foreign key points at it */
  tables: { table: string; rows: string[] }[];
}

interface CascadeKey {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The single-column `ON DELETE CASCADE` foreign keys of the public schema: what a delete takes
 * with it. Read from the catalogue on each capture (a handful of rows), so a new table with a
 * cascading key is captured without declaring anything.
 */
async function cascadeKeys(tx: DbOrTx): Promise<CascadeKey[]> {
  return queryRows<CascadeKey>(
    tx,
    sql`select child.relname as "child", ca.attname as "childColumn",
               parent.relname as "parent", pa.attname as "parentColumn"
          from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
          join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
          join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
         where c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1
         order by child.relname, ca.attname`,
  );
}

/** The row `id` of `table` and, key by key, every row a delete of it would cascade to. */
export async function captureRows(tx: DbOrTx, table: PgTable, id: number): Promise<CapturedRows> {
  const root = getTableConfig(table).name;
  const keys = await cascadeKeys(tx);
  const rowsByTable = new Map<string, Set<string>>();
  const [first] = await queryRows<{ row: string }>(
    tx,
    sql`select t::text as "row" from ${sql.raw(quoteIdent(root))} t where t.id = ${id}`,
  );
  if (!first) return { tables: [] };
  rowsByTable.set(root, new Set([first.row]));
  // breadth first from the record: each level's rows find the next level's by their keys
  let level: { table: string; rows: string[] }[] = [{ table: root, rows: [first.row] }];
  for (let depth = 0; level.length > 0 && depth < 16; depth += 1) {
    const next: { table: string; rows: string[] }[] = [];
    for (const { table: parent, rows } of level) {
      for (const key of keys.filter((k) => k.parent === parent)) {
        const found = await queryRows<{ row: string }>(
          tx,
          sql`select c::text as "row" from ${sql.raw(quoteIdent(key.child))} c
               where c.${sql.raw(quoteIdent(key.childColumn))} in (
                 select (r::${sql.raw(quoteIdent(parent))}).${sql.raw(quoteIdent(key.parentColumn))}
                   from jsonb_array_elements_text(${JSON.stringify(rows)}::jsonb) r)`,
        );
        const seen = rowsByTable.get(key.child) ?? new Set<string>();
        const fresh = found.map((f) => f.row).filter((row) => !seen.has(row));
        if (fresh.length === 0) continue;
        for (const row of fresh) seen.add(row);
        rowsByTable.set(key.child, seen);
        next.push({ table: key.child, rows: fresh });
      }
    }
    level = next;
  }
  return { tables: insertOrder(rowsByTable, keys) };
}

/** Parents before children among the captured tables (a self-reference does not count). */
function insertOrder(rowsByTable: Map<string, Set<string>>, keys: CascadeKey[]) {
  const pending = new Set(rowsByTable.keys());
  const ordered: { table: string; rows: string[] }[] = [];
  while (pending.size > 0) {
    const ready = [...pending].find((table) =>
      keys.every((k) => k.child !== table || k.parent === table || !pending.has(k.parent)),
    );
    // a cycle between two tables cannot be ordered by keys: keep discovery order for the rest
    const take = ready ?? ([...pending][0] as string);
    pending.delete(take);
    ordered.push({ table: take, rows: [...(rowsByTable.get(take) ?? [])] });
  }
  return ordered;
}

/**
 * Inserts captured rows again with their own ids (`OVERRIDING SYSTEM VALUE`: the identity
 * sequences are always past them). Generated columns are left to the database. Throws the
 * database's error: a unique (23505) or foreign-key (23503) violation means the world moved on.
 */
export async function insertCapturedRows(tx: DbOrTx, captured: CapturedRows): Promise<void> {
  for (const { table, rows } of captured.tables) {
    const columns = await queryRows<{ name: string }>(
      tx,
      sql`select attname as "name" from pg_attribute
           where attrelid = ${quoteIdent(table)}::regclass and attnum > 0
             and not attisdropped and attgenerated = ''
           order by attnum`,
    );
    const list = columns.map((c) => quoteIdent(c.name)).join(', ');
    const picked = columns.map((c) => `(x.r).${quoteIdent(c.name)}`).join(', ');
    await tx.execute(
      sql`insert into ${sql.raw(quoteIdent(table))} (${sql.raw(list)}) overriding system value
          select ${sql.raw(picked)}
            from (select e::${sql.raw(quoteIdent(table))} as r
                    from jsonb_array_elements_text(${JSON.stringify(rows)}::jsonb) e) x`,
    );
  }
}

/** Whether an audit entry's value is what `captureRows` recorded (older deletes have none). */
export function isCapturedRows(value: unknown): value is CapturedRows {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as CapturedRows).tables) &&
    (value as CapturedRows).tables.every(
      (t) => typeof t.table === 'string' && Array.isArray(t.rows),
    )
  );
}
