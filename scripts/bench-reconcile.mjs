// `npm run bench:reconcile` (REQ-BANK-9): a 10,000-entry camt.053 statement against 100,000 open
// bank transfers, on PostgreSQL, through the built server's own routes:
//  1. the upload and import (parsed in the worker thread, booked, matched) within 5 s;
//  2. the batch confirmation of its matched entries (each through transaction.accept, in its own
//     transaction) within 30 s.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a
// server where a throwaway database is created and dropped. Figures in docs/performance.md.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { ADMIN_PASSWORD, signIn, startBuiltServer } from './bench-server.mjs';

const require = createRequire(path.join(root, 'apps/server/package.json'));
const pg = require('pg');

const TRANSFERS = 100_000;
const ENTRIES = 10_000;
const PARSE_MATCH_BUDGET_MS = 5_000;
const CONFIRM_BUDGET_MS = 30_000;
const CONFIRM_GIVE_UP_MS = 280_000;
const ACCOUNT = 'PL14102010550000123456789012';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_reconcile_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let lastTiming = '';
async function api(base, token, method, route, body) {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  lastTiming = res.headers.get('server-timing') ?? '';
  if (res.status >= 300)
    throw new Error(`${method} ${route}: HTTP ${res.status} ${text.slice(0, 400)}`);
  return JSON.parse(text);
}

const pair = (pl, en) => ({ pl, en });

/** One series and offer, 100,000 investors and their open transfers, in SQL (seconds, not hours). */
async function openTransfers() {
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  const [{ id: seriesId }] = (
    await client.query(
      `insert into series (name, share_limit, price_per_share, available_from, available_to, account_number)
       values ('Bench reconcile', 10000000, 100.00, '2026-01-01', '2027-12-31', $1) returning id`,
      [ACCOUNT],
    )
  ).rows;
  const [{ id: offerId }] = (
    await client.query(
      `insert into offer (is_open, is_visible, no_robots, title, slug_pl, seo_title, seo_description, main_description, project_type, template_name, address, investment_start, investment_end, tenants, series_id)
       values (true, true, false, $1, 'bench-reconcile', $1, $1, $1, $1, 'default', 'Łódź', '2026-01-01', '2027-12-31', $1, $2) returning id`,
      [JSON.stringify(pair('Bench', 'Bench')), seriesId],
    )
  ).rows;
  await client.query(
    `insert into users (email, first_name, last_name, user_type, is_admin)
     select 'bench' || n || '@example.com', 'Jan' || n, 'Inwestor' || n, 'investor', false
       from generate_series(1, ${TRANSFERS}) n`,
  );
  await client.query(
    `insert into orders (user_id, offer_id, series_id, status, date, price_per_share, quantity, total_amount)
     select u.id, $1, $2, 'new', now() - interval '1 day', 100.00, 1 + (u.n % 50), (1 + (u.n % 50)) * 100.00 + (u.n % 97) / 100.0
       from (select id, row_number() over (order by id) n from users where email like 'bench%@example.com') u`,
    [offerId, seriesId],
  );
  await client.query(
    `insert into "transaction" (order_id, user_id, offer_id, method, method_id, status, amount, original_amount, date, wait_until)
     select o.id, o.user_id, o.offer_id, 'bank-transfer', 'ORDER-' || o.id, 'pending', o.total_amount, o.total_amount, o.date, now() + interval '7 days'
       from orders o where o.offer_id = $1`,
    [offerId],
  );
  await client.query(`update settings set approval_mode = 'off' where id = 1`);
  await client.query('analyze');
  const { rows } = await client.query(
    `select t.order_id, t.amount, u.first_name, u.last_name from "transaction" t join users u on u.id = t.user_id
      where t.offer_id = $1 order by t.id limit ${ENTRIES}`,
    [offerId],
  );
  return { client, rows };
}

/** 8,000 credits naming their order, 1,500 by amount and name, 500 no one's. */
function statement(rows) {
  const entries = rows.map((row, i) => {
    const byReference = i < 8_000;
    const stranger = i >= 9_500;
    const amount = stranger ? `${(i % 90) + 1}.13` : row.amount;
    const name = stranger ? 'NIEZNANY NADAWCA' : `${row.first_name} ${row.last_name}`.toUpperCase();
    const title = byReference ? `ORDER-${row.order_id} wplata za udzialy` : 'Wplata za udzialy';
    return `<Ntry><Amt Ccy="PLN">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-27</Dt></BookgDt><ValDt><Dt>2026-11-27</Dt></ValDt><AcctSvcrRef>BENCH${String(i).padStart(8, '0')}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${title}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-27T18:00:00</CreDtTm></GrpHdr><Stmt><Id>BENCH</Id><Acct><Id><IBAN>${ACCOUNT}</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

const profileDir = path.join(os.tmpdir(), `bench-reconcile-${process.pid}`);
await admin(`create database "${dbName}"`);
let server;
let client;
try {
  server = await startBuiltServer({
    env: { DATABASE_URL: url.href, SEED_DEMO_DATA: '0', REQUEST_TIMEOUT_MS: '120000' },
    // `--cpu-prof`: the server's CPU profile, written to a temporary folder when it stops (docs/performance.md)
    nodeArgs: process.argv.includes('--cpu-prof')
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]
      : [],
  });
  const { accessToken } = await signIn(server.base);
  await api(server.base, accessToken, 'POST', '/user/me/step-up', { password: ADMIN_PASSWORD });
  console.log(`• ${TRANSFERS} open bank transfers`);
  const made = await openTransfers();
  client = made.client;
  const xml = statement(made.rows);
  console.log(`• a ${ENTRIES}-entry camt.053 of ${(xml.length / 1e6).toFixed(1)} MB`);

  const started = performance.now();
  const uploaded = await api(server.base, accessToken, 'POST', '/admin/common/upload-file', {
    file: { base64: Buffer.from(xml).toString('base64'), fileName: 'bench-camt053.xml' },
  });
  const uploadedAt = performance.now();
  const imported = await api(server.base, accessToken, 'POST', '/admin/bank-statement/import', {
    fileId: uploaded.file.id,
  });
  const importMs = performance.now() - started;
  const { rows: counts } = await client.query(
    `select status, match_method, count(*)::int n from bank_entry where statement_id = $1 group by 1, 2 order by 1, 2`,
    [imported.statementId],
  );
  console.log(
    `  upload ${(uploadedAt - started).toFixed(0)} ms, import (parse + book + match) ${(performance.now() - uploadedAt).toFixed(0)} ms, in all ${importMs.toFixed(0)} ms (budget ${PARSE_MATCH_BUDGET_MS} ms); server: ${lastTiming}`,
  );
  console.log(
    `  ${counts.map((c) => `${c.status}${c.match_method ? `/${c.match_method}` : ''} ${c.n}`).join(', ')}`,
  );

  const confirmStarted = performance.now();
  // progress from the database meanwhile: an over-budget batch still tells its rate; fetch's
  // own 300 s header timeout is not what ends a slow run, CONFIRM_GIVE_UP_MS is
  const confirmedSoFar = async () =>
    (
      await client.query(
        `select count(*)::int n from bank_entry where statement_id = $1 and status = 'confirmed'`,
        [imported.statementId],
      )
    ).rows[0].n;
  const progress = setInterval(async () => {
    const n = await confirmedSoFar().catch(() => null);
    const s = (performance.now() - confirmStarted) / 1000;
    if (n !== null)
      console.log(`  … ${n} confirmed after ${s.toFixed(0)} s (${(n / s).toFixed(0)}/s)`);
  }, 15_000);
  const answer = await Promise.race([
    api(server.base, accessToken, 'POST', `/admin/bank-statement/${imported.statementId}/confirm`),
    new Promise((resolve) => setTimeout(resolve, CONFIRM_GIVE_UP_MS, null)),
  ]).finally(() => clearInterval(progress));
  if (answer === null) {
    const n = await confirmedSoFar();
    throw new Error(
      `batch not answered in ${CONFIRM_GIVE_UP_MS / 1000} s: ${n} confirmed by then (${(n / (CONFIRM_GIVE_UP_MS / 1000)).toFixed(0)}/s)`,
    );
  }
  const confirmMs = performance.now() - confirmStarted;
  const outcomes = {};
  for (const r of answer.results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  console.log(
    `• batch of ${answer.results.length} confirmed in ${confirmMs.toFixed(0)} ms (budget ${CONFIRM_BUDGET_MS} ms): ${JSON.stringify(outcomes)}`,
  );
  const failed = [];
  if (importMs > PARSE_MATCH_BUDGET_MS) failed.push('import over budget');
  if (confirmMs > CONFIRM_BUDGET_MS) failed.push('confirmation over budget');
  if ((outcomes.confirmed ?? 0) !== 9_500)
    failed.push(`expected 9500 confirmed, got ${outcomes.confirmed}`);
  if (failed.length) {
    console.error(`✗ ${failed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('✓ within budget');
  }
} finally {
  await client?.end();
  await server?.stop();
  await admin(`drop database if exists "${dbName}" with (force)`);
  if (process.argv.includes('--cpu-prof')) console.log(`• the server's CPU profile: ${profileDir}`);
}
