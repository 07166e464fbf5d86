import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPglite, openDatabase, type Database } from '../src/core/db/database.js';
import { faq } from '../src/modules/faq/schema.js';
import { requireFreshBuild, SERVER_ENTRY } from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

const kind = testDatabaseKind();
const BACKUP_CLI = path.join(path.dirname(SERVER_ENTRY), 'ops/cli.js');

let tmp: string;
let env: Record<string, string>;
let open: () => Promise<Database>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  requireFreshBuild();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-'));
  if (kind === 'postgres') {
    const clone = await clonePostgresTemplate();
    env = { DATABASE_URL: clone.url };
    open = () => openDatabase({ kind: 'postgres', url: clone.url });
    cleanup = clone.drop;
  } else {
    // DATA_DIR/pglite starts as the run's migrated, seeded template
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir);
    const client = await createPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
    });
    await client.close();
    env = { DATA_DIR: dataDir };
    open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanup = async () => {};
  }
});
afterAll(async () => {
  await cleanup?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The backup command as `npm run backup` / `npm run restore` run it, on the built server. */
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [BACKUP_CLI, ...args], {
    cwd: tmp,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const entry = (text: string) => ({
  position: 1,
  question: { pl: text, en: text },
  answer: { pl: text, en: text },
});

const questions = (database: Database) =>
  database.db
    .select({ question: faq.question })
    .from(faq)
    .then((rows) => rows.map((row) => row.question.pl).sort());

describe(`backup and restore on ${kind}`, () => {
  it('a backup, then changes, then a restore brings back the data as it was at the backup', async () => {
    await withDatabase((database) => database.db.insert(faq).values(entry('kept by the backup')));
    const file = path.join(tmp, 'nightly.backup');

    const backedUp = cli('backup', file);
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    await withDatabase(async (database) => {
      await database.db.insert(faq).values(entry('written after the backup'));
      await database.db.delete(faq).where(eq(faq.question, entry('kept by the backup').question));
      expect(await questions(database)).toEqual(['written after the backup']);
    });

    const restored = cli('restore', file);
    expect(restored.status, restored.output).toBe(0);

    await withDatabase(async (database) => {
      expect(await questions(database)).toEqual(['kept by the backup']);
      // the rest came back too: the seeded admin can be found
      const admins = await database.db.query.users.findMany({ columns: { email: true } });
      expect(admins.map((user) => user.email)).toContain('admin@example.com');
    });
    if (kind === 'pglite') {
      // the replaced directory is kept, not deleted
      const kept = fs
        .readdirSync(String(env.DATA_DIR))
        .filter((name) => name.includes('before-restore'));
      expect(kept).toHaveLength(1);
    }
  }, 120_000);

  it('writes a backup only its owner can read (0600), in a folder of its own (0700)', async () => {
    // the backup holds the users' personal data, password hashes and the keys not set in the
    // environment: a world-readable file let any local account forge a super admin's token
    const backedUp = cli('backup');
    expect(backedUp.status, backedUp.output).toBe(0);
    const folder = path.join(tmp, 'backups');
    const [name] = fs.readdirSync(folder);
    expect(name).toMatch(/^backoffice-/);
    expect(fs.statSync(path.join(folder, String(name))).mode & 0o777).toBe(0o600);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    // a named file too, even where a failed run left a readable partial file behind
    const file = path.join(tmp, 'named.backup');
    fs.writeFileSync(`${file}.partial`, 'left over', { mode: 0o644 });
    fs.chmodSync(`${file}.partial`, 0o644);
    const named = cli('backup', file);
    expect(named.status, named.output).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('refuses a file of the other database kind, and leaves the data alone', async () => {
    const wrong = path.join(tmp, 'wrong.backup');
    fs.writeFileSync(wrong, kind === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP');
    const restored = cli('restore', wrong);
    expect(restored.status).toBe(1);
    expect(restored.output).toMatch(
      kind === 'postgres' ? /not a PostgreSQL backup/ : /not a PGlite backup/,
    );
    await withDatabase(async (database) => {
      expect(await questions(database)).toEqual(['kept by the backup']);
    });
  });

  it.skipIf(kind !== 'pglite')(
    'on PGlite, refuses to run while a server holds the directory',
    async () => {
      await withDatabase(async () => {
        const result = cli('backup', path.join(tmp, 'while-running.backup'));
        expect(result.status).toBe(1);
        expect(result.output).toMatch(
          /already in use by another process[\s\S]*Stop the server first/,
        );
      });
    },
  );
});
