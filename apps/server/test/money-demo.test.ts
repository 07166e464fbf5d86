import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, isValidIban, type ListResponse } from '@backoffice/contract';
import type { BankImportResult, BankStatement } from '@backoffice/contract/bank-statements';
import type { RefundListItem } from '@backoffice/contract/refunds';
import { createPglite, openDatabase, queryRows, type Database } from '../src/core/db/database.js';
import { runSeed } from '../src/seed/seed.js';
import { signInStepped } from './helpers/auth.js';
import { call, present } from './helpers/money.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  requireTestDatabaseUrl,
  testDatabaseKind,
  throwawayFileService,
  withDatabaseName,
} from './helpers/test-config.js';

// The demo's money rows must obey the same rules as the server's own writes: the screens and
// the future dashboard read them as real data. A fresh, empty database (the template has no
// demo): PGlite, or an empty PostgreSQL database when the suite runs there.
let database: Database;
const dropDatabases: (() => Promise<void>)[] = [];
/** A copy of the freshly seeded demo database, as a user has it after the first `npm start`. */
let copyOfDemo: () => Promise<Database>;
beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const url = requireTestDatabaseUrl();
    const name = `money_demo_${crypto.randomBytes(4).toString('hex')}`;
    const run = async (statement: string) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(statement);
      await admin.end();
    };
    await run(`CREATE DATABASE "${name}"`);
    dropDatabases.push(() => run(`DROP DATABASE IF EXISTS "${name}"`));
    const seededDb = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
    await seed(seededDb);
    // a template has no other session: the copies are made while it is closed
    await seededDb.close();
    const copies: string[] = [];
    for (let i = 0; i < SAMPLES.length; i += 1) {
      const copy = `${name}_${i}`;
      await run(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
      dropDatabases.push(() => run(`DROP DATABASE IF EXISTS "${copy}"`));
      copies.push(copy);
    }
    copyOfDemo = () =>
      openDatabase({ kind: 'postgres', url: withDatabaseName(url, present(copies.shift())) });
    database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
  } else {
    const client = await createPglite();
    database = await openDatabase({ kind: 'pglite-instance', client });
    await seed(database);
    const dump = await client.dumpDataDir('none');
    copyOfDemo = async () =>
      openDatabase({
        kind: 'pglite-instance',
        client: await createPglite(undefined, { loadDataDir: dump }),
      });
  }
}, 240_000);
afterAll(async () => {
  await database.close();
  for (const drop of dropDatabases.reverse()) await drop();
});

async function seed(target: Database) {
  await target.migrate();
  const seeded = await runSeed(target.db, {
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    demoData: true,
    files: throwawayFileService(),
  });
  expect(seeded.demoDataCreated).toBe(true);
  // the whole demo, pictures included (the first offer shows every element type)
}

/** The bank statement samples of docs/samples, with what the CSV import needs besides. */
const SAMPLES = [
  ['bank-statement-camt053.xml', {}],
  // under the extension banks give MT940 (the upload takes .sta as plain text)
  ['bank-statement-mt940.sta', {}],
  [
    'bank-statement.csv',
    {
      account: 'PL14102010550000123456789012',
      mapping: {
        date: 'Data operacji',
        amount: 'Kwota',
        currency: 'Waluta',
        counterparty: 'Nadawca / Odbiorca',
        title: 'Tytuł',
        bankReference: 'Numer referencyjny',
      },
    },
  ],
] as const;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('money demo data', () => {
  it('has orders and payments in every status and method, some due within a day', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(statuses.map((r) => r.status).sort()).toEqual(['completed', 'new', 'paid', 'rejected']);
    const txStatuses = await rows<{ status: string }>(
      sql`select distinct status from "transaction"`,
    );
    expect(txStatuses.map((r) => r.status).sort()).toEqual(['paid', 'pending', 'rejected']);
    const methods = await rows<{ method: string }>(sql`select distinct method from "transaction"`);
    expect(methods.map((r) => r.method).sort()).toEqual(['bank-transfer', 'paypal']);
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o where not exists (select 1 from "transaction" t where t.order_id = o.id)`,
    );
    expect(orphans?.n).toBe(0);
    const [soon] = await rows<{ n: number }>(
      sql`select count(*)::int as n from "transaction" where status = 'pending' and wait_until > now() and wait_until < now() + interval '24 hours'`,
    );
    expect(soon?.n).toBeGreaterThan(0);
    const [overdue] = await rows<{ n: number }>(
      sql`select count(*)::int as n from "transaction" where status = 'pending' and wait_until <= now()`,
    );
    expect(overdue?.n).toBe(0);
    const [span] = await rows<{ days: number }>(
      sql`select extract(day from max(date) - min(date))::int as days from orders`,
    );
    expect(span?.days).toBeGreaterThan(365);
  });

  it('issues shares numbered 1…n per series and investments that add up', async () => {
    const gaps = await rows<{ seriesId: number; n: number; max: number }>(
      sql`select series_id as "seriesId", count(*)::int as n, max(share_number) as max from share group by series_id`,
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const series of gaps) expect(series.max).toBe(series.n);
    const mismatched = await rows(sql`
      select i.id from investment i
      left join (select investment_id, count(*) as n, sum(price) as amount from share group by investment_id) s
        on s.investment_id = i.id
      where i.number_of_shares <> coalesce(s.n, 0) or i.invested_amount <> coalesce(s.amount, 0)`);
    expect(mismatched).toEqual([]);
    const oversold = await rows(sql`
      select s.id from series s
      where s.share_limit < (select coalesce(sum(quantity), 0) from orders o
        where o.series_id = s.id and o.status in ('new', 'paid', 'completed'))`);
    expect(oversold).toEqual([]);
    // the investors accepted the order agreements with their orders
    const [unanswered] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o where not exists (select 1 from user_agreement ua where ua.order_id = o.id and ua.accepted)`,
    );
    expect(unanswered?.n).toBe(0);
    const [dividendCount] = await rows<{ n: number }>(sql`select count(*)::int as n from dividend`);
    expect(dividendCount?.n).toBeGreaterThan(0);
  });

  it('has investors with Polish names and valid IBANs', async () => {
    const investors = await rows<{ lastName: string; iban: string | null }>(
      sql`select last_name as "lastName", bank_account_number as iban from users where user_type = 'investor'`,
    );
    expect(investors.length).toBeGreaterThanOrEqual(10);
    for (const investor of investors) expect(isValidIban(investor.iban ?? '')).toBe(true);
    expect(investors.some((i) => /[ąćęłńóśźż]/i.test(i.lastName))).toBe(true);
  });
});

describe('offer demo data', () => {
  it("uses every one of the page builder's element types", async () => {
    const used = await rows<{ type: string }>(sql`select distinct type from offer_element`);
    expect(ELEMENT_TYPES).toHaveLength(15);
    expect(used.map((row) => row.type).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it('writes amounts as money in each language, and the capital stack adds up', async () => {
    const [financing] = await rows<{ pl: string; en: string }>(
      sql`select d.content->>'pl' as pl, d.content->>'en' as en
            from offer_description d join offer o on o.id = d.offer_id
           where o.slug_pl = 'apartamenty-zablocie' and d.position = 2`,
    );
    expect(financing?.pl).toContain('48\u00a0500\u00a0000,00\u00a0zł');
    expect(financing?.en).toContain('PLN 48,500,000.00');
    expect(`${financing?.pl} ${financing?.en}`).not.toMatch(/\d{4,}\.\d{2}/);
    const unbalanced = await rows<{ id: number }>(
      sql`select id from offer
           where total_cost <> coalesce(debt, 0) + coalesce(developer_equity, 0) + investors_equity`,
    );
    expect(unbalanced).toEqual([]);
  });

  it("gives the dashboard's raised-against-target a spread: sold out, part raised and not started", async () => {
    const shares = await rows<{ share: string }>(
      sql`select round(coalesce(r.raised, 0) / o.investors_equity * 100)::text as share
            from offer o left join dashboard_offer_raised r on r.offer_id = o.id`,
    );
    const percents = shares.map((row) => Number(row.share));
    expect(percents).toContain(100);
    expect(percents).toContain(0);
    const partly = new Set(percents.filter((p) => p > 0 && p < 100));
    expect(partly.size).toBeGreaterThanOrEqual(3);
  });
});

// REQ-DEMO-1: the demo keeps the money rules the server's own writes keep.
describe('the money rules in the demo data', () => {
  it('accepts no order before its payment is booked, nor books one before the order', async () => {
    const completed = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'completed'`,
    );
    expect(completed[0]?.n).toBeGreaterThan(10);
    const early = await rows<{ id: number }>(sql`
      select o.id from orders o left join "transaction" t on t.order_id = o.id
      where o.status in ('completed', 'paid') and (
        t.id is null or t.status <> 'paid' or t.date_completed is null
        or t.date_completed <= o.date or t.date_completed > now()
        or (o.status = 'completed' and (o.date_completed is null
          or t.date_completed >= o.date_completed or o.date_completed > now()
          or exists (select 1 from order_event e where e.order_id = o.id and e.type = 'accepted'
                     and e.at <= t.date_completed)
          or exists (select 1 from transaction_receipt r where r.transaction_id = t.id
                     and r.value_date > o.date_completed::date))))`);
    expect(early).toEqual([]);
    // a transfer is paid when its receipts cover it, as the transfer confirmation records it
    const uncovered = await rows<{ id: number }>(sql`
      select t.id from "transaction" t
      where t.status = 'paid' and t.method = 'bank-transfer'
        and coalesce((select sum(r.amount) from transaction_receipt r where r.transaction_id = t.id), 0) <> t.amount`);
    expect(uncovered).toEqual([]);
  });

  it('places every order while its series is open, on the business calendar', async () => {
    const outside = await rows<{ id: number; date: string; from: string; to: string }>(sql`
      select o.id, o.date::text as date, s.available_from::text as "from", s.available_to::text as "to"
      from orders o join series s on s.id = o.series_id
      where (o.date at time zone 'Europe/Warsaw')::date not between s.available_from and s.available_to`);
    expect(outside).toEqual([]);
  });

  it('has every investor registered before their orders and consents', async () => {
    const before = await rows<{ id: number }>(sql`
      select o.id from orders o join users u on u.id = o.user_id where u.created_at >= o.date`);
    expect(before).toEqual([]);
    const answeredFirst = await rows<{ id: number }>(sql`
      select ua.id from user_agreement ua join users u on u.id = ua.user_id
      where ua.answered_at < u.created_at`);
    expect(answeredFirst).toEqual([]);
  });

  it('links consents only to orders that exist, of the investor who gave them', async () => {
    const [linked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from user_agreement where order_id is not null`,
    );
    expect(linked?.n).toBeGreaterThan(0);
    const dangling = await rows<{ id: number }>(sql`
      select ua.id from user_agreement ua left join orders o on o.id = ua.order_id
      where ua.order_id is not null and (o.id is null or o.user_id <> ua.user_id)`);
    expect(dangling).toEqual([]);
  });

  it('dates each dividend after its quarter ends, on shares held then, and not ahead', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from dividend`);
    expect(count?.n).toBeGreaterThan(0);
    const wrong = await rows<{ id: number; title: string; date: string }>(sql`
      select d.id, d.title, d.date::text from dividend d
      cross join lateral (select make_date(substring(d.title from '([0-9]{4})$')::int,
        substring(d.title from 'za ([1-4])[.]')::int * 3, 1) + interval '1 month' as ends) q
      where d.title !~ '^Dywidenda za [1-4][.] kwartał [0-9]{4}$'
        or d.date < q.ends or d.date > current_date or d.amount <= 0
        or not exists (select 1 from share s where s.investment_id = d.investment_id
                       and s.date < q.ends)`);
    expect(wrong).toEqual([]);
  });

  it('gives each offer its own target', async () => {
    const targets = await rows<{ target: string }>(
      sql`select coalesce(fixed_investors_equity, investors_equity)::text as target from offer`,
    );
    expect(targets.length).toBe(8);
    expect(new Set(targets.map((t) => t.target)).size).toBe(targets.length);
  });

  it('has a partly paid transfer and a rejected paid order whose refund is to send', async () => {
    const partly = await rows<{ orderId: number; received: string; amount: string }>(sql`
      select t.order_id as "orderId", r.received::text, t.amount::text from "transaction" t
      cross join lateral (select coalesce(sum(amount), 0) as received from transaction_receipt
        where transaction_id = t.id) r
      where t.method = 'bank-transfer' and t.status = 'pending'
        and r.received > 0 and r.received < t.amount`);
    expect(partly).toEqual([{ orderId: 11, received: '4000.00', amount: '8000.00' }]);
    const refunds = await rows<{ orderId: number; amount: string }>(sql`
      select r.order_id as "orderId", r.amount::text from refund r
      join orders o on o.id = r.order_id join "transaction" t on t.order_id = o.id
      where r.status = 'to-send' and r.source = 'rejected' and o.status = 'rejected'
        and t.status = 'paid' and r.amount = t.amount`);
    expect(refunds).toEqual([{ orderId: 9, amount: '3000.00' }]);
  });
});

// REQ-DEMO-2: a user who imports a sample statement after the first start sees it matched.
describe('the bank statement samples on the demo data', () => {
  for (const [file, extra] of SAMPLES) {
    it(`${file} pays open demo transfers, by reference and by amount and name`, async () => {
      let ctx: TestContext | undefined;
      try {
        ctx = await createTestApp({ database: await copyOfDemo() });
        const app = ctx.app;
        const admin = await signInStepped(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
        const bytes = fs.readFileSync(new URL(`../../../docs/samples/${file}`, import.meta.url));
        const uploaded = await app.inject({
          method: 'POST',
          url: '/api/admin/common/upload-file',
          headers: admin,
          payload: { file: { base64: bytes.toString('base64'), fileName: file } },
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const fileId = (uploaded.json() as { file: { id: string } }).file.id;
        const imported = await call<BankImportResult>(
          app,
          admin,
          'POST',
          '/api/admin/bank-statement/import',
          { fileId, ...extra },
        );
        expect(imported.status, JSON.stringify(imported.body)).toBe(201);
        const read = await call<BankStatement>(
          app,
          admin,
          'GET',
          `/api/admin/bank-statement/${imported.body.statementId}`,
        );
        const matched = read.body.entryList.filter((e) => e.status === 'matched');
        const byReference = matched.filter((e) => e.matchMethod === 'reference');
        const byName = matched.filter((e) => e.matchMethod === 'amount-name');
        expect(byReference.length).toBeGreaterThan(0);
        expect(byName.length).toBeGreaterThan(0);
        for (const entry of byReference) {
          expect(entry.title).toContain(`ORDER-${entry.transaction?.orderId}`);
        }
        for (const entry of matched) {
          const transaction = present(entry.transaction);
          // an open demo transfer of that amount, by the investor the entry names
          expect(transaction).toMatchObject({ status: 'pending', amount: entry.amount });
          const [open] = await queryRows<{ method: string }>(
            ctx.database.db,
            sql`select method from "transaction" where id = ${transaction.id}`,
          );
          expect(open?.method).toBe('bank-transfer');
          const normalise = (v: string) =>
            v
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .replace(/ł/gi, 'l')
              .toLowerCase();
          expect(normalise(entry.counterparty)).toBe(normalise(transaction.investor));
        }
        // the refunds list has the demo's refund to send
        const listed = await call<ListResponse<RefundListItem>>(
          app,
          admin,
          'GET',
          '/api/admin/refund?pagination[pageSize]=5',
        );
        expect(listed.status).toBe(200);
        expect(listed.body.items.some((r) => r.status === 'to-send')).toBe(true);
      } finally {
        await ctx?.close();
      }
    });
  }
});
