import { DatabaseLockedError } from './database-errors.js';
import fs from 'node:fs';

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

/**
 * PGlite has no multi-process safety: two processes on one directory corrupt it.
 * An exclusive lock file with the owner's pid makes the second process fail at once;
 * a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
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
      if (pid === process.pid) throw new DatabaseLockedError(lockFile, pid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not acquire the database lock ${lockFile}`);
}
