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

/** The SQLSTATE of a PostgreSQL error, through drizzle's wrapper, on pg and PGlite alike. */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole
 * transaction back, so running it again is safe (core/db/transaction.ts).
 */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

// Node's socket errors when the server is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// node-postgres says these in words, without a code: a connection that ended under a query,
// a client that is dead since, and a connect that timed out.
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * The database could not be reached, or dropped the connection: a restart or a fail-over
 * (57P01 admin_shutdown is what `pg_terminate_backend` sends), not a fault of the request.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || code.startsWith('08')) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03') return true;
    }
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
    // a host name with several addresses fails with one error per address
    if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** The database named by DATABASE_URL stayed unreachable for the whole start-up wait. */
export class DatabaseUnreachableError extends Error {
  constructor(host: string, waitedMs: number, cause: unknown) {
    super(
      `The database at ${host} (DATABASE_URL) is not reachable: ${describeFailure(cause)}. ` +
        `Gave up after ${Math.round(waitedMs / 1000)} s (DATABASE_STARTUP_TIMEOUT_MS).`,
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** A connection failure in a few words, for a one-line message: its code, else its message. */
export function describeFailure(error: unknown): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, errors } = e as { code?: unknown; errors?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    if (Array.isArray(errors) && errors.length > 0) return describeFailure(errors[0]);
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** `host:port` of a PostgreSQL URL, without the user name or password. */
export function databaseHost(url: string): string {
  try {
    const parsed = new URL(url);
    const socketDir = parsed.searchParams.get('host');
    if (!parsed.hostname && socketDir) return socketDir;
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}
