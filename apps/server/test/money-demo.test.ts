import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, isValidIban } from '@backoffice/contract';
import { createPglite, openDatabase, queryRows, type Database } from '../src/core/db/database.js';
import { runSeed } from '../src/seed/seed.js';
import {
  requireTestDatabaseUrl,
  testDatabaseKind,
  throwawayFileService,
  withDatabaseName,
} from './helpers/test-config.js';

// The demo's money rows must obey the same rules as the server's own writes: the screens and
// the future dashboard read them as real data. A fresh, empty database (the template has no
// demo): PGlite, or an empty PostgreSQL database when the suite runs there.
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const url = requireTestDatabaseUrl();
    const name = `money_demo_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
      await dropper.end();
    };
    database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
  } else {
    database = await openDatabase({ kind: 'pglite-instance', client: await createPglite() });
  }
  await database.migrate();
  const seeded = await runSeed(database.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'Admin12345',
    demoData: true,
    files: throwawayFileService(),
  });
  expect(seeded.demoDataCreated).toBe(true);
  // the whole demo, pictures included (the first offer shows every element type)
}, 240_000);
afterAll(async () => {
  await database.close();
  await dropDatabase?.();
});

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
