import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createPglite, pgliteLockFile } from '../core/db/database.js';
import { acquireDirectoryLock } from '../core/db/directory-lock.js';

/**
 * One file per backup. PostgreSQL: `pg_dump -Fc` (restored with `pg_restore`). PGlite: its data
 * directory as a gzipped tar (`dumpDataDir`), taken under the directory lock, so the server must
 * be stopped: PGlite serves one process at a time.
 */
export function defaultBackupFile(config: AppConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const extension = config.database.kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz';
  return path.resolve('backups', `backoffice-${stamp}.${extension}`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code})`)),
    );
  });
}

// pg_dump's custom format starts with these bytes; gzip with 1f 8b.
const isPgDump = (head: Buffer) => head.subarray(0, 5).toString('latin1') === 'PGDMP';
const isGzip = (head: Buffer) => head[0] === 0x1f && head[1] === 0x8b;

function readHead(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    return head;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A backup holds every investor's personal data and the password hashes, and the keys the
 * environment does not supply (docs/operations.md, "Keys and backups"): only the owner may
 * read it. The empty file is made 0600 before anything is written into it; pg_dump then
 * truncates and fills it without changing its mode.
 */
function createPrivateFile(file: string): void {
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    // a file left by an earlier failed run keeps its old mode through open(): set it
    fs.fchmodSync(fd, 0o600);
  } finally {
    fs.closeSync(fd);
  }
}

export async function backup(config: AppConfig, file: string): Promise<void> {
  // a folder this creates is the owner's alone too (an existing one is left as it is)
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written beside the target and renamed at the end: a failed backup leaves no partial file.
  const partial = `${file}.partial`;
  try {
    createPrivateFile(partial);
    if (config.database.kind === 'postgres') {
      await run('pg_dump', [
        '-Fc',
        '--no-owner',
        '--no-privileges',
        '-f',
        partial,
        config.database.url,
      ]);
    } else {
      const dataDir = config.database.dataDir;
      if (!fs.existsSync(dataDir)) throw new Error(`There is no database in ${dataDir}`);
      const lock = acquireDirectoryLock(pgliteLockFile(dataDir));
      try {
        const client = await createPglite(dataDir);
        try {
          const dump = await client.dumpDataDir('gzip');
          fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
        } finally {
          await client.close();
        }
      } finally {
        lock.release();
      }
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Brings a backup back over the configured database. PostgreSQL: `pg_restore --clean` drops and
 * recreates every object the dump holds, in one transaction. PGlite: the dump is unpacked into a
 * new directory and checked, and only then swapped in; the old directory is kept beside it.
 * Answers where the old PGlite directory went.
 */
export async function restore(config: AppConfig, file: string): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`No such backup file: ${file}`);
  const head = readHead(file);
  if (config.database.kind === 'postgres') {
    if (!isPgDump(head)) {
      throw new Error(`${file} is not a PostgreSQL backup (pg_dump -Fc); DATABASE_URL is set`);
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '-d',
      config.database.url,
      file,
    ]);
    return null;
  }
  if (!isGzip(head)) {
    throw new Error(
      `${file} is not a PGlite backup (a .tar.gz data directory); DATABASE_URL is unset`,
    );
  }
  const dataDir = config.database.dataDir;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = acquireDirectoryLock(pgliteLockFile(dataDir));
  try {
    const incoming = `${dataDir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const client = await createPglite(incoming, {
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    let previous: string | null = null;
    if (fs.existsSync(dataDir)) {
      previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, previous);
    }
    fs.renameSync(incoming, dataDir);
    return previous;
  } finally {
    lock.release();
  }
}
