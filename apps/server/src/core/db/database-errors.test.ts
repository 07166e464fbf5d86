import { describe, expect, it } from 'vitest';
import { waitUntilReachable } from './database.js';
import {
  DatabaseUnreachableError,
  databaseHost,
  isDatabaseUnreachable,
  isTransactionConflict,
} from './database-errors.js';

/** An error as drizzle throws it: its own, with the driver's as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database errors', () => {
  it('tells a lost or refused connection from a fault of the request', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnreachable(wrapped(refused))).toBe(true);
    // pg_terminate_backend, a restart's "starting up", a broken protocol stream
    for (const code of ['57P01', '57P03', '08006']) {
      expect(isDatabaseUnreachable(wrapped({ code }))).toBe(true);
    }
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    // a host name with two addresses: one error per address
    expect(isDatabaseUnreachable(new AggregateError([refused, refused], 'connect failed'))).toBe(
      true,
    );
    // a unique violation, a bad value, a deadlock and a bug are not
    for (const code of ['23505', '22003', '40P01']) {
      expect(isDatabaseUnreachable(wrapped({ code }))).toBe(false);
    }
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
  });

  it('knows the conflicts after which a transaction may run again', () => {
    expect(isTransactionConflict(wrapped({ code: '40P01' }))).toBe(true);
    expect(isTransactionConflict(wrapped({ code: '40001' }))).toBe(true);
    expect(isTransactionConflict(wrapped({ code: '23505' }))).toBe(false);
  });

  it('names the host of DATABASE_URL, never its user or password', () => {
    expect(databaseHost('postgres://app:s3cret@db.example.com:6432/backoffice')).toBe(
      'db.example.com:6432',
    );
    expect(databaseHost('postgresql://app:s3cret@db.example.com/backoffice')).toBe(
      'db.example.com:5432',
    );
    expect(databaseHost('postgres:///backoffice?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql',
    );
  });
});

describe('waitUntilReachable', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('tries again until the database answers, and says so once', async () => {
    let tries = 0;
    const messages: string[] = [];
    await waitUntilReachable(
      {
        ping: async () => {
          tries += 1;
          if (tries < 3) throw wrapped(refused());
        },
      },
      'postgres://app:s3cret@db.example.com:5432/backoffice',
      10_000,
      (message) => messages.push(message),
    );
    expect(tries).toBe(3);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('db.example.com:5432');
    expect(messages[0]).not.toContain('s3cret');
  });

  it('gives up with one line naming the host; an error that is not about reaching it at once', async () => {
    const url = 'postgres://app:s3cret@db.example.com:5432/backoffice';
    const gaveUp = waitUntilReachable(
      { ping: () => Promise.reject(wrapped(refused())) },
      url,
      0,
      () => undefined,
    );
    await expect(gaveUp).rejects.toThrow(DatabaseUnreachableError);
    await expect(gaveUp).rejects.toThrow(
      /^The database at db\.example\.com:5432 \(DATABASE_URL\) is not reachable: ECONNREFUSED\. Gave up after 0 s/,
    );
    let tries = 0;
    const wrongPassword = waitUntilReachable(
      {
        ping: () => {
          tries += 1;
          return Promise.reject(wrapped({ code: '28P01' }));
        },
      },
      url,
      10_000,
      () => undefined,
    );
    await expect(wrongPassword).rejects.toThrow('Failed query');
    expect(tries).toBe(1);
  });
});
