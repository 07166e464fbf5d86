// The bare-`pg` baseline of `npm run bench:api -- --scale`: the money lists' cases. So that it
// runs exactly the SQL the product runs, it asks the built server's own list functions once per
// case, with a query logger that keeps each statement and its parameters (and throws the answer
// away); then a plain node:http server answers `/?case=<n>` with those statements through bare
// `pg` — the auth query as the product sends it, the page and the count at once, as the product
// does — and JSON.stringify, and nothing else.
// Usage (started by bench-api.mjs): node scripts/bench-api-baseline-lists.mjs <port> <database-url> <user-id>
// then an IPC message { cases: [{ area: 'order' | 'transaction', query: ListQueryParams }] }.
import http from 'node:http';
import pg from 'pg';
import { root } from './lib.mjs';

const [port, url, userId] = process.argv.slice(2);
const dist = (file) => new URL(`file://${root}/apps/server/dist/${file}`).href;
const { openDatabase, POSTGRES_SESSION_OPTIONS } = await import(dist('core/db/database.js'));
const services = {
  order: await import(dist('modules/orders/service.js')),
  transaction: await import(dist('modules/transactions/service.js')),
};

const AUTH = `select "id", "email", "first_name", "last_name", "is_admin", "is_super_admin",
  "user_type", "active", "sessions_revoked_at",
  ("users"."is_super_admin" or exists (
      select 1 from "user_roles" ur join "role_permissions" rp on rp.role_id = ur.role_id
        join "permissions" p on p.id = rp.permission_id
       where ur.user_id = "users"."id" and p.name = $2)
    or exists (
      select 1 from "user_permissions" up join "permissions" p on p.id = up.permission_id
       where up.user_id = "users"."id" and p.name = $2)) as permitted
  from "users" where ("users"."id" = $1 and "users"."deleted_at" is null)`;

const { cases } = await new Promise((resolve) => process.once('message', resolve));
let captured = null;
const database = await openDatabase(
  { kind: 'postgres', url },
  { logger: { logQuery: (text, values) => captured?.push({ text, values }) } },
);
const plans = [];
for (const { area, query } of cases) {
  captured = [];
  await services[area].list(database.db, query);
  plans.push({ permission: `admin:${area}:list`, statements: captured });
  captured = null;
}
await database.close();

// the product's session settings (no parallel workers), so the same statements get the same plans
const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
http
  .createServer(async (request, response) => {
    try {
      const plan = plans[Number(new URL(request.url, 'http://x').searchParams.get('case'))];
      const auth = await pool.query({
        name: 'auth',
        text: AUTH,
        values: [Number(userId), plan.permission],
      });
      if (!auth.rows[0]?.permitted) throw new Error('not permitted');
      const results = await Promise.all(plan.statements.map((s) => pool.query(s.text, s.values)));
      const body = JSON.stringify({ results: results.map((r) => r.rows) });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
