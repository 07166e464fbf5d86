import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, type SearchResponse } from '@backoffice/contract';
import { users } from '../src/db/schema/index.js';
import { blogPost } from '../src/modules/blog/schema.js';
import { offer } from '../src/modules/offers/schema.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { page } from '../src/modules/pages/schema.js';
import { transactions } from '../src/modules/money/transactions/schema.js';
import { recordingDatabase, useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';

/**
 * `GET /api/admin/search?q=` (Ctrl+K): what each kind matches, that each kind is searched only
 * for a caller who may list and open it, the limits, and bad input. The plans at scale are
 * guarded in list-plans.test.ts.
 */

const { clone, sentDuring } = recordingDatabase();
const ctx = useTestApp({ database: clone });

const text = (t: string) => ({ pl: t, en: t });
let ids: {
  offer: number;
  blogPost: number;
  page: number;
  order: number;
  transaction: number;
  investor: number;
  staff: number;
  deletedInvestor: number;
};

beforeAll(async () => {
  const db = ctx.db;

  const target = await createOfferWithSeries(db);
  await db
    .update(offer)
    .set({ title: { pl: 'Apartamenty Kwietnik', en: 'Kwietnik Apartments' } })
    .where(eq(offer.id, target.offerId));
  const [post] = await db
    .insert(blogPost)
    .values({
      slugPl: 'jak-inwestowac-kwietnik',
      title: { pl: 'Jak inwestować', en: 'How to invest' },
      description: text(''),
      content: text(''),
      seoTitle: text(''),
      seoDescription: text(''),
    })
    .returning();
  const [staticPage] = await db
    .insert(page)
    .values({
      slugPl: 'regulamin',
      title: { pl: 'Regulamin serwisu Kwietnik', en: 'Kwietnik terms of service' },
      subTitle: text(''),
      content: text(''),
      seoTitle: text(''),
      seoDescription: text(''),
    })
    .returning();
  const investor = await createInvestor(db, 'Hieronim', 'Kwietniewski');
  const deleted = await createInvestor(db, 'Bogumił', 'Kwietniewski');
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
  const staff = await createUser(db);
  await db
    .update(users)
    .set({ firstName: 'Kwieta', lastName: 'Redakcyjna' })
    .where(eq(users.id, staff.id));
  const [order] = await db
    .insert(orders)
    .values({
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      pricePerShare: '100.00',
      quantity: 3,
      totalAmount: '300.00',
    })
    .returning();
  const [transaction] = await db
    .insert(transactions)
    .values({
      orderId: present(order).id,
      userId: investor.id,
      offerId: target.offerId,
      method: 'bank-transfer',
      amount: '300.00',
      originalAmount: '300.00',
      date: new Date(),
    })
    .returning();
  ids = {
    offer: target.offerId,
    blogPost: present(post).id,
    page: present(staticPage).id,
    order: present(order).id,
    transaction: present(transaction).id,
    investor: investor.id,
    staff: staff.id,
    deletedInvestor: deleted.id,
  };
});

const search = (q: string, headers = ctx.admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/search?q=${encodeURIComponent(q)}`,
    headers,
  });

/** `kind id` of every result, in the answer's order. */
async function found(q: string, headers = ctx.admin): Promise<string[]> {
  const res = await search(q, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).results.map((r) => `${r.kind} ${r.id}`);
}

async function holder(permissions: string[]) {
  const user = await createUser(ctx.db, { permissions });
  return bearer((await signIn(ctx.app, user.email, user.password)).accessToken);
}

describe('what each kind matches', () => {
  it('finds offers, blog posts and static pages by title in either language or slug, investors and staff by name, grouped by kind', async () => {
    expect(await found('kwiet')).toEqual([
      `offer ${ids.offer}`,
      `blogPost ${ids.blogPost}`,
      `page ${ids.page}`,
      `investor ${ids.investor}`,
      `staff ${ids.staff}`,
    ]);
    // the English title, every word in any order, and the slug
    expect(await found('apartments kwietnik')).toEqual([`offer ${ids.offer}`]);
    expect(await found('INWESTOWAC-KWIET')).toEqual([`blogPost ${ids.blogPost}`]);
  });

  it('answers what the palette shows: the title in both languages, the investor of an order with its amount, a name and e-mail', async () => {
    const res = await search('kwietnik');
    const body = res.json() as SearchResponse;
    expect(body.results).toContainEqual({
      kind: 'offer',
      id: ids.offer,
      title: { pl: 'Apartamenty Kwietnik', en: 'Kwietnik Apartments' },
      slug: expect.stringMatching(/^oferta-money-/),
    });
    const [person] = (await search('hieronim')).json().results;
    expect(person).toEqual({
      kind: 'investor',
      id: ids.investor,
      firstName: 'Hieronim',
      lastName: 'Kwietniewski',
      email: expect.stringMatching(/@example\.com$/),
    });
    const [order] = (await search(`#${ids.order}`)).json().results;
    expect(order).toEqual({
      kind: 'order',
      id: ids.order,
      investor: 'Hieronim Kwietniewski',
      amount: '300.00',
    });
  });

  it('finds investors by e-mail, and never a deleted account', async () => {
    const [row] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ids.investor));
    const email = present(row).email;
    expect(await found(email)).toEqual([`investor ${ids.investor}`]);
    // a whole address is that person's, whatever its letter case, not another address holding it
    const { id: longer } = await createInvestor(ctx.db, 'Hieronim', 'Dłuższy');
    await ctx.db
      .update(users)
      .set({ email: `x${email}` })
      .where(eq(users.id, longer));
    expect(await found(email.toUpperCase())).toEqual([`investor ${ids.investor}`]);
    // a part of an address is matched as text
    expect(await found(email.slice(0, email.indexOf('@') + 1))).toEqual(
      expect.arrayContaining([`investor ${ids.investor}`, `investor ${longer}`]),
    );
    expect(await found('Bogumił')).toEqual([]);
  });

  it('finds orders and transactions by number, with or without #', async () => {
    expect(await found(String(ids.order))).toContain(`order ${ids.order}`);
    expect(await found(`#${ids.transaction}`)).toContain(`transaction ${ids.transaction}`);
    expect(await found('#999999999')).toEqual([]);
    // a number is not looked for in names, e-mails or titles
    const typed = `#00${ids.order}`;
    await ctx.db
      .update(users)
      .set({ lastName: `Numer ${typed}` })
      .where(eq(users.id, ids.staff));
    const byNumber = await found(typed);
    expect(byNumber).toContain(`order ${ids.order}`);
    expect(byNumber).not.toContain(`staff ${ids.staff}`);
    await ctx.db.update(users).set({ lastName: 'Redakcyjna' }).where(eq(users.id, ids.staff));
  });

  it('takes the typed text literally: LIKE wildcards match themselves, words under 3 characters alone find nothing', async () => {
    expect(await found('%%%')).toEqual([]);
    expect(await found('___')).toEqual([]);
    expect(await found('kw')).toEqual([]);
    // a short word beside a long one still narrows
    expect(await found('kwietniewski hi')).toEqual([`investor ${ids.investor}`]);
  });

  it(`answers at most ${SEARCH_LIMIT} records of a kind`, async () => {
    for (let i = 0; i < SEARCH_LIMIT + 2; i++)
      await createInvestor(ctx.db, 'Teofil', 'Wielokrotny');
    const results = await found('wielokrotny');
    expect(results).toHaveLength(SEARCH_LIMIT);
    expect(results.every((r) => r.startsWith('investor '))).toBe(true);
  });

  it('is one statement beside the auth query, whatever the kinds', async () => {
    const { result, statements } = await sentDuring(() => found('kwiet'));
    expect(result).toHaveLength(5);
    expect(statements).toHaveLength(2);
  });
});

describe('each kind only for who may list and open it', () => {
  it('an admin holding none of the permissions is answered, with nothing', async () => {
    const headers = await holder([]);
    expect(await found('kwiet', headers)).toEqual([]);
    expect(await found(String(ids.order), headers)).toEqual([]);
  });

  it('without admin:order:get no orders, though the list is allowed; with it, orders and nothing else', async () => {
    const listOnly = await holder(['admin:order:list']);
    expect(await found(String(ids.order), listOnly)).toEqual([]);
    const getOnly = await holder(['admin:order:get']);
    expect(await found(String(ids.order), getOnly)).toEqual([]);
    const orderReader = await holder(['admin:order:list', 'admin:order:get']);
    expect(await found(String(ids.order), orderReader)).toEqual([`order ${ids.order}`]);
    expect(await found(`#${ids.transaction}`, orderReader)).not.toContain(
      `transaction ${ids.transaction}`,
    );
    expect(await found('kwiet', orderReader)).toEqual([]);
  });

  it('transactions need admin:transaction:list and get', async () => {
    const reader = await holder(['admin:transaction:list', 'admin:transaction:get']);
    expect(await found(`#${ids.transaction}`, reader)).toEqual([`transaction ${ids.transaction}`]);
  });

  it('investors and staff need admin:user:list and admin:user:get', async () => {
    expect(await found('kwiet', await holder(['admin:user:list']))).toEqual([]);
    expect(await found('kwiet', await holder(['admin:user:list', 'admin:user:get']))).toEqual([
      `investor ${ids.investor}`,
      `staff ${ids.staff}`,
    ]);
  });

  it('content kinds each by their own area', async () => {
    const editor = await holder([
      'admin:blog:list',
      'admin:blog:get',
      'admin:page:list',
      'admin:page:get',
      'admin:offer:list',
    ]);
    expect(await found('kwiet', editor)).toEqual([`blogPost ${ids.blogPost}`, `page ${ids.page}`]);
  });
});

describe('bad input', () => {
  it.each([
    ['no q', '/api/admin/search', 'REQUEST:VALIDATION_FAILED'],
    ['an empty q', '/api/admin/search?q=', 'REQUEST:IS_REQUIRED'],
    ['spaces only', '/api/admin/search?q=%20%20', 'REQUEST:IS_REQUIRED'],
    ['101 characters', `/api/admin/search?q=${'a'.repeat(101)}`, 'REQUEST:TOO_LONG'],
    ['two q', '/api/admin/search?q=ab&q=cd', 'REQUEST:VALIDATION_FAILED'],
    ['a NUL character', '/api/admin/search?q=ab%00cd', 'REQUEST:INVALID_CHARACTERS'],
  ])('%s: 400 with a code', async (_name, url, code) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.admin });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res.json())).toEqual([code]);
  });

  it('100 characters are searched', async () => {
    expect(await found('k'.repeat(100))).toEqual([]);
  });

  it('needs a signed-in admin', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/search?q=kwiet' })).statusCode,
    ).toBe(401);
  });
});
