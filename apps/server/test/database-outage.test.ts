import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_ENTRY,
  call,
  requireFreshBuild,
  signInAdmin,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

/** A port nothing listens on: bound once by us, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up with the database unreachable', () => {
  beforeAll(() => requireFreshBuild());

  it('retries, then exits non-zero with one line naming the host, after the configured time', async () => {
    const port = await closedPort();
    const giveUpAfterMs = 1500;
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'error',
        ADMIN_PASSWORD: 'Admin12345',
        SEED_DEMO_DATA: '0',
        WEB_DIST: path.join(os.tmpdir(), 'backoffice-no-web-build'),
        DATABASE_URL: `postgres://backoffice:secret-password@127.0.0.1:${port}/backoffice`,
        DATABASE_STARTUP_TIMEOUT_MS: String(giveUpAfterMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const ranMs = Date.now() - started;

    expect(code, stdout + stderr).toBe(69);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`127.0.0.1:${port}`);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).toContain('ECONNREFUSED');
    // the password of the URL is never printed
    expect(stdout + stderr).not.toContain('secret-password');
    // it kept trying for the whole configured time before giving up
    expect(ranMs).toBeGreaterThanOrEqual(giveUpAfterMs);
  });
});

/**
 * A TCP relay between the server and PostgreSQL that the test can cut and restore, as a
 * restart or a fail-over of the database would: cut, every connection ends and new ones are
 * refused; restored, it listens again on the same port.
 */
async function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = await closedPort();
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((incoming) => {
        const outgoing = net.connect(target.port, target.host);
        // as a real proxy does, one side ending (PostgreSQL closing a terminated session, or
        // resetting it when written to after) ends the other: pipe() forwards a clean end but
        // not a reset, and the server's side would wait on a connection nobody answers
        for (const [socket, peer] of [
          [incoming, outgoing],
          [outgoing, incoming],
        ] as const) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            peer.destroy();
          });
          socket.on('error', () => undefined);
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

// Only PostgreSQL has connections to lose (PGlite runs inside the process).
const onPostgres = testDatabaseKind() === 'postgres';
const title = onPostgres
  ? 'a PostgreSQL connection that breaks under load'
  : 'a database connection that breaks (skipped: needs TEST_DB=postgres and TEST_DATABASE_URL)';

describe.skipIf(!onPostgres)(title, () => {
  let drop: () => Promise<void>;
  let databaseName: string;
  let adminUrl: string;
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    requireFreshBuild();
    const clone = await clonePostgresTemplate();
    drop = clone.drop;
    adminUrl = clone.url;
    const url = new URL(clone.url);
    databaseName = url.pathname.slice(1);
    relay = await databaseRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    server = await startServerProcess({ DATABASE_URL: url.toString() });
    token = await signInAdmin(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await drop?.();
  });

  /**
   * Every request of the load is answered within this, a 500 included: the pool's connect
   * timeout (10 s) is the longest a request may wait on a connection.
   */
  const ANSWER_WITHIN_MS = 15_000;

  /** Requests from `clients` loops (reads and writes) until `stop()`; answers every status. */
  function load(clients: number) {
    let running = true;
    const answers: { status: number; body: unknown }[] = [];
    const loops = Array.from({ length: clients }, async (_, n) => {
      for (let i = 0; running; i += 1) {
        const answer =
          n % 3 === 0
            ? await call(server.url, 'POST', '/api/admin/faq', {
                token,
                timeoutMs: ANSWER_WITHIN_MS,
                body: {
                  data: {
                    active: true,
                    position: 1,
                    isFeatured: false,
                    question: { pl: `Pytanie ${n}-${i}`, en: `Question ${n}-${i}` },
                    answer: { pl: 'Odpowiedź', en: 'Answer' },
                  },
                },
              })
            : await call(server.url, 'GET', '/api/admin/faq?pagination[pageSize]=5', {
                token,
                timeoutMs: ANSWER_WITHIN_MS,
              });
        answers.push({ status: answer.status, body: answer.body });
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  /** Polls `url` until it answers 200 (at most `withinMs`); answers the statuses seen. */
  async function until200(url: string, withinMs = 10_000): Promise<number[]> {
    const seen: number[] = [];
    const deadline = Date.now() + withinMs;
    for (;;) {
      const { status } = await call(server.url, 'GET', url, { token });
      seen.push(status);
      if (status === 200 || Date.now() > deadline) return seen;
      await sleep(200);
    }
  }

  /** Every answer a client got is a success or the database's own code: nothing else. */
  function expectOnlySuccessOrUnavailable(answers: { status: number; body: unknown }[]) {
    for (const answer of answers) {
      if (answer.status < 300) continue;
      expect(answer).toEqual({
        status: 500,
        body: { errors: [{ code: 'SERVER:DATABASE_UNAVAILABLE', message: expect.any(String) }] },
      });
    }
  }

  it('pg_terminate_backend on every connection while requests run: no exit, and requests succeed again', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const traffic = load(6);
    try {
      await sleep(500);
      // a round can find no session at all: the pool has not opened new ones yet
      let ended = 0;
      for (let round = 0; round < 3; round += 1) {
        const { rows } = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid()`,
          [databaseName],
        );
        ended += rows.length;
        await sleep(400);
      }
      expect(ended).toBeGreaterThan(0);
    } finally {
      await traffic.stop();
      await admin.end();
    }
    expect(server.child.exitCode, server.output()).toBeNull();
    expectOnlySuccessOrUnavailable(traffic.answers);
    expect(traffic.answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);

    expect((await until200('/api/readyz')).at(-1)).toBe(200);
    // the pool kept all its places: ten requests at once, more than it holds, all succeed
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(server.url, 'GET', '/api/admin/faq?pagination[pageSize]=5', { token }),
      ),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });

  it('the database gone and back: readyz 503 meanwhile, requests get DATABASE_UNAVAILABLE, then 200', async () => {
    await relay.cut();
    try {
      const ready = await call(server.url, 'GET', '/api/readyz');
      expect(ready.status).toBe(503);
      const request = await call(server.url, 'GET', '/api/admin/faq', { token });
      expectOnlySuccessOrUnavailable([request]);
      expect(request.status).toBe(500);
      expect(server.child.exitCode, server.output()).toBeNull();
    } finally {
      await relay.restore();
    }
    expect((await until200('/api/readyz')).at(-1)).toBe(200);
    expect((await until200('/api/admin/faq')).at(-1)).toBe(200);
    expect(server.child.exitCode, server.output()).toBeNull();
  });
});
