export class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is already in use by another process (pid ${pid}). ` +
        `Stop that process, or point DATA_DIR at another directory, or set DATABASE_URL. ` +
        `(lock file: ${lockFile})`,
    );
    this.name = 'DatabaseLockedError';
  }
}
