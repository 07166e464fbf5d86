// The bare-`pg` baseline of `npm run bench:api`: a plain node:http server that answers the FAQ
// list with the same three queries the product runs (the signed-in user with the route's
// permission, one page, the capped count) and JSON.stringify, and nothing else: no framework,
// no validation, no token check. What the product adds on top is its own cost.
// Usage (started by bench-api.mjs): node scripts/bench-api-baseline.mjs <port> <database-url> <user-id>
import http from 'node:http';
import pg from 'pg';

const [port, url, userId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });

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
const PAGE = `select "id", "active", "position", "is_featured", "question", "answer", "version",
  "created_at", "updated_at" from "faq" order by "faq"."position" asc, "faq"."id" asc limit $1 offset $2`;
const COUNT = `select count(*)::int as n from (select 1 from "faq" limit $1) capped`;

http
  .createServer(async (_request, response) => {
    try {
      // sent as the product sends them: the auth query as a named (prepared) statement, the
      // page and the count as plain parameterised queries
      const auth = await pool.query({
        name: 'auth',
        text: AUTH,
        values: [Number(userId), 'admin:faq:list'],
      });
      if (!auth.rows[0]?.permitted) throw new Error('not permitted');
      const [page, count] = await Promise.all([
        pool.query(PAGE, [20, 0]),
        pool.query(COUNT, [10_001]),
      ]);
      const items = page.rows.map((row) => ({
        id: row.id,
        active: row.active,
        position: row.position,
        isFeatured: row.is_featured,
        question: row.question,
        answer: row.answer,
        version: row.version,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }));
      const body = JSON.stringify({ items, pagination: { totalItems: count.rows[0].n } });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
