import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

const ctx = useTestApp({ admin: false });

const URL = '/api/user/me/preferences';

async function tokenOf() {
  const user = await createUser(ctx.db);
  return (await signIn(ctx.app, user.email, user.password)).accessToken;
}

const put = (token: string, payload: unknown, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...bearer(token), 'accept-language': language },
    payload: payload as object,
  });
const get = (token: string) => ctx.app.inject({ method: 'GET', url: URL, headers: bearer(token) });

describe('user preferences', () => {
  it('start empty, then keep what the user set: colour scheme replaced, list columns merged', async () => {
    const token = await tokenOf();
    expect((await get(token)).json()).toEqual({});

    const first = await put(token, { colorScheme: 'dark', listColumns: { faq: ['question'] } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ colorScheme: 'dark', listColumns: { faq: ['question'] } });

    // another list's columns do not overwrite the first list's
    const second = await put(token, { listColumns: { users: ['email', 'active'] } });
    expect(second.json()).toEqual({
      colorScheme: 'dark',
      listColumns: { faq: ['question'], users: ['email', 'active'] },
    });

    // null removes a key: back to the app's default
    await put(token, { colorScheme: null });
    expect((await get(token)).json()).toEqual({
      listColumns: { faq: ['question'], users: ['email', 'active'] },
    });
  });

  it("are each user's own", async () => {
    const alice = await tokenOf();
    const bob = await tokenOf();
    await put(alice, { colorScheme: 'dark' });
    await put(bob, { colorScheme: 'light', listColumns: { faq: ['position'] } });
    expect((await get(alice)).json()).toEqual({ colorScheme: 'dark' });
    expect((await get(bob)).json()).toEqual({
      colorScheme: 'light',
      listColumns: { faq: ['position'] },
    });
  });

  it('refuse an unknown key with a translated 400, and store nothing of that request', async () => {
    const token = await tokenOf();
    const res = await put(token, { colorScheme: 'dark', fontSize: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('REQUEST:UNKNOWN_PREFERENCE');
    expect((await get(token)).json()).toEqual({});
  });

  it.each([
    ['an unknown colour scheme', { colorScheme: 'pink' }],
    ['a column id with spaces', { listColumns: { faq: ['a b'] } }],
    ['too many columns', { listColumns: { faq: Array.from({ length: 51 }, (_, i) => `c${i}`) } }],
    ['too long a list id', { listColumns: { ['x'.repeat(65)]: ['a'] } }],
    ['columns that are not a list', { listColumns: { faq: 'question' } }],
    ['a body that is not an object', ['dark']],
  ])('refuse %s with 400 INVALID', async (_, payload) => {
    const token = await tokenOf();
    const res = await put(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('REQUEST:INVALID');
  });

  it('refuse more lists than the ceiling, counted after the merge', async () => {
    const token = await tokenOf();
    const lists = (from: number, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`list${from + i}`, ['a']]));
    expect((await put(token, { listColumns: lists(0, 30) })).statusCode).toBe(200);
    const over = await put(token, { listColumns: lists(30, 21) });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({
      code: 'REQUEST:INVALID',
      context: 'listColumns',
    });
    expect(Object.keys((await get(token)).json().listColumns)).toHaveLength(30);
  });

  it('answer 401 without a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'PUT', url: URL, payload: { colorScheme: 'dark' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toMatch(/UNAUTHENTICATED$/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: URL, headers: bearer('not-a-token') }))
        .statusCode,
    ).toBe(401);
  });
});

describe('saved views (REQ-VIEWS-1)', () => {
  const view = (name: string, query = 'filters[status][choice]=paid') => ({ name, query });

  it('are per user: one user never sees another user’s views', async () => {
    const anna = await tokenOf();
    const piotr = await tokenOf();
    const saved = await put(anna, { savedViews: { orders: [view('Paid')] } });
    expect(saved.statusCode, saved.body).toBe(200);
    await put(piotr, { savedViews: { orders: [view('Mine', 'order[0][column]=date')] } });
    expect((await get(anna)).json().savedViews).toEqual({ orders: [view('Paid')] });
    expect((await get(piotr)).json().savedViews).toEqual({
      orders: [view('Mine', 'order[0][column]=date')],
    });
  });

  it('merge list by list; renaming and deleting replace the list’s views', async () => {
    const token = await tokenOf();
    await put(token, { savedViews: { orders: [view('Paid')] } });
    await put(token, { savedViews: { faq: [view('Active', 'filters[active][boolean]=1')] } });
    // a rename is the list's views with the new name
    await put(token, { savedViews: { orders: [view('Paid orders')] } });
    expect((await get(token)).json().savedViews).toEqual({
      orders: [view('Paid orders')],
      faq: [view('Active', 'filters[active][boolean]=1')],
    });
    // deleting the last view of a list removes the list
    await put(token, { savedViews: { faq: [] } });
    expect((await get(token)).json().savedViews).toEqual({ orders: [view('Paid orders')] });
  });

  it.each([
    [
      'too many views',
      { orders: Array.from({ length: 21 }, (_, i) => view(`View ${i}`)) },
      'TOO_MANY_SAVED_VIEWS',
    ],
    ['a long name', { orders: [view('x'.repeat(61))] }, 'SAVED_VIEW_NAME_TOO_LONG'],
    ['an empty name', { orders: [view('   ')] }, 'SAVED_VIEW_NAME_REQUIRED'],
    ['a duplicate name', { orders: [view('Paid'), view('paid')] }, 'SAVED_VIEW_NAME_TAKEN'],
    ['a long query', { orders: [view('Long', 'a'.repeat(2001))] }, 'SAVED_VIEW_TOO_LONG'],
    ['a bad list id', { 'no such list!': [view('x')] }, 'INVALID'],
  ])('refuse %s with a clear code, storing nothing', async (_, savedViews, code) => {
    const token = await tokenOf();
    const res = await put(token, { savedViews });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe(`REQUEST:${code}`);
    expect((await get(token)).json()).toEqual({});
  });
});
