import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from './directory-lock.js';
import { DatabaseLockedError } from './database-errors.js';
import { openDatabase } from './database.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite directory lock', () => {
  it('a second open of the same PGlite directory fails at once with a clear message', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const started = Date.now();
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        /already in use by another process/,
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await first.close();
    }
    // released on close: opening again works
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 60_000);

  it('refuses a lock held by another live process', async () => {
    const lockFile = path.join(tempDir(), 'pglite.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockFile, String(child.pid));
      expect(() => acquireDirectoryLock(lockFile)).toThrow(DatabaseLockedError);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const lockFile = path.join(tempDir(), 'pglite.lock');
    fs.writeFileSync(lockFile, '999999999');
    const lock = acquireDirectoryLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock bearing our own pid that this process does not hold (a restarted container)', () => {
    const lockFile = path.join(tempDir(), 'pglite.lock');
    fs.writeFileSync(lockFile, String(process.pid));
    const lock = acquireDirectoryLock(lockFile);
    // while we hold it, a second acquisition in this process is still refused
    expect(() => acquireDirectoryLock(lockFile)).toThrow(DatabaseLockedError);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
