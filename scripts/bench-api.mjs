// `npm run bench:api`: starts the built server on a fresh database (PGlite, or DATABASE_URL),
// signs in, and fires list requests at a fixed concurrency; reports latency percentiles and
// the server's peak RSS. Usage: node scripts/bench-api.mjs [path] [requests] [concurrency]
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const target =
  process.argv[2] ??
  '/api/admin/faq?pagination[pageSize]=20&order[0][column]=position&order[0][direction]=ASC';
const total = Number(process.argv[3] ?? 5000);
const concurrency = Number(process.argv[4] ?? 10);
const port = 3970;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Bench12345',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/readyz`)).ok) break;
  } catch {
    if (i > 300) throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 100));
}
const token = (
  await (
    await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grantType: 'password',
        email: 'admin@example.com',
        password: 'Bench12345',
        clientId: 'backoffice',
        clientSecret: 'backoffice-public-client',
        forAdmin: true,
      }),
    })
  ).json()
).accessToken;

let peakRss = 0;
const sampler = setInterval(() => {
  const kb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
      .toString()
      .trim(),
  );
  peakRss = Math.max(peakRss, kb);
}, 100);
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(`${base}${target}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `${target}\n${total} requests, concurrency ${concurrency}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(
  `throughput ${(total / seconds).toFixed(0)} req/s; p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms; peak RSS ${(peakRss / 1024).toFixed(0)} MB`,
);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
