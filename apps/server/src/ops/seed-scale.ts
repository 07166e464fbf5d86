import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/database.js';
import { queryRows } from '../core/db/database.js';

export interface ScaleSeedOptions {
  investors: number;
  orders: number;
  /** offers, each with its own series (orders are skewed towards the first ones) */
  offers?: number;
  /** progress lines (the CLI prints them) */
  log?: (line: string) => void;
}

export interface ScaleSeedResult {
  investors: number;
  orders: number;
  transactions: number;
  investments: number;
  shares: number;
}

const FIRST_NAMES = [
  'Anna',
  'Piotr',
  'Katarzyna',
  'Krzysztof',
  'Małgorzata',
  'Andrzej',
  'Agnieszka',
  'Tomasz',
  'Barbara',
  'Paweł',
  'Ewa',
  'Michał',
  'Magdalena',
  'Marcin',
  'Joanna',
  'Jakub',
  'Zofia',
  'Grzegorz',
  'Monika',
  'Łukasz',
];
// Surnames as stem + ending (Kowal-ski, Kowal-czyk, Nowak-owska…): 600 of them, so one stem
// such as `kowal` is under 2 % of the investors, as in a real register, not a tenth of it.
const SURNAME_STEMS = [
  'Kowal',
  'Nowak',
  'Wiśniew',
  'Wójc',
  'Kamiń',
  'Lewandow',
  'Zieliń',
  'Szymań',
  'Woźniak',
  'Dąbrow',
  'Kozłow',
  'Jankow',
  'Mazur',
  'Kwiatkow',
  'Krawc',
  'Piotrow',
  'Grabow',
  'Zając',
  'Pawłow',
  'Michal',
  'Król',
  'Wieczor',
  'Jabłoń',
  'Wróbl',
  'Majew',
  'Olszew',
  'Stępień',
  'Malinow',
  'Jaworsk',
  'Adam',
  'Dudek',
  'Nowic',
  'Pawlak',
  'Górs',
  'Witkow',
  'Walcz',
  'Sikor',
  'Baran',
  'Rutkow',
  'Michalak',
  'Szewc',
  'Ostrow',
  'Tomaszew',
  'Pietrzak',
  'Marciniak',
  'Wróblew',
  'Zalew',
  'Jakubow',
  'Jasiń',
  'Zawadz',
  'Sadow',
  'Bąk',
  'Chmielew',
  'Włodarcz',
  'Borkow',
  'Czarnec',
  'Sawic',
  'Sokołow',
  'Urban',
  'Kubiak',
];
const SURNAME_ENDINGS = ['ski', 'ska', 'czyk', 'ak', 'ewicz', 'owski', 'owska', 'iak', 'ek', 'a'];
const textArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Fills the money tables at scale with set-based SQL (`INSERT … SELECT … FROM generate_series`),
 * in one transaction: investors, offers with their series, orders spread over three years
 * (skewed towards a few offers and frequent investors), one transaction per order, the
 * investments of accepted orders and their shares numbered 1, 2, 3… per series. Ids are given
 * explicitly (OVERRIDING SYSTEM VALUE, the sequences moved past them afterwards) so each step
 * can name the rows of the one before without reading them back. Used by `npm run
 * seed:scale` (1M orders) and the EXPLAIN guard's 50,000-row fixture.
 */
export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const log = options.log ?? (() => {});
  const nInvestors = Math.floor(options.investors);
  const nOrders = Math.floor(options.orders);
  const nOffers = Math.floor(options.offers ?? 40);
  // a tag keeps a second run's names and e-mails unique
  const tag = Date.now().toString(36);
  return db.transaction(async (tx) => {
    const run = tx as unknown as Db;
    // one statement per call: PGlite's query takes no more
    const exec = async (label: string, statements: string) => {
      const started = performance.now();
      for (const statement of statements.split(/;\n/)) await run.execute(sql.raw(statement));
      log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    await exec('setseed', 'select setseed(0.19)');
    // Bulk-load rules: the money tables' indexes are dropped and built again after the load
    // (one sort per index instead of 1M insertions into each; the unique ones check the whole
    // table again when rebuilt), and a superuser skips the per-row foreign-key triggers —
    // every id below is one this function just inserted or read.
    const indexes = await queryRows<{ name: string; definition: string }>(
      run,
      sql.raw(`select i.indexname as name, i.indexdef as definition from pg_indexes i
               where i.schemaname = 'public' and i.tablename in ('orders', 'transaction', 'share', 'investment')
                 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    );
    for (const index of indexes) await run.execute(sql.raw(`drop index "${index.name}"`));
    const [role] = await queryRows<{ superuser: boolean }>(
      run,
      sql.raw('select rolsuper as superuser from pg_roles where rolname = current_user'),
    );
    if (role?.superuser) await run.execute(sql.raw('set local session_replication_role = replica'));
    // the dashboard's sums (migration 0013) are kept by row triggers: off for the load (a
    // superuser's replica role skips them anyway), recomputed once from the rows after it
    const sumTables = ['orders', 'investment'];
    for (const table of sumTables) {
      await run.execute(sql.raw(`alter table "${table}" disable trigger user`));
    }
    const [bases] = await queryRows<Record<string, number>>(
      run,
      sql.raw(`select
        (select coalesce(max(id), 0) from users)::int as "user",
        (select coalesce(max(id), 0) from series)::int as "series",
        (select coalesce(max(id), 0) from offer)::int as "offer",
        (select coalesce(max(id), 0) from orders)::int as "order",
        (select coalesce(max(id), 0) from transaction)::int as "tx",
        (select coalesce(max(id), 0) from investment)::int as "investment",
        (select coalesce(max(id), 0) from share)::int as "share"`),
    );
    const base = bases as Record<string, number>;
    const u = base.user ?? 0;
    const s = base.series ?? 0;
    const o = base.offer ?? 0;

    await exec(
      `${nInvestors} investors`,
      `insert into users (id, email, first_name, last_name, user_type, city, created_at, updated_at)
       overriding system value
       select ${u} + n, translate(lower(f || '.' || l), 'ąćęłńóśźż', 'acelnoszz') || '.${tag}.' || n || '@example.com',
              f, l, 'investor', 'Warszawa', t, t
       from (select n,
                    (${textArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int] as f,
                    (${textArray(SURNAME_STEMS)})[1 + floor(random() * ${SURNAME_STEMS.length})::int]
                      || (${textArray(SURNAME_ENDINGS)})[1 + floor(random() * ${SURNAME_ENDINGS.length})::int] as l,
                    now() - random() * interval '3 years' as t
             from generate_series(1, ${nInvestors}) n) g`,
    );
    await exec(
      `${nOffers} series and offers`,
      `insert into series (id, name, display_name, share_limit, price_per_share)
       overriding system value
       select ${s} + k, 'Scale ${tag} ' || k, 'Seria ' || k, 5000000, (100 + (k * 37) % 900)::numeric(14, 2)
       from generate_series(1, ${nOffers}) k;
       insert into offer (id, title, slug_pl, seo_title, seo_description, main_description, project_type,
                          tenants, investment_start, investment_end, series_id)
       overriding system value
       select ${o} + k, jsonb_build_object('pl', 'Inwestycja ' || k, 'en', 'Investment ' || k),
              'skala-${tag}-' || k, '{"pl":"","en":""}', '{"pl":"","en":""}', '{"pl":"","en":""}',
              '{"pl":"","en":""}', '{"pl":"","en":""}', current_date - 1100, current_date + 365, ${s} + k
       from generate_series(1, ${nOffers}) k`,
    );
    // Every order's facts first: who, which offer (k = 1 takes ~16 %, the last one ~1 %), how
    // many shares, when, and how it ended. Orders still `new` are from the last week (their
    // bank transfer is still due); the rest spread over three years.
    await exec(
      'order plan',
      `create temporary table scale_plan on commit drop as
       select n, ${u} + 1 + least(${nInvestors - 1}, floor(${nInvestors} * power(random(), 1.6))::int) as user_id,
              1 + least(${nOffers - 1}, floor(${nOffers} * power(random(), 2))::int) as k,
              1 + floor(power(random(), 6) * 25)::int as quantity,
              r as outcome, random() as r2,
              case when r < 0.04 then now() - random() * interval '7 days'
                   else now() - interval '7 days' - random() * interval '3 years' end as date
       from (select n, random() as r from generate_series(1, ${nOrders}) n) g;
       alter table scale_plan add column status text, add column tx_status text, add column series_id int,
                              add column price numeric(14, 2);
       update scale_plan p set
         status = case when outcome < 0.04 then 'new' when outcome < 0.10 then 'paid'
                       when outcome < 0.20 then 'rejected' else 'completed' end,
         tx_status = case when outcome < 0.04 then 'pending' when outcome < 0.10 then 'paid'
                          when outcome < 0.15 then 'rejected' when outcome < 0.20 then 'expired'
                          else 'paid' end,
         series_id = ${s} + k, price = (100 + (k * 37) % 900)::numeric(14, 2);
       analyze scale_plan`,
    );
    // An investment per investor and offer with an accepted (completed) order.
    await exec(
      'investments',
      `create temporary table scale_inv on commit drop as
       select ${base.investment ?? 0} + row_number() over (order by user_id, k) as id, user_id, k,
              sum(quantity)::int as shares, sum(quantity * price) as amount, min(date) as created
       from scale_plan where status = 'completed' group by user_id, k;
       insert into investment (id, user_id, offer_id, number_of_shares, invested_amount, created_at, updated_at)
       overriding system value
       select id, user_id, ${o} + k, shares, amount, created, created from scale_inv;
       analyze scale_inv`,
    );
    await exec(
      `${nOrders} orders`,
      `insert into orders (id, user_id, offer_id, series_id, status, date, date_completed, date_rejected,
                           price_per_share, quantity, total_amount, investment_id, created_at, updated_at)
       overriding system value
       select ${base.order ?? 0} + p.n, p.user_id, ${o} + p.k, p.series_id, p.status, p.date,
              case when p.status = 'completed' then p.date + interval '3 days' end,
              case when p.status = 'rejected' then p.date + interval '7 days' end,
              p.price, p.quantity, p.price * p.quantity, i.id, p.date, p.date
       from scale_plan p left join scale_inv i on p.status = 'completed' and i.user_id = p.user_id and i.k = p.k
       order by p.n`,
    );
    await exec(
      `${nOrders} transactions`,
      `insert into transaction (id, order_id, user_id, offer_id, investment_id, method, status, amount,
                                original_amount, commission, commission_percent, date, date_completed,
                                date_rejected, wait_until, created_at, updated_at)
       overriding system value
       select ${base.tx ?? 0} + o.id - ${base.order ?? 0}, o.id, o.user_id, o.offer_id, o.investment_id,
              m.method, p.tx_status, o.total_amount, o.total_amount,
              case when m.method = 'paypal' then round(o.total_amount * 0.029, 2) else 0 end,
              case when m.method = 'paypal' then 2.9 else 0 end,
              o.date,
              case when p.tx_status = 'paid' then o.date + interval '2 days' end,
              case when p.tx_status in ('rejected', 'expired') then o.date + interval '7 days' end,
              o.date + interval '7 days', o.date, o.date
       from orders o
       join scale_plan p on p.n = o.id - ${base.order ?? 0}
       cross join lateral (select case when p.r2 < 0.3 then 'paypal' else 'bank-transfer' end as method) m
       where o.id > ${base.order ?? 0}
       order by o.id`,
    );
    // Shares 1, 2, 3… per series in the order the orders were accepted.
    await exec(
      'shares',
      `insert into share (id, series_id, share_number, order_id, investment_id, price, date)
       overriding system value
       select ${base.share ?? 0} + row_number() over (order by o.series_id, o.first + g), o.series_id,
              o.first + g, o.id, o.investment_id, o.price_per_share, o.date_completed
       from (select id, series_id, investment_id, price_per_share, date_completed, quantity,
                    sum(quantity) over (partition by series_id order by date_completed, id) - quantity as first
             from orders where id > ${base.order ?? 0} and status = 'completed') o
       cross join lateral generate_series(1, o.quantity) g`,
    );
    if (role?.superuser) await run.execute(sql.raw('set local session_replication_role = origin'));
    for (const table of sumTables) {
      await run.execute(sql.raw(`alter table "${table}" enable trigger user`));
    }
    await exec('dashboard sums', 'select dashboard_rebuild()');
    const indexStarted = performance.now();
    for (const index of indexes) await run.execute(sql.raw(index.definition));
    log(
      `${indexes.length} indexes rebuilt (${((performance.now() - indexStarted) / 1000).toFixed(1)} s)`,
    );
    await exec(
      'sequences',
      `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users));
       select setval(pg_get_serial_sequence('series', 'id'), (select max(id) from series));
       select setval(pg_get_serial_sequence('offer', 'id'), (select max(id) from offer));
       select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders));
       select setval(pg_get_serial_sequence('transaction', 'id'), (select max(id) from transaction));
       select setval(pg_get_serial_sequence('investment', 'id'), greatest(1, (select max(id) from investment)));
       select setval(pg_get_serial_sequence('share', 'id'), greatest(1, (select max(id) from share)))`,
    );
    const [counts] = await queryRows<Record<string, number>>(
      run,
      sql.raw(`select (select count(*) from scale_inv)::int as investments,
                      (select coalesce(sum(quantity), 0) from scale_plan where status = 'completed')::int as shares`),
    );
    return {
      investors: nInvestors,
      orders: nOrders,
      transactions: nOrders,
      investments: counts?.investments ?? 0,
      shares: counts?.shares ?? 0,
    };
  });
}
