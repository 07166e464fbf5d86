import crypto from 'node:crypto';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
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
import { signInStepped } from './auth.js';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
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
 * tests that hold a request to a number of round trips. `clone` opens it, for
 * `useTestApp({ database: clone })`.
 */
export function recordingDatabase() {
  let recording: string[] | null = null;
  return {
    clone: () =>
      cloneTemplateDatabase({ logger: { logQuery: (query) => void recording?.push(query) } }),
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

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** A database to use instead of a fresh clone (closed with the app). */
  database?: Database;
  /** Extra routes a test needs, added before the app is sealed. */
  beforeReady?: (app: App) => void;
}

/** Builds the real app on a fresh clone of the template; `close()` drops it all. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
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

/** What `useTestApp()` hands a test file: its app, its database and the admin's headers. */
export interface TestApp {
  readonly app: App;
  readonly database: Database;
  /** `database.db`, the Drizzle handle. */
  readonly db: Database['db'];
  /** `authorization` headers of the seeded admin, signed in once for the file. */
  readonly admin: Record<string, string>;
}

/**
 * The preamble most integration files share. In the suite it is called in (the file, or a
 * `describe`), `beforeAll` builds the app on a fresh template clone and signs the seeded admin
 * in, and `afterAll` closes it. The object it returns reads them through getters, so a file's
 * top-level helpers (`const call = (…) => ctx.app.inject(…)`, `headers = ctx.admin`) can name it
 * and use it once the hook has run. Hooks a file adds after this call run after it (Vitest's
 * default `stack` order), and its `afterAll`s run before the app closes.
 *
 * Not a `test.extend` fixture, though Vitest 4.1 has file-scoped ones: a fixture's value reaches
 * only the context argument of a test or hook, so every test would destructure `{ app, admin }`
 * and hand them to each top-level helper, and a file's own `env` or clock would need a fixture
 * override; a getter object keeps the files as they read.
 *
 * `database` takes a function (the database is opened in the hook); `env` too, for values known
 * only once an earlier hook ran; `admin: false` leaves the admin signed out (a file that counts
 * sign-ins, or never needs one).
 */
export function useTestApp(
  options: Omit<TestAppOptions, 'database' | 'env'> & {
    database?: () => Promise<Database>;
    env?: Record<string, string> | (() => Record<string, string>);
    admin?: boolean;
  } = {},
): TestApp {
  let ctx: TestContext | undefined;
  let admin: Record<string, string> | undefined;
  beforeAll(async () => {
    const { database, env, admin: signInAdmin, ...rest } = options;
    ctx = await createTestApp({
      ...rest,
      ...(database ? { database: await database() } : {}),
      ...(env ? { env: typeof env === 'function' ? env() : env } : {}),
    });
    if (signInAdmin !== false) {
      // stepped up (REQ-STEP-1), so the file's money actions and grants pass: the step-up
      // itself is test/step-up.test.ts's
      admin = await signInStepped(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const built = (): TestContext => {
    if (!ctx)
      throw new Error('useTestApp: the app is built in beforeAll, read it in a hook or test');
    return ctx;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get db() {
      return built().database.db;
    },
    get admin() {
      built();
      if (!admin) throw new Error('useTestApp: signed in no admin ({ admin: false })');
      return admin;
    },
  };
}
