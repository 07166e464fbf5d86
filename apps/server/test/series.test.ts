import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidIban } from '@backoffice/contract';
import { auditLog } from '../src/db/schema/index.js';
import { offer } from '../src/modules/offers/schema.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { series } from '../src/modules/series/schema.js';
import { DEMO_SERIES_NAMES, seedSeriesDemo } from '../src/modules/series/demo-data.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

let investorId: number;
const ctx = useTestApp();
beforeAll(async () => {
  investorId = (await createUser(ctx.db)).id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers = ctx.admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const errorsOf = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

let seq = 0;
const input = (overrides: object = {}) => {
  seq += 1;
  return {
    name: `Seria ${seq} – Łódź Fabryczna`,
    displayName: `Łódź Fabryczna ${seq}`,
    limit: 1000,
    pricePerShare: '499.99',
    availableFrom: '2026-01-01',
    availableTo: '2026-12-31',
    bankName: 'PKO Bank Polski S.A.',
    accountHolder: 'Fabryczna sp. z o.o.',
    accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
    allowOnlinePayments: true,
    useDefaultPaypalConfig: false,
    paypalProductionMode: false,
    paypalSandboxClientId: 'sandbox-client-id',
    paypalSandboxClientSecret: 'sandbox-secret-AAAA1111',
    paypalProductionClientId: '',
    paypalProductionClientSecret: '',
    ...overrides,
  };
};

async function create(overrides: object = {}): Promise<number> {
  const res = await call('POST', '/api/admin/series', ctx.admin, { data: input(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function auditOf(action: string, id: number) {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(auditLog.id);
  return rows.filter((r) => r.entityId === String(id));
}

let offerSeq = 0;
async function insertOffer(seriesId: number, title = 'Fabryczna Residence'): Promise<number> {
  offerSeq += 1;
  const t = (pl: string) => ({ pl, en: '' });
  const [row] = await ctx.db
    .insert(offer)
    .values({
      title: { pl: title, en: `${title} EN` },
      slugPl: `oferta-serie-${offerSeq}-${Date.now()}`,
      seoTitle: t(''),
      seoDescription: t(''),
      mainDescription: t(''),
      projectType: t(''),
      tenants: t(''),
      investmentStart: '2026-01-01',
      investmentEnd: '2026-12-31',
      seriesId,
    })
    .returning();
  if (!row) throw new Error('no offer inserted');
  return row.id;
}

async function insertOrder(seriesId: number, offerId: number, quantity: number, status: string) {
  await ctx.db.insert(orders).values({
    userId: investorId,
    offerId,
    seriesId,
    status,
    pricePerShare: '100.00',
    quantity,
    totalAmount: (quantity * 100).toFixed(2),
  });
}

describe('Series', () => {
  it('creates, reads, lists, edits and deletes, auditing each write', async () => {
    const id = await create({ name: 'Seria CRUD' });
    const got = await call('GET', `/api/admin/series/${id}`);
    expect(got.statusCode, got.body).toBe(200);
    const body = got.json();
    expect(body).toMatchObject({
      name: 'Seria CRUD',
      limit: 1000,
      pricePerShare: '499.99',
      availableFrom: '2026-01-01',
      availableTo: '2026-12-31',
      accountNumber: 'PL61109010140000071219812874',
      numberOfShares: 0,
      offers: [],
      paypalSandboxClientSecret: { isSet: true, mask: '••••1111' },
      paypalProductionClientSecret: { isSet: false, mask: '' },
    });

    const listed = await call(
      'GET',
      '/api/admin/series?filters[search][text]=CRUD&order[0][column]=pricePerShare&order[0][direction]=DESC',
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((s: { id: number }) => s.id)).toEqual([id]);

    const edited = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({
        name: 'Seria CRUD 2',
        pricePerShare: '12.5',
        paypalSandboxClientSecret: '••••1111',
      }),
      version: body.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Seria CRUD 2', pricePerShare: '12.50' });

    const stale = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: 'Seria CRUD 3' }),
      version: body.version,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await call('DELETE', `/api/admin/series/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/admin/series/${id}`)).statusCode).toBe(404);
    expect(await auditOf('series.create', id)).toHaveLength(1);
    expect(await auditOf('series.update', id)).toHaveLength(1);
    expect(await auditOf('series.delete', id)).toHaveLength(1);
  });

  it('validates the IBAN, the price, the limit and the dates', async () => {
    const bad = async (overrides: object) => {
      const res = await call('POST', '/api/admin/series', ctx.admin, { data: input(overrides) });
      expect(res.statusCode, res.body).toBe(400);
      return errorsOf(res);
    };
    expect(await bad({ accountNumber: 'PL61 1090 1014 0000 0712 1981 2875' })).toContainEqual([
      'REQUEST:BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG',
      'data.accountNumber',
    ]);
    expect(await bad({ pricePerShare: '-1.00' })).toContainEqual([
      'REQUEST:INVALID',
      'data.pricePerShare',
    ]);
    expect(await bad({ pricePerShare: '10.001' })).toContainEqual([
      'REQUEST:INVALID',
      'data.pricePerShare',
    ]);
    expect((await bad({ pricePerShare: 10 })).map(([, context]) => context)).toContain(
      'data.pricePerShare',
    );
    expect(await bad({ limit: -1 })).toContainEqual(['REQUEST:INVALID', 'data.limit']);
    expect(await bad({ availableFrom: '2026-05-02', availableTo: '2026-05-01' })).toContainEqual([
      'REQUEST:INVALID',
      'data.availableTo',
    ]);
    // the same day for both is a one-day subscription, allowed
    await create({ availableFrom: '2026-05-01', availableTo: '2026-05-01' });
    // a free series (price 0) is allowed
    await create({ pricePerShare: '0' });
    const taken = await call('POST', '/api/admin/series', ctx.admin, {
      data: input({ name: 'Seria A – unikalna' }),
    });
    expect(taken.statusCode).toBe(201);
    const again = await call('POST', '/api/admin/series', ctx.admin, {
      data: input({ name: 'Seria A – unikalna' }),
    });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toContainEqual(['SERIES:NOT_UNIQUE_NAME', 'data.name']);
  });

  it('masks secrets in every answer and the audit log, stores them encrypted, keeps, replaces and clears them', async () => {
    const id = await create({
      paypalProductionClientId: 'prod-id',
      paypalProductionClientSecret: 'production-secret-ZZZZ9999',
    });
    const listed = await call('GET', '/api/admin/series?pagination[pageSize]=100');
    const single = await call('GET', `/api/admin/series/${id}`);
    for (const text of [listed.body, single.body]) {
      expect(text).not.toContain('AAAA1111');
      expect(text).not.toContain('ZZZZ9999');
    }
    const [raw] = await ctx.db.select().from(series).where(eq(series.id, id));
    expect(raw?.paypalSandboxClientSecret).toMatch(/^v1:/);
    expect(raw?.paypalSandboxClientSecret).not.toContain('AAAA1111');
    expect(raw?.paypalProductionClientSecret).toMatch(/^v1:/);
    const [created] = await auditOf('series.create', id);
    const createdText = JSON.stringify(created);
    expect(createdText).not.toContain('AAAA1111');
    expect(createdText).not.toContain('ZZZZ9999');
    expect(createdText).not.toContain(raw?.paypalSandboxClientSecret ?? 'v1:');
    expect((created?.after as { replacedCredentials: string[] }).replacedCredentials).toEqual([
      'paypalSandboxClientSecret',
      'paypalProductionClientSecret',
    ]);

    // kept: sandbox sent as its mask, production left empty
    const kept = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({
        name: single.json().name,
        displayName: 'Nowa nazwa',
        paypalSandboxClientSecret: '••••1111',
        paypalProductionClientId: 'prod-id',
        paypalProductionClientSecret: '',
      }),
      version: single.json().version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [rawKept] = await ctx.db.select().from(series).where(eq(series.id, id));
    expect(rawKept?.paypalSandboxClientSecret).toBe(raw?.paypalSandboxClientSecret);
    expect(rawKept?.paypalProductionClientSecret).toBe(raw?.paypalProductionClientSecret);

    // replaced (sandbox) and cleared (production)
    const changed = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({
        name: single.json().name,
        displayName: 'Nowa nazwa',
        paypalSandboxClientSecret: 'new-sandbox-BBBB2222',
        paypalProductionClientId: 'prod-id',
        paypalProductionClientSecret: null,
      }),
      version: kept.json().version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain('BBBB2222');
    expect(changed.json().paypalSandboxClientSecret).toEqual({ isSet: true, mask: '••••2222' });
    expect(changed.json().paypalProductionClientSecret).toEqual({ isSet: false, mask: '' });
    const [rawChanged] = await ctx.db.select().from(series).where(eq(series.id, id));
    expect(rawChanged?.paypalSandboxClientSecret).not.toContain('BBBB2222');
    expect(rawChanged?.paypalProductionClientSecret).toBeNull();
    const updates = await auditOf('series.update', id);
    const last = updates.at(-1);
    expect(JSON.stringify(updates)).not.toContain('BBBB2222');
    expect(JSON.stringify(updates)).not.toContain(rawChanged?.paypalSandboxClientSecret ?? 'v1:');
    expect(last?.after).toMatchObject({
      replacedCredentials: ['paypalSandboxClientSecret'],
      clearedCredentials: ['paypalProductionClientSecret'],
    });
  });

  it("refuses its own PayPal configuration without the active mode's credentials, as Settings do", async () => {
    // REQ-SERIES-3: the same rule as the default configuration (core/secret-fields.ts)
    const noSandbox = await call('POST', '/api/admin/series', ctx.admin, {
      data: input({ paypalSandboxClientId: '', paypalSandboxClientSecret: '' }),
    });
    expect(noSandbox.statusCode).toBe(400);
    // every missing field is named, so the form marks both (REQ-POLISH-2)
    expect(errorsOf(noSandbox)).toEqual([
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'data.paypalSandboxClientId'],
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'data.paypalSandboxClientSecret'],
    ]);
    const noSecret = await call('POST', '/api/admin/series', ctx.admin, {
      data: input({ paypalSandboxClientSecret: '' }),
    });
    expect(errorsOf(noSecret)).toEqual([
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'data.paypalSandboxClientSecret'],
    ]);
    const noProduction = await call('POST', '/api/admin/series', ctx.admin, {
      data: input({ paypalProductionMode: true, paypalProductionClientId: 'prod-id' }),
    });
    expect(errorsOf(noProduction)).toEqual([
      ['SERIES:PRODUCTION_CREDENTIALS_EMPTY', 'data.paypalProductionClientSecret'],
    ]);
    // the default configuration needs none of its own
    const id = await create({
      useDefaultPaypalConfig: true,
      paypalSandboxClientId: '',
      paypalSandboxClientSecret: '',
    });
    const stored = (await call('GET', `/api/admin/series/${id}`)).json();

    // an edit that switches to its own configuration is refused on the field, nothing written
    const switched = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: stored.name, paypalSandboxClientId: '', paypalSandboxClientSecret: '' }),
      version: stored.version,
    });
    expect(switched.statusCode).toBe(400);
    expect(errorsOf(switched)).toEqual([
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'paypalSandboxClientId'],
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'paypalSandboxClientSecret'],
    ]);
    expect((await call('GET', `/api/admin/series/${id}`)).json().version).toBe(stored.version);
    // with them it saves; then the stored secret counts when the form sends its mask back
    const saved = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: stored.name }),
      version: stored.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: stored.name, displayName: 'Inna', paypalSandboxClientSecret: '••••1111' }),
      version: saved.json().version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const cleared = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: stored.name, paypalSandboxClientSecret: null }),
      version: kept.json().version,
    });
    expect(errorsOf(cleared)).toEqual([
      ['SERIES:SANDBOX_CREDENTIALS_EMPTY', 'paypalSandboxClientSecret'],
    ]);
  });

  it('counts only completed orders as shares bought, lists the offers, and refuses to delete a series in use', async () => {
    const id = await create({ name: 'Seria w użyciu', limit: 50 });
    const offerId = await insertOffer(id, 'Fabryczna Residence');
    await insertOrder(id, offerId, 30, 'completed');
    await insertOrder(id, offerId, 20, 'completed');
    await insertOrder(id, offerId, 7, 'new');
    await insertOrder(id, offerId, 5, 'paid');
    await insertOrder(id, offerId, 9, 'rejected');
    const got = (await call('GET', `/api/admin/series/${id}`)).json();
    expect(got.numberOfShares).toBe(50);
    expect(got.offers).toEqual([
      { id: offerId, title: { pl: 'Fabryczna Residence', en: 'Fabryczna Residence EN' } },
    ]);
    const soldOut = await call(
      'GET',
      '/api/admin/series?filters[soldOut][boolean]=1&pagination[pageSize]=100',
    );
    expect(soldOut.json().items.map((s: { id: number }) => s.id)).toContain(id);
    const listed = soldOut.json().items.find((s: { id: number }) => s.id === id);
    expect(listed.numberOfShares).toBe(50);

    const refused = await call('DELETE', `/api/admin/series/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]?.[0]).toBe('SERIES:CANT_DELETE_SERIES');

    const usedOnly = await create({ name: 'Seria tylko w ofercie' });
    await insertOffer(usedOnly, 'Inna oferta');
    const refusedOffer = await call('DELETE', `/api/admin/series/${usedOnly}`);
    expect(refusedOffer.statusCode).toBe(409);
    expect(errorsOf(refusedOffer)[0]?.[0]).toBe('SERIES:CANT_DELETE_ENTITY_WITH_RELATIONS');
    expect((await call('GET', `/api/admin/series/${usedOnly}`)).statusCode).toBe(200);
  });

  it('refuses a limit below the shares orders take, on the field with the number taken', async () => {
    // the case behind REQ-SERIES-5: 3 issued and 10 reserved (pending or paid); a rejected order
    // holds none
    const id = await create({ name: 'Seria z zamówieniami', limit: 100 });
    const offerId = await insertOffer(id, 'Limit Residence');
    await insertOrder(id, offerId, 3, 'completed');
    await insertOrder(id, offerId, 6, 'new');
    await insertOrder(id, offerId, 4, 'paid');
    await insertOrder(id, offerId, 50, 'rejected');
    const [saved] = await ctx.db.select().from(series).where(eq(series.id, id));
    const version = saved?.version;

    for (const limit of [1, 12]) {
      const refused = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
        ...input({ name: 'Seria z zamówieniami', limit }),
        version,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual([
        {
          code: 'SERIES:SERIES_LIMIT_BELOW_TAKEN',
          message: 'SERIES_LIMIT_BELOW_TAKEN|13',
          context: 'limit',
        },
      ]);
    }
    const [kept] = await ctx.db.select().from(series).where(eq(series.id, id));
    expect(kept?.limit).toBe(100);
    expect(await auditOf('series.update', id)).toHaveLength(0);

    // down to exactly the shares taken is allowed
    const lowered = await call('PUT', `/api/admin/series/${id}`, ctx.admin, {
      ...input({ name: 'Seria z zamówieniami', limit: 13 }),
      version,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().limit).toBe(13);
  });

  it('filters by availability', async () => {
    const shift = (days: number) => {
      const d = new Date();
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const open = await create({
      name: 'Avail open',
      availableFrom: shift(-5),
      availableTo: shift(5),
    });
    const upcoming = await create({
      name: 'Avail upcoming',
      availableFrom: shift(5),
      availableTo: shift(9),
    });
    const closed = await create({
      name: 'Avail closed',
      availableFrom: shift(-9),
      availableTo: shift(-5),
    });
    const ids = async (value: string) =>
      (
        await call(
          'GET',
          `/api/admin/series?filters[search][text]=Avail&filters[availability][choice]=${value}`,
        )
      )
        .json()
        .items.map((s: { id: number }) => s.id);
    expect(await ids('open')).toEqual([open]);
    expect(await ids('upcoming')).toEqual([upcoming]);
    expect(await ids('closed')).toEqual([closed]);
    expect(
      (await call('GET', '/api/admin/series?filters[availability][choice]=later')).statusCode,
    ).toBe(400);
  });

  it('answers the series options for the offer editor', async () => {
    const id = await create({ name: 'Seria opcji' });
    const res = await call('GET', '/api/admin/share/series');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toContainEqual({ id, name: 'Seria opcji' });
    expect(Object.keys(res.json().items[0]).sort()).toEqual(['id', 'name']);
  });

  it('needs the permission of each route; the options take any of series list or offer editing', async () => {
    const id = await create();
    const routes: [Method, string, string, object?][] = [
      ['GET', '/api/admin/series', 'admin:series:list'],
      ['GET', `/api/admin/series/${id}`, 'admin:series:get'],
      ['POST', '/api/admin/series', 'admin:series:create', { data: input() }],
      ['PUT', `/api/admin/series/${id}`, 'admin:series:edit', { ...input(), version: 1 }],
      ['DELETE', `/api/admin/series/${id}`, 'admin:series:delete'],
    ];
    const others = routes.map(([, , permission]) => permission);
    for (const [method, url, permission, payload] of routes) {
      const user = await createUser(ctx.db, {
        permissions: others.filter((p) => p !== permission),
      });
      const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
      const res = await call(method, url, headers, payload);
      expect(res.statusCode, `${method} ${url} without ${permission}`).toBe(403);
    }
    const nobody = await createUser(ctx.db);
    const nobodyHeaders = bearer(
      (await signIn(ctx.app, nobody.email, nobody.password)).accessToken,
    );
    expect((await call('GET', '/api/admin/share/series', nobodyHeaders)).statusCode).toBe(403);
    for (const permission of [
      'admin:series:list',
      'admin:offer:create',
      'admin:offer:edit',
      'admin:offer:get',
    ]) {
      const user = await createUser(ctx.db, { permissions: [permission] });
      const headers = bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
      expect((await call('GET', '/api/admin/share/series', headers)).statusCode, permission).toBe(
        200,
      );
    }
  });

  it('seeds the demo series with valid IBANs and the names the offers demo looks for', async () => {
    await seedSeriesDemo(ctx.db);
    const rows = await ctx.db.select().from(series);
    for (const name of DEMO_SERIES_NAMES) {
      const row = rows.find((r) => r.name === name);
      expect(row, name).toBeDefined();
      expect(isValidIban(row?.accountNumber ?? ''), row?.accountNumber).toBe(true);
    }
  });
});
