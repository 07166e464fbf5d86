// `node scripts/bench-dashboard.mjs` (after `npm run build`): the time of
// `GET /api/admin/dashboard` as the super admin against the PostgreSQL database in
// DATABASE_URL (e.g. a copy of the 1M-order `npm run seed:scale` database, migrated by the
// server's start). REQ-DASH-2's budget: < 100 ms. Prints the median and p95 of sequential calls
// after a warm-up, and the load average, for docs/performance.md. BENCH_EMAIL / BENCH_PASSWORD:
// the database's super admin (default admin@example.com / Admin-Passw0rd!).
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { root } from './lib.mjs';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (a PostgreSQL database to measure)');
const port = Number(process.env.BENCH_PORT ?? 3399);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const email = process.env.BENCH_EMAIL ?? 'admin@example.com';
const password = process.env.BENCH_PASSWORD ?? 'Admin-Passw0rd!';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const token = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grantType: 'password',
      email,
      password,
      clientId: 'backoffice',
      clientSecret: 'backoffice-public-client',
      forAdmin: true,
    }),
  }).then((r) => r.json());
  if (!token.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(token)}`);
  const headers = { authorization: `Bearer ${token.accessToken}` };
  const once = async () => {
    const start = performance.now();
    const res = await fetch(`${base}/api/admin/dashboard`, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - start, body };
  };
  for (let i = 0; i < 5; i++) await once();
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const { ms, body } = await once();
    times.push(ms);
    last = body;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const orders = (last.ordersByMonth ?? []).reduce(
    (sum, m) => sum + Object.values(m.counts).reduce((a, b) => a + b, 0),
    0,
  );
  console.log(
    `GET /api/admin/dashboard, ${runs} calls: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (budget 100 ms: ${at(0.95) < 100 ? 'ok' : 'OVER'})`,
  );
  console.log(
    `orders in the 12 months shown: ${orders}; pending transfers: ${last.transactions?.awaitingAcceptance.count}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
