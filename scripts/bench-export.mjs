// `npm run bench:export`: one big list export (issue 19) while other clients read the list.
//
// Starts the built server on DATABASE_URL (no demo data added), signs in, reads the orders
// list's p99 with 10 clients for a few seconds (the "before"), then runs
// GET /api/admin/order/export?format=xlsx|csv, reading the whole answer, while the same clients
// keep reading the list. It prints the export's rows, bytes and time, the server's RSS growth
// over its RSS before the export (sampled every 100 ms from /proc), and the list's p50/p99
// before and during the export. Budgets (issue 19): RSS growth ≤ 150 MB, list p99 ≤ 50 ms.
// Options: --format xlsx|csv (default xlsx), --query '<list query>' (default: none, every
// order), --clients <n> (default 10), --area order, --heap <MB> (below).
// The server writes its audit entry (and, on a database that lacks them, its migrations and
// reference rows): point it at a copy of a fixture you want to keep untouched.
import fs from 'node:fs';
import { startBuiltServer, signIn } from './bench-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const format = arg('format', 'xlsx');
const query = arg('query', '');
const clients = Number(arg('clients', 10));
const area = arg('area', 'order');
// --heap <MB>: the server's --max-old-space-size; by default 192, what `npm start` gives it
// (scripts/start.mjs, SERVER_HEAP_MB); --heap 0 for Node's own limit, under which V8 lets
// garbage pile up and the RSS grows far more (docs/performance.md, "List export")
const heap = arg('heap', '192');
if (!/^\d+$/.test(heap)) {
  console.error("--heap takes a whole number of megabytes (0: Node's own limit)");
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is required (a PostgreSQL database with many orders)');
  process.exit(2);
}

const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const server = await startBuiltServer({
  env: { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO_DATA: '' },
  nodeArgs: Number(heap) > 0 ? [`--max-old-space-size=${heap}`] : [],
});
try {
  const { base, pid } = server;
  const { accessToken } = await signIn(base);
  const headers = { authorization: `Bearer ${accessToken}` };
  const LIST = `${base}/api/admin/${area}?pagination[pageSize]=20`;

  /** `clients` loops reading the list's first page until `running()` says stop. */
  async function readList(running) {
    const times = [];
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (running()) {
          const started = performance.now();
          const res = await fetch(LIST, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`list: HTTP ${res.status}`);
          times.push(performance.now() - started);
        }
      }),
    );
    return times;
  }

  // warm-up, then the list alone
  let until = Date.now() + 3000;
  await readList(() => Date.now() < until);
  until = Date.now() + 5000;
  const before = await readList(() => Date.now() < until);
  const rssBefore = rssOf(pid);

  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  let exporting = true;
  const during = readList(() => exporting);
  const started = performance.now();
  const res = await fetch(
    `${base}/api/admin/${area}/export?format=${format}${query ? `&${query}` : ''}`,
    { headers },
  );
  if (!res.ok) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  const duringTimes = await during;
  clearInterval(sampler);

  console.log(
    `export ${area} ${format}${query ? ` (${query})` : ''}, server heap ${Number(heap) > 0 ? `${heap} MB` : 'Node default'}`,
  );
  console.log(
    `  rows ${res.headers.get('x-export-total')}, ${mb(bytes)} MB in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  server RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB: growth ${mb(peak - rssBefore)} MB (budget 150)`,
  );
  console.log(
    `  list (${clients} clients) before: ${before.length} requests, p50 ${percentile(before, 50).toFixed(1)} ms, p99 ${percentile(before, 99).toFixed(1)} ms`,
  );
  console.log(
    `  list during the export: ${duringTimes.length} requests, p50 ${percentile(duringTimes, 50).toFixed(1)} ms, p99 ${percentile(duringTimes, 99).toFixed(1)} ms (budget 50)`,
  );
} finally {
  await server.stop();
}
