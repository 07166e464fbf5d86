import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './test-config.js';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(serverDir, 'dist/server.js');

/**
 * Tests that kill or signal a server need a real process: the built `dist/server.js`
 * (`npm run test:integration` builds it first). A build older than the sources would test
 * yesterday's code, so that is refused with the command to run.
 */
export function requireFreshBuild(): void {
  const buildInfo = path.join(serverDir, 'dist/.tsbuildinfo');
  const build = 'npm run build -w @backoffice/contract && npm run build -w @backoffice/server';
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(buildInfo)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`${build}\``);
  }
  if (!fs.existsSync(path.join(serverDir, 'dist/db/migrations'))) {
    throw new Error(`the build has no migrations: run \`${build}\``);
  }
  const builtAt = fs.statSync(buildInfo).mtimeMs;
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return newest(full);
        return entry.name.endsWith('.test.ts') ? 0 : fs.statSync(full).mtimeMs;
      }),
    );
  if (newest(path.join(serverDir, 'src')) > builtAt) {
    throw new Error(`dist/ is older than src/: run \`${build}\``);
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far, for failure messages */
  output(): string;
  /** resolves with the exit code (null when killed by a signal) and how long after the call */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node dist/server.js` with the test admin and no demo data on a port the system picks,
 * and resolves once it prints the address it listens on.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SEED_DEMO_DATA: '0',
      WEB_DIST: path.join(os.tmpdir(), 'backoffice-no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export const client = { clientId: INITIAL_CLIENT_ID, clientSecret: INITIAL_CLIENT_SECRET };

/** A parsed JSON answer, loosely typed as `res.json()` of app.inject() is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
type JsonBody = any;

/** JSON over real HTTP to a server process. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** fail with a message naming the request when it is not answered in time */
    timeoutMs?: number;
  } = {},
): Promise<{ status: number; body: JsonBody }> {
  let res: Response;
  try {
    res = await fetch(base + url, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : null,
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new Error(`${method} ${url} was not answered within ${options.timeoutMs} ms`);
    }
    throw error;
  }
  const text = await res.text();
  let body: JsonBody = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/**
 * JSON over real HTTP for a body the server refuses before reading it all (a 413 on its size).
 * fetch writes the whole body first and fails with EPIPE when the server answers early and
 * closes; a browser, like this, reads the early answer. The body goes out in 1 MB chunks, each
 * after the last has drained, and sending stops as soon as the answer's head arrives.
 */
export function callEarlyAnswer(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body: unknown },
): Promise<{ status: number; body: JsonBody }> {
  const payload = Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(base + url, {
      method,
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: JsonBody = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // a write into the socket the server has closed after answering is expected
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const CHUNK = 1024 * 1024;
    let offset = 0;
    const writeNext = () => {
      while (!answered && offset < payload.length) {
        const chunk = payload.subarray(offset, offset + CHUNK);
        offset += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeNext);
          return;
        }
      }
      if (!answered) req.end();
    };
    writeNext();
  });
}

export function passwordGrant(base: string, email: string, password: string) {
  return call(base, 'POST', '/api/token', {
    body: { grantType: 'password', email, password, forAdmin: true, ...client },
  });
}

export async function signInAdmin(base: string): Promise<string> {
  const res = await passwordGrant(base, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}
