// `npm run bench:export`: one big list export (REQ-EXPORT-2) while other clients read the list.
//
// Starts the built server on DATABASE_URL (no demo data added), signs in, reads the orders
// list's p99 with 10 clients for a few seconds (the "before"), then runs
// GET /api/admin/order/export?format=xlsx|csv, reading the whole answer in a child process,
// while the same clients keep reading the list. It prints the export's rows, bytes and time, the server's RSS growth
// over its RSS before the export (sampled every 100 ms from /proc), and the list's p50/p99
// before and during the export. Budgets (REQ-EXPORT-2): RSS growth ≤ 150 MB, list p99 ≤ 50 ms.
// Options: --format xlsx|csv (default xlsx), --query '<list query>' (default: none, every
// order), --clients <n> (default 10), --area order, --heap <MB> (below).
// The server writes its audit entry (and, on a database that lacks them, its migrations and
// reference rows): point it at a copy of a fixture you want to keep untouched.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import autocannon from 'autocannon';
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

/**
 * Downloads the export in a child process and answers its size and `x-export-total`. Read in
 * this process, the 80 MB answer held the event loop that times the list clients: their p99
 * carried this script's own stalls (up to 99 ms in monitorEventLoopDelay), not the server's.
 */
async function downloadElsewhere(url, headers) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const res = await fetch(process.env.URL, { headers: JSON.parse(process.env.HEADERS) });
       if (!res.ok) { console.error(res.status, await res.text()); process.exit(1); }
       let bytes = 0;
       for await (const chunk of res.body) bytes += chunk.byteLength;
       console.log(JSON.stringify({ bytes, total: res.headers.get('x-export-total') }));`,
    ],
    {
      env: { ...process.env, URL: url, HEADERS: JSON.stringify(headers) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`export: the download failed (exit ${code})`);
  return JSON.parse(out);
}

const server = await startBuiltServer({
  env: { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO_DATA: '' },
  nodeArgs: Number(heap) > 0 ? [`--max-old-space-size=${heap}`] : [],
});
try {
  const { base, pid } = server;
  const { accessToken } = await signIn(base);
  const headers = { authorization: `Bearer ${accessToken}` };
  const LIST = `${base}/api/admin/${area}?pagination[pageSize]=20`;

  /**
   * `clients` connections reading the list's first page (autocannon, as bench:api: a client of
   * fetch loops in this process spent so much CPU of its own on the two cores that the list's p99
   * was about 50 ms before any export began), for `seconds` or until `stop()`.
   */
  function readList(seconds) {
    let instance;
    const done = new Promise((resolve, reject) => {
      instance = autocannon(
        { url: LIST, connections: clients, duration: seconds, headers },
        (error, result) => {
          if (error) return reject(error);
          const bad = result.non2xx + result.errors + result.timeouts;
          if (bad > 0) return reject(new Error(`list: ${bad} failed answers`));
          resolve(result);
        },
      );
    });
    return { done, stop: () => instance.stop() };
  }

  // warm-up, then the list alone
  await readList(3).done;
  const before = await readList(5).done;
  const rssBefore = rssOf(pid);

  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  const during = readList(3600);
  const started = performance.now();
  const download = await downloadElsewhere(
    `${base}/api/admin/${area}/export?format=${format}${query ? `&${query}` : ''}`,
    headers,
  );
  const seconds = (performance.now() - started) / 1000;
  during.stop();
  const duringResult = await during.done;
  clearInterval(sampler);

  console.log(
    `export ${area} ${format}${query ? ` (${query})` : ''}, server heap ${Number(heap) > 0 ? `${heap} MB` : 'Node default'}`,
  );
  console.log(`  rows ${download.total}, ${mb(download.bytes)} MB in ${seconds.toFixed(1)} s`);
  console.log(
    `  server RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB: growth ${mb(peak - rssBefore)} MB (budget 150)`,
  );
  const latency = (result) =>
    `${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  console.log(`  list (${clients} connections) before: ${latency(before)}`);
  console.log(`  list during the export: ${latency(duringResult)} (budget 50)`);
} finally {
  await server.stop();
}
