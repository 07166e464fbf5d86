// `npm run bench:api`: the API under load, against a bare-`pg` baseline in the same run.
// Absolute figures drift on a shared machine; the ratio to the baseline holds.
//
// It creates a fresh PostgreSQL database (or uses DATABASE_URL), starts the built server on it
// with the demo data, signs in, and drives with autocannon, one after the other:
//   1. the FAQ list (20 per page) on the product;
//   2. the same three statements through bare `pg` (scripts/bench-api-baseline.mjs, which
//      captures them from the built server's own code);
//   3. GET /api/healthz without and with a bearer header (a public route must not look the
//      user up), in alternating rounds too: at ~25,000 answers a second one 10-s run of each side
//      moved by ±30% from whatever else the 2 cores did (0.63× to 1.22× in four pairs of runs).
// Options: --duration <s> (default 10), --connections <n> (default 10), --rounds <n> (default 3),
// --warmup <s> (default 15), --profile (below).
// The FAQ list and its baseline run in alternating rounds (product, baseline, product, …) after a
// warm-up of each: the ratio is their total requests over the same time, so a drift in the
// machine's load between two runs falls on both sides. Both need the warm-up: on a 2-core machine
// the product's throughput rose from ~420 to ~900 req/s over its first ten seconds of load (the
// JIT compiling its larger code) and the baseline's from ~640 to ~1,200 in five, so a 2-s warm-up
// compared a half-compiled product with a nearly compiled baseline.
// --scale: the orders and transactions lists at 1M rows instead (REQ-SCALE-1), on the database in
// DATABASE_URL, which `npm run seed:scale` filled once: every list case (first page, page 5000,
// each filter, each sortable column both ways, an investor search, a date range) on the product
// and on a bare-`pg` server running the same captured statements
// (the same scripts/bench-api-baseline.mjs), one after the other; default --duration 3, after
// --warmup seconds spread over all the cases on both servers. With them, the record search
// (GET /api/admin/search, Ctrl+K) at the same size: a common surname stem, two words, one
// investor's e-mail, a name nobody has, an order number and an offer title, as the super admin
// (every kind searched); its budget is p99 ≤ 100 ms. --only <text>: just the cases whose name
// holds the text (`--only search`).
// PostgreSQL only: the baseline needs the product's migrated, seeded database to query, and
// PGlite is the zero-setup default, not what production runs.
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, signIn } from './bench-server.mjs';
import { root } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const scale = process.argv.includes('--scale');
if (scale && !process.env.DATABASE_URL) {
  console.error('--scale needs DATABASE_URL: a database `npm run seed:scale` filled');
  process.exit(64);
}
const duration = Number(arg('duration', scale ? 3 : 10));
const connections = Number(arg('connections', 10));
const rounds = Number(arg('rounds', 3));
const warmup = Number(arg('warmup', 15));
const only = arg('only', null);
// --profile: the server runs under `node --cpu-prof`; its top five functions by self time are
// printed at the end; the health-check runs are skipped, so the profile is the FAQ list's.
const profileDir = process.argv.includes('--profile')
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-prof-'))
  : null;
const BASELINE_PORT = 3971;
const FAQ_LIST =
  '/api/admin/faq?pagination[pageSize]=20&order[0][column]=position&order[0][direction]=ASC';
/** The same list as the baseline's case: the query FAQ_LIST parses to. */
const FAQ_CASE = {
  area: 'faq',
  query: { pagination: { pageSize: '20' }, order: [{ column: 'position', direction: 'ASC' }] },
};

// A throwaway database on the local PostgreSQL, unless one is given.
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `backoffice_bench_${process.pid}`;
const psql = (sql) =>
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });
const ownsDatabase = !process.env.DATABASE_URL;
if (ownsDatabase) psql(`create database "${dbName}"`);
const databaseUrl =
  process.env.DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, `/${dbName}`).replace(/\?.*$/, '');

let server = null;
let baseline = null;
async function cleanup() {
  if (baseline && baseline.exitCode === null && baseline.signalCode === null) {
    const exited = new Promise((r) => baseline.once('exit', r));
    baseline.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
  if (ownsDatabase) psql(`drop database if exists "${dbName}" with (force)`);
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  server = await startBuiltServer({
    env: { DATABASE_URL: databaseUrl },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const { base } = server;
  const { accessToken } = await signIn(base);
  // the token's subject is the signed-in user's id
  const userId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url')).sub;

  baseline = fork(
    path.join(root, 'scripts/bench-api-baseline.mjs'),
    [String(BASELINE_PORT), databaseUrl, String(userId)],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const auth = { authorization: `Bearer ${accessToken}` };
  const cases = scale
    ? (await listCases(base, auth)).filter((c) => !only || `${c.area}: ${c.name}`.includes(only))
    : [FAQ_CASE];
  baseline.send({ cases });
  await new Promise((resolve, reject) => {
    baseline.once('message', resolve);
    baseline.once('exit', () => reject(new Error('the baseline did not start')));
  });

  /** One run: a warm-up (JIT, pool) or a measured one. */
  async function run(url, headers = {}, seconds = duration) {
    const result = await autocannon({ url, connections, duration: seconds, headers });
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${url}: ${bad} failed answers`);
    return {
      rps: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  }
  /** A short warm-up (JIT, pool), then the measured run: the scale cases and the health check. */
  async function measure(url, headers = {}) {
    await run(url, headers, scale ? 1 : 2);
    return run(url, headers);
  }
  if (scale) await benchLists(base, cases, auth, run, measure);
  else await benchFaq(base, auth, run);
} finally {
  await cleanup();
}
if (profileDir) {
  for (const file of fs.readdirSync(profileDir)) printTopFunctions(path.join(profileDir, file));
  fs.rmSync(profileDir, { recursive: true, force: true });
}

async function benchFaq(base, auth, run) {
  const productUrl = `${base}${FAQ_LIST}`;
  const bareUrl = `http://127.0.0.1:${BASELINE_PORT}/?case=0`;
  await run(productUrl, auth, warmup);
  await run(bareUrl, {}, warmup);
  const pairs = [];
  for (let i = 0; i < rounds; i++) {
    pairs.push({ product: await run(productUrl, auth), bare: await run(bareUrl) });
  }
  /** The rounds as one: requests over the whole measured time, the median round's p50/p99. */
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const overall = (runs, side) => ({
    rps: runs.reduce((sum, pair) => sum + pair[side].requests, 0) / (rounds * duration),
    p50: median(runs.map((pair) => pair[side].p50)),
    p99: median(runs.map((pair) => pair[side].p99)),
  });
  const product = overall(pairs, 'product');
  const bare = overall(pairs, 'bare');
  let healthz = null;
  let healthzBearer = null;
  if (!profileDir) {
    const healthUrl = `${base}/api/healthz`;
    await run(healthUrl, {}, 2);
    await run(healthUrl, auth, 2);
    const healthPairs = [];
    for (let i = 0; i < rounds; i++) {
      healthPairs.push({ plain: await run(healthUrl), bearer: await run(healthUrl, auth) });
    }
    healthz = overall(healthPairs, 'plain');
    healthzBearer = overall(healthPairs, 'bearer');
  }

  const rssKb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
      .toString()
      .trim(),
  );
  const row = (name, m) =>
    `${name.padEnd(44)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(3)} ms`;
  console.log(
    `\n${connections} connections, ${rounds} rounds of ${duration} s each side after ${warmup} s of warm-up, product on PostgreSQL, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  pairs.forEach((pair, i) =>
    console.log(
      `  round ${i + 1}: product ${pair.product.rps.toFixed(0)} req/s p99 ${pair.product.p99} ms, baseline ${pair.bare.rps.toFixed(0)} req/s p99 ${pair.bare.p99} ms, ${(pair.product.rps / pair.bare.rps).toFixed(2)}×`,
    ),
  );
  console.log(row('FAQ list, 20 per page (product)', product));
  console.log(row('same three statements, bare pg (baseline)', bare));
  console.log(
    `  ratio to the baseline: ${(product.rps / bare.rps).toFixed(2)}× (target ≥ 0.70×); p99 is the median round's (target ≤ 15 ms)`,
  );
  if (healthz && healthzBearer) {
    console.log(row('GET /api/healthz', healthz));
    console.log(row('GET /api/healthz with a bearer header', healthzBearer));
    console.log(
      `  with a bearer header: ${((healthzBearer.rps / healthz.rps) * 100).toFixed(0)}% of without (target ≥ 90%)`,
    );
  }
  console.log(`server RSS after the run: ${(rssKb / 1024).toFixed(0)} MB`);
}

/** The top five functions by self time in a .cpuprofile, idle and GC aside. */
function printTopFunctions(file) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const interval = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const self = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(functionName)) continue;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    const time = interval.get(node.id) ?? 0;
    self.set(key, (self.get(key) ?? 0) + time);
    busy += time;
  }
  console.log(`\nprofile: top five by self time (of ${(busy / 1000).toFixed(0)} ms busy)`);
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${((time / busy) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/**
 * The orders and transactions list cases at 1M rows (the EXPLAIN guard's, at full size). Page
 * 5000 twice: as the list's own pager reaches it, from page 4999 with that page's cursor (a
 * keyset seek, core/list-query/), and typed into the address, by its number alone (an
 * index-only walk over the 49,990 rows before it); and the last page by its cursor.
 */
async function listCases(base, auth) {
  const one = (sqlText) =>
    execFileSync('psql', [databaseUrl, '-At', '-c', sqlText]).toString().trim();
  // the busiest offer (the least selective offer filter) and a month two years back
  const [offerId, seriesId] = one(
    'select offer_id, series_id from orders group by 1, 2 order by count(*) desc limit 1',
  ).split('|');
  const month = { dateFrom: '2025-03-01', dateTo: '2025-03-31' };
  const page = (n) => ({ pagination: { pageNumber: String(n) } });
  const filter = (field, name, value) => ({ filters: { [field]: { [name]: value } } });
  const all = [];
  const add = (area, name, query) => all.push({ area, name, query });
  const spec = {
    order: {
      sortable: ['id', 'date', 'totalAmount', 'status', 'quantity'],
      choices: { status: ['new', 'paid', 'completed', 'rejected'] },
      amount: 'totalAmount',
      dates: ['date'],
    },
    transaction: {
      sortable: ['id', 'date', 'amount', 'status', 'waitUntil'],
      choices: {
        status: ['pending', 'paid', 'rejected', 'expired'],
        method: ['paypal', 'bank-transfer'],
      },
      amount: 'amount',
      dates: ['date', 'waitUntil'],
    },
  };
  const cursors = async (area, query) => {
    const response = await fetch(`${base}/api/admin/${area}?${queryString(query)}`, {
      headers: auth,
    });
    if (!response.ok) throw new Error(`${area}: ${response.status}`);
    const { pagination } = await response.json();
    if (!pagination.cursors) throw new Error(`${area}: no cursors on ${queryString(query)}`);
    return pagination;
  };
  for (const [area, s] of Object.entries(spec)) {
    add(area, 'first page', {});
    const at4999 = await cursors(area, page(4999));
    add(area, 'page 5000 from page 4999', {
      pagination: { pageNumber: '5000', after: at4999.cursors.next },
    });
    add(area, 'page 5000 typed in the address', page(5000));
    add(area, 'last page', {
      pagination: { pageNumber: String(at4999.totalPages), before: at4999.cursors.last },
    });
    add(area, 'investor search "kowal"', filter('investor', 'text', 'kowal'));
    add(area, 'offer', filter('offer', 'numeric', offerId));
    if (area === 'order') add(area, 'series', filter('series', 'numeric', seriesId));
    add(area, `${s.amount} ≥ 5000`, filter(s.amount, 'min', '5000'));
    add(area, `${s.amount} ≤ 300`, filter(s.amount, 'max', '300'));
    for (const field of s.dates)
      add(area, `${field} in March 2025`, { filters: { [field]: month } });
    for (const [field, values] of Object.entries(s.choices))
      for (const value of values) add(area, `${field} ${value}`, filter(field, 'choice', value));
    for (const column of s.sortable)
      for (const direction of ['ASC', 'DESC'])
        add(area, `sort ${column} ${direction}`, { order: [{ column, direction }] });
  }
  // the record search: the busiest investors' stem, two words, one investor (the newest), nobody,
  // an order's number, an offer's title
  const email = one('select email from users where not is_admin order by id desc limit 1');
  for (const q of ['kowal', 'anna kowal', email, 'zzqx', '#123456', 'Inwestycja 12'])
    all.push({ area: 'search', name: `"${q}"`, query: { q }, budget: 100 });
  return all;
}

/** The product's address of a case: a list (its query as the web client writes it) or the search. */
function productPath(c) {
  return c.area === 'search'
    ? `/api/admin/search?q=${encodeURIComponent(c.query.q)}`
    : `/api/admin/${c.area}?${queryString(c.query)}`;
}

/** The list query as the web client writes it (`filters[status][choice]=paid`, …). */
function queryString(query) {
  const parts = [];
  for (const [field, byName] of Object.entries(query.filters ?? {}))
    for (const [name, value] of Object.entries(byName))
      parts.push(`filters[${field}][${name}]=${encodeURIComponent(value)}`);
  (query.order ?? []).forEach((o, i) =>
    parts.push(`order[${i}][column]=${o.column}`, `order[${i}][direction]=${o.direction}`),
  );
  for (const [name, value] of Object.entries(query.pagination ?? {}))
    parts.push(`pagination[${name}]=${value}`);
  return parts.join('&');
}

async function benchLists(base, cases, auth, run, measure) {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  // Both servers warm up on every case for --warmup seconds in all before the first measure (the
  // FAQ's finding: the product's JIT takes ten seconds or more under load, and with only each
  // case's own 1-s warm-up the first cases measured a half-compiled product).
  const each = Math.max(0.2, warmup / cases.length);
  for (const [i, c] of cases.entries()) {
    await run(`${base}${productPath(c)}`, auth, each);
    await run(`http://127.0.0.1:${BASELINE_PORT}/?case=${i}`, {}, each);
  }
  const loadBefore = load();
  const rows = [];
  for (const [i, c] of cases.entries()) {
    const product = await measure(`${base}${productPath(c)}`, auth);
    const bare = await measure(`http://127.0.0.1:${BASELINE_PORT}/?case=${i}`);
    rows.push({ ...c, product, bare });
    const ratio = bare.rps > 0 ? product.rps / bare.rps : 0;
    if (product.rps === 0) {
      // not one answer within the window: the case is far over budget (p99 would read 0)
      product.p99 = Infinity;
    }
    console.log(
      `${`${c.area}: ${c.name}`.padEnd(44)} p99 ${String(product.p99).padStart(4)} ms (pg ${String(bare.p99).padStart(4)})  ${product.rps.toFixed(0).padStart(5)} req/s (pg ${bare.rps.toFixed(0).padStart(5)})  ${ratio.toFixed(2)}×${product.p99 > (c.budget ?? 20) || ratio < 0.6 ? '  ✗' : ''}`,
    );
  }
  const lists = rows.filter((r) => r.area !== 'search');
  const searches = rows.filter((r) => r.area === 'search');
  const worst = Math.max(...lists.map((r) => r.product.p99));
  const minRatio = Math.min(...lists.map((r) => (r.bare.rps > 0 ? r.product.rps / r.bare.rps : 0)));
  console.log(
    `\n${rows.length} cases, ${connections} connections, ${duration} s each, Node ${process.version}; load average ${loadBefore} before, ${load()} after`,
  );
  if (lists.length > 0)
    console.log(
      `lists: worst p99 ${worst} ms (target ≤ 20 ms); lowest ratio ${minRatio.toFixed(2)}× (target ≥ 0.60×)`,
    );
  if (searches.length > 0) {
    const ratios = searches.map((r) => (r.bare.rps > 0 ? r.product.rps / r.bare.rps : 0));
    console.log(
      `record search: worst p99 ${Math.max(...searches.map((r) => r.product.p99))} ms (target ≤ 100 ms; bare pg ${Math.max(...searches.map((r) => r.bare.p99))} ms); lowest ratio ${Math.min(...ratios).toFixed(2)}×`,
    );
  }
}
