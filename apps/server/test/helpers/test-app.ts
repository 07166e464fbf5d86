import crypto from 'node:crypto';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
// brings the request.user / registeredRoutes declarations into the test program
import type {} from '../../src/core/auth/auth-plugin.js';
import type { Clock } from '../../src/core/clock.js';
import {
  createPglite,
  openDatabase,
  type Database,
  type OpenOptions,
} from '../../src/core/db/database.js';
import {
  requireTestDatabaseUrl,
  testConfig,
  testDatabaseKind,
  withDatabaseName,
} from './test-config.js';

/** A PostgreSQL database cloned from the run's template: its URL, and `drop()` to remove it. */
export async function clonePostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = requireTestDatabaseUrl();
  const name = `${inject('postgresTemplateName')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
  await admin.end();
  return {
    url: withDatabaseName(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // FORCE only when a killed server's sessions linger: forcing at once would also cut
      // connections of our own pool that are still closing, and their error goes uncaught.
      await dropper
        .query(`DROP DATABASE IF EXISTS "${name}"`)
        .catch(() => dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await dropper.end();
    },
  };
}

/** A database cloned from the run's migrated, seeded template. */
export async function cloneTemplateDatabase(options: OpenOptions = {}): Promise<Database> {
  if (testDatabaseKind() === 'postgres') {
    const clone = await clonePostgresTemplate();
    const database = await openDatabase({ kind: 'postgres', url: clone.url }, options);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        await clone.drop();
      },
    };
  }
  return openDatabase({ kind: 'pglite-instance', client: await cloneTemplatePglite() }, options);
}

/**
 * A template clone that records the statements the app sends while `sentDuring` runs: for
 * tests that hold a request to a number of round trips.
 */
export async function cloneRecordingDatabase() {
  let recording: string[] | null = null;
  const database = await cloneTemplateDatabase({
    logger: { logQuery: (query) => void recording?.push(query) },
  });
  return {
    database,
    async sentDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await run(), statements };
      } finally {
        recording = null;
      }
    },
  };
}

/** A PGlite instance loaded from the run's template (whatever TEST_DB says). */
async function cloneTemplatePglite(): Promise<PGlite> {
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  return createPglite(undefined, { loadDataDir: blob });
}

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** Builds the real app on a fresh clone of the template; `close()` drops it all. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** A database to use instead of a fresh clone (closed with the app). */
    database?: Database;
    /** Extra routes a test needs, added before the app is sealed. */
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await cloneTemplateDatabase());
  const app = await buildApp(testConfig(options.env), {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
