// The built server with the demo data for the benchmarks (bench:api, bench:web --browser,
// bench:lighthouse): on a throwaway PGlite directory, or on the database `env` names.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Bench12345';

/** A port nothing listens on: the system picks it, so a second bench never collides. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server/dist/server.js; `stop()` ends it and removes its data directory.
 * `env` adds to (or overrides) its environment; `nodeArgs` go before the script (--cpu-prof).
 */
export async function startBuiltServer({ env = {}, nodeArgs = [] } = {}) {
  const server = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(server)) throw new Error('apps/server/dist is missing: run `npm run build`');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // a first start migrates and seeds a fresh directory: allow three minutes, which a loaded
    // shared machine needed (a minute was not enough at load average 14)
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      try {
        if ((await fetch(`${base}/api/readyz`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('the server did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: child.pid };
}

/** Signs the seeded admin in through the API: the token answer. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grantType: 'password',
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      clientId: 'backoffice',
      clientSecret: 'backoffice-public-client',
      forAdmin: true,
    }),
  });
  const tokens = await res.json();
  if (!tokens.accessToken) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return tokens;
}

/**
 * Signs the seeded admin in and returns the localStorage entries the web app reads its session
 * from (apps/web/src/shared/auth/token-store.ts), Polish as the language.
 */
export async function signedInStorage(base) {
  const tokens = await signIn(base);
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiry: String(Date.now() + tokens.expiresIn * 1000),
    isLoggedIn: 'true',
    platformLanguage: 'pl',
  };
}
