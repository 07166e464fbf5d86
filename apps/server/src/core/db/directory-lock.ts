import { DatabaseLockedError } from './database-errors.js';
import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds, so its own pid in a lock file can be told from a stale one. */
const held = new Set<string>();

/**
 * PGlite has no multi-process safety: two processes on one directory corrupt it.
 * An exclusive lock file with the owner's pid makes the second process fail at once;
 * a lock left by a dead process is taken over. So is one bearing our own pid that we do not
 * hold: after a SIGKILL a container restarts its server with the same pid (often 1), and that
 * lock is as stale as any other.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const key = path.resolve(lockFile);
      held.add(key);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(key);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) {
        throw new DatabaseLockedError(lockFile, pid);
      }
      if (pid === process.pid && held.has(path.resolve(lockFile))) {
        throw new DatabaseLockedError(lockFile, pid);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not acquire the database lock ${lockFile}`);
}
