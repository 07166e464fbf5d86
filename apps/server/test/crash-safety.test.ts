import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite, openDatabase, queryRows, type Database } from '../src/core/db/database.js';
import {
  call,
  requireFreshBuild,
  signInAdmin,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

const kind = testDatabaseKind();
const WRITERS = 4;
/** SIGKILL once this many writes have been acknowledged (more are in flight at that moment). */
const KILL_AFTER_ACKNOWLEDGED = 40;

let env: Record<string, string>;
let openForChecks: () => Promise<Database>;
let cleanup: () => Promise<void>;
const running: ServerProcess[] = [];

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, ...extra });
  running.push(server);
  return server;
}

beforeAll(async () => {
  requireFreshBuild();
  if (kind === 'postgres') {
    const clone = await clonePostgresTemplate();
    env = { DATABASE_URL: clone.url };
    openForChecks = () => openDatabase({ kind: 'postgres', url: clone.url });
    cleanup = clone.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-crash-'));
    // start from the run's migrated, seeded template rather than migrating a new directory
    const template = await createPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
    });
    await template.close();
    env = { DATA_DIR: dataDir };
    // PGlite takes one process at a time: checks open the directory only while no server runs.
    openForChecks = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  await cleanup?.();
});

describe(`crash safety on ${kind}`, () => {
  it('after SIGKILL mid-write, a restart has every acknowledged write, each with its audit entry, and nothing half-written', async () => {
    const first = await start();
    const token = await signInAdmin(first.url);
    const acknowledged = new Map<number, string>();
    let attempted = 0;
    let killed = false;

    const writer = async (w: number) => {
      for (let n = 0; ; n++) {
        const question = `crash ${w}-${n}`;
        attempted += 1;
        try {
          const res = await call(first.url, 'POST', '/api/admin/faq', {
            token,
            body: {
              data: {
                position: 1,
                question: { pl: question, en: question },
                answer: { pl: 'odpowiedź', en: 'answer' },
              },
            },
          });
          if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
          acknowledged.set(res.body.id, question);
        } catch (error) {
          if (killed) return; // the connection died with the server: not acknowledged
          throw error;
        }
        if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    expect((await first.exited).signal).toBe('SIGKILL');

    // The restart must get past what the killed process left (PGlite: its lock file).
    const restarted = await start();
    const admin = await signInAdmin(restarted.url);
    for (const [id, question] of acknowledged) {
      const res = await call(restarted.url, 'GET', `/api/admin/faq/${id}`, { token: admin });
      expect(res.status, `acknowledged entry ${id}`).toBe(200);
      expect(res.body.question.pl).toBe(question);
    }
    if (kind === 'pglite') expect((await restarted.stop()).code).toBe(0);

    const database = await openForChecks();
    try {
      const rows = await queryRows<{ id: number; audited: boolean }>(
        database.db,
        sql`select f.id, exists (select 1 from audit_log a where a.entity_type = 'faq'
              and a.action = 'faq.create' and a.entity_id = f.id::text) as audited
            from faq f where f.question->>'pl' like 'crash %'`,
      );
      const orphanAudits = await queryRows<{ entityId: string }>(
        database.db,
        sql`select a.entity_id as "entityId" from audit_log a
            where a.action = 'faq.create' and not exists (select 1 from faq f where f.id::text = a.entity_id)`,
      );
      // every row was written with its audit entry in one transaction, or not at all
      expect(rows.filter((row) => !row.audited)).toEqual([]);
      expect(orphanAudits).toEqual([]);
      // acknowledged ⊆ found ⊆ attempted: a write in flight at the kill may or may not be there
      const found = new Set(rows.map((row) => Number(row.id)));
      expect([...acknowledged.keys()].filter((id) => !found.has(id))).toEqual([]);
      expect(found.size).toBeLessThanOrEqual(attempted);
      console.log(
        `crash safety on ${kind}: ${attempted} writes sent, ${acknowledged.size} acknowledged, ` +
          `${found.size} found after restart`,
      );
    } finally {
      await database.close();
    }
  }, 120_000);
});

/** Sends a FAQ create's headers and the first half of its body; the rest on `finish()`. */
async function halfSentCreate(base: string, token: string) {
  const body = JSON.stringify({
    data: {
      position: 1,
      question: { pl: 'w locie', en: 'in flight' },
      answer: { pl: 'a', en: 'a' },
    },
  });
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  const closed = once(socket, 'close');
  socket.write(
    `POST /api/admin/faq HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    finish: async () => {
      // write, not end: a client that half-closes its side has its request aborted by Node
      socket.write(body.slice(20));
      await closed;
      return response;
    },
    abandon: () => socket.destroy(),
  };
}

describe(`graceful shutdown on SIGTERM (${kind})`, () => {
  it('finishes the request in flight, refuses new connections, and exits 0 well within SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '5000' });
    const token = await signInAdmin(server.url);
    const inFlight = await halfSentCreate(server.url, token);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the server has the headers

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // no longer listening: a new connection is refused
    await expect(fetch(`${server.url}/api/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull(); // still waiting for the request in flight

    const response = await inFlight.finish();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    const exit = await server.exited;
    const shutdownMs = Date.now() - signalledAt;
    expect(exit.code).toBe(0);
    expect(shutdownMs).toBeLessThan(5000);
    console.log(`graceful shutdown on ${kind}: exit 0 ${shutdownMs} ms after SIGTERM`);
  }, 60_000);

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed when a request never completes', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const token = await signInAdmin(server.url);
    const stuck = await halfSentCreate(server.url, token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const shutdownMs = Date.now() - signalledAt;
    stuck.abandon();
    expect(exit.code).toBe(1);
    expect(shutdownMs).toBeGreaterThanOrEqual(1500);
    expect(shutdownMs).toBeLessThan(4000);
    console.log(`forced shutdown on ${kind}: exit 1 ${shutdownMs} ms after SIGTERM (timeout 1500)`);
  }, 60_000);
});
