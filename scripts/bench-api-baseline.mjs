// The bare-`pg` baseline of `npm run bench:api`: a plain node:http server that runs, for each
// case, exactly the SQL the product runs, and nothing else (no framework, no validation, no
// token check, no mapping). So that the statements are the product's own, it asks the built
// server once per case, with a query logger that keeps each statement and its parameters (the
// answers are thrown away): the admin hook's signed-in-user query (`signedInUserQuery`) and the
// area's own list function. Then it answers `/?case=<n>` with those statements through bare
// `pg`, sent as the product sends them: the user query as a named (prepared) statement first,
// then the list's statements at once (the page beside the count) as unnamed ones; and
// `JSON.stringify` of the rows. A big list's page comes in two steps (core/list-query/
// `keyedPage`): its keys, then its rows by `… = any($1)`, a named statement; the baseline
// sends those two one after the other, the second named, beside the count.
// Usage (started by bench-api.mjs): node scripts/bench-api-baseline.mjs <port> <database-url> <user-id>
// then an IPC message { cases: [{ area: 'faq' | 'order' | 'transaction', query: ListQueryParams }
// | { area: 'search', query: { q } }] }.
import http from 'node:http';
import pg from 'pg';
import { root } from './lib.mjs';

const [port, url, userId] = process.argv.slice(2);
const dist = (file) => new URL(`file://${root}/apps/server/dist/${file}`).href;
const { openDatabase, POSTGRES_SESSION_OPTIONS } = await import(dist('core/db/database.js'));
const { signedInUserQuery } = await import(dist('core/auth/auth-plugin.js'));
const services = {
  faq: await import(dist('modules/faq/service.js')),
  order: await import(dist('modules/money/orders/service.js')),
  transaction: await import(dist('modules/money/transactions/service.js')),
};
const { search } = await import(dist('modules/search/service.js'));

const { cases } = await new Promise((resolve) => process.once('message', resolve));
let captured = null;
const database = await openDatabase(
  { kind: 'postgres', url },
  { logger: { logQuery: (text, values) => captured?.push({ text, values }) } },
);
/** The statements one call sends, in order. */
async function capture(run) {
  captured = [];
  await run();
  const statements = captured;
  captured = null;
  return statements;
}
const plans = [];
for (const { area, query } of cases) {
  // the record search is open to any signed-in admin: its auth query asks for no permission,
  // and the super admin's kinds need no second query (core/permissions.ts holdsOf)
  const open = area === 'search';
  const [auth] = await capture(() =>
    signedInUserQuery(database.db).execute({
      id: Number(userId),
      session: '00000000-0000-0000-0000-000000000000',
      permissions: open ? [] : [`admin:${area}:list`],
    }),
  );
  const statements = await capture(() =>
    open ? search(database.db, query.q, () => true) : services[area].list(database.db, query),
  );
  plans.push({ auth, statements, open });
}
// the statement's columns are unnamed expressions (drizzle reads rows by position), so the
// baseline reads them by position too
const PERMITTED = Object.keys(signedInUserQuery(database.db)._.selectedFields).indexOf('permitted');
await database.close();

// keyedPage's two statements, recognised by their SQL: the keys, and the rows by those keys
const KEYS = /^select \S+ as key(, .+ as position)? from /;
const ROWS_BY_KEYS = /= any\(\$1\)$/;
const rowsNames = new Map();
for (const plan of plans) {
  const rows = plan.statements.find((s) => ROWS_BY_KEYS.test(s.text));
  const keys = plan.statements.find((s) => KEYS.test(s.text));
  if (!rows !== !keys) throw new Error(`a page's keys without its rows, or the reverse`);
  if (!rows) continue;
  if (!rowsNames.has(rows.text)) rowsNames.set(rows.text, `rows_${rowsNames.size}`);
  plan.page = { keys, rows: { ...rows, name: rowsNames.get(rows.text) } };
  plan.statements = plan.statements.filter((s) => s !== rows && s !== keys);
}

// the product's session settings (no parallel workers), so the same statements get the same plans
const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
http
  .createServer(async (request, response) => {
    try {
      const plan = plans[Number(new URL(request.url, 'http://x').searchParams.get('case') ?? 0)];
      const auth = await pool.query({
        name: 'auth',
        text: plan.auth.text,
        values: plan.auth.values,
        rowMode: 'array',
      });
      if (!plan.open && auth.rows[0]?.[PERMITTED] !== true) throw new Error('not permitted');
      const page = plan.page
        ? pool
            .query(plan.page.keys.text, plan.page.keys.values)
            .then(() => pool.query(plan.page.rows))
        : null;
      const results = await Promise.all([
        ...(page ? [page] : []),
        ...plan.statements.map((s) => pool.query(s.text, s.values)),
      ]);
      const body = JSON.stringify({ results: results.map((r) => r.rows) });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
