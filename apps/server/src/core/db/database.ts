import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import {
  DatabaseUnreachableError,
  databaseHost,
  describeFailure,
  isDatabaseUnreachable,
} from './database-errors.js';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.js';

/** The one database type every repository takes: the same on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself; repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite }
  | { kind: 'postgres'; url: string };

// Migrations live next to the schema in src/db/migrations; the build copies them to dist/db/migrations.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../db/migrations', import.meta.url));

// node-postgres answers int8 (bigint, count(*)) as strings; PGlite answers numbers.
// Every count and id we use fits in a JS number, so parse int8 as a number on both.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric stays a string (money travels as a decimal string).

/**
 * Every PGlite this app opens (server, tests, ops CLI, backup/restore) loads pg_trgm: migration
 * 0012 creates the extension for the investor search's trigram indexes, and a data directory
 * that has it cannot be opened without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** PGlite.create with the app's extensions. */
export function createPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: PGLITE_EXTENSIONS });
}

/** The lock file beside a PGlite directory (`DATA_DIR/pglite.lock`). */
export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
}

export interface OpenOptions {
  /** sees every query (tests count round trips with it) */
  logger?: Logger;
  /** hears of a PostgreSQL connection that broke (a restart, a fail-over); the pool has dropped it */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a connection from the pool, a new one included. Without it a
 * database host that drops packets (a fail-over in progress) holds every request until the
 * operating system gives up on the connect, minutes later.
 */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

/**
 * node-postgres' pool, made to survive a connection that breaks: PostgreSQL restarting, failing
 * over, or ending sessions (`pg_terminate_backend`). A broken client emits `'error'`, and an
 * `'error'` with no listener ends the process; the pool listens only while a client is idle.
 * So every client gets a listener for its whole life, and a client that breaks while checked
 * out is handed back at once: drizzle's transaction does not release a client whose BEGIN
 * failed, and each such client would keep one of the pool's places for ever. The next request
 * gets a new connection. (docs/architecture.md, "The database connection".)
 */
class ResilientPool extends pg.Pool {
  private readonly checkedOut = new Map<pg.PoolClient, (error?: Error) => void>();

  constructor(config: pg.PoolConfig, onConnectionError: (error: Error) => void) {
    super(config);
    // an idle client broke: the pool has already removed it
    this.on('error', (error) => onConnectionError(error));
    this.on('connect', (client) => {
      client.on('error', (error) => {
        const release = this.checkedOut.get(client as pg.PoolClient);
        if (!release) return; // idle: the pool's own listener reported it above
        onConnectionError(error);
        release(error);
      });
    });
  }

  // drizzle asks for a client with the promise form; the callback form is the pool's own
  // `query`, which releases a broken client itself
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        this.checkedOut.delete(client);
        release(error);
      };
      this.checkedOut.set(client, once);
      client.release = once;
      return client;
    });
  }
}

/**
 * Session settings of every PostgreSQL connection the server opens. No parallel workers: the
 * back-office sends small indexed statements, many at once; a worker process that one request
 * starts takes the core the others queue for. At a million orders the investor search's capped
 * count ran on two workers, and ten clients got a third of the answers they got without them
 * (docs/performance.md, "At scale"). A DATABASE_URL's own `options` parameter replaces this.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export async function openDatabase(
  target: DatabaseTarget,
  { logger, onConnectionError = () => undefined }: OpenOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new ResilientPool(
      {
        connectionString: target.url,
        max: 10,
        options: POSTGRES_SESSION_OPTIONS,
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
        // a peer that vanished without closing (a fail-over) is noticed by the socket itself
        keepAlive: true,
      },
      onConnectionError,
    );
    const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        if (await migrationsPending(db)) {
          await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  let lock: DirectoryLock | undefined;
  let client: PGlite;
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    lock = acquireDirectoryLock(pgliteLockFile(target.dataDir));
    try {
      client = await createPglite(target.dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = target.client;
  }
  const pgliteDb = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Whether any migration is newer than the last one applied (drizzle's own rule). Checked first
 * because drizzle's migrate always begins with CREATE SCHEMA, which needs the CREATE privilege:
 * a server running as a role without DDL rights (docs/operations.md) starts when nothing is due.
 */
export async function migrationsPending(db: Db): Promise<boolean> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return true;
  const [last] = await queryRows<{ createdAt: string | number | null }>(
    db,
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  );
  const applied = Number(last?.createdAt ?? 0);
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).some(
    (migration) => migration.folderMillis > applied,
  );
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Start-up with the database not reachable yet (it starts beside the server, or fails over):
 * ping it with a growing pause between tries, told once through `onWait`, until `giveUpAfterMs`
 * has passed; then a DatabaseUnreachableError, whose one-line message names the host. An
 * error that is not about reaching it (a wrong password, a missing database) is thrown at once.
 */
export async function waitUntilReachable(
  database: Pick<Database, 'ping'>,
  url: string,
  giveUpAfterMs: number,
  onWait: (message: string) => void,
): Promise<void> {
  const started = Date.now();
  let pause = 250;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.ping();
      return;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      const waited = Date.now() - started;
      if (waited >= giveUpAfterMs) {
        throw new DatabaseUnreachableError(databaseHost(url), waited, error);
      }
      if (attempt === 1) {
        onWait(
          `The database at ${databaseHost(url)} is not reachable (${describeFailure(error)}); ` +
            `trying again for up to ${Math.round(giveUpAfterMs / 1000)} s`,
        );
      }
      await sleep(Math.min(pause, giveUpAfterMs - waited));
      pause = Math.min(pause * 2, 5_000);
    }
  }
}
