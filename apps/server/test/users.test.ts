import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DEFAULTS } from '@backoffice/contract';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import {
  bearer,
  client,
  createUser,
  linkToken,
  passwordGrant,
  readOutbox,
  signIn,
} from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-users-'));
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OUTBOX_DIR: outbox } });
  admin = bearer((await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...headers },
    ...(payload ? { payload } : {}),
  });
const pattern = 'http://localhost/set-password/:resetPasswordToken';
let n = 0;
const fields = (overrides: object = {}) => ({
  ...USER_DEFAULTS,
  email: `person${++n}-${Date.now()}@example.com`,
  firstName: 'Ewa',
  lastName: 'Zielińska',
  ...overrides,
});

describe('users', () => {
  it('creates an account without a password and mails a set-password link that works', async () => {
    const data = fields({
      investorData: {
        phoneNumber: '+48 600 100 200',
        address: {
          address: 'ul. Długa 1',
          zip: '31-147',
          city: 'Kraków',
          state: null,
          country: null,
        },
        bankAccount: {
          country: null,
          bankName: 'mBank',
          accountNumber: '61 1090 1014 0000 0712 1981 2874',
        },
      },
    });
    const res = await call('POST', '/api/admin/user', { data, resetPasswordUrlPattern: pattern });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const user = (await call('GET', `/api/admin/user/${id}`)).json();
    expect(user).toMatchObject({
      email: data.email,
      isAdmin: false,
      userType: 'investor',
      version: 1,
    });
    expect(user.investorData.bankAccount.accountNumber).toBe('PL61109010140000071219812874');
    expect((await passwordGrant(ctx.app, data.email, '')).statusCode).toBe(400); // no password yet

    const message = await readOutbox(outbox, data.email);
    expect(message.text).toContain('http://localhost/set-password/');
    const token = linkToken(message.text.replace('/set-password/', '/reset-password/'));
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, newPassword: 'Welcome123', repeatPassword: 'Welcome123' },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await passwordGrant(ctx.app, data.email, 'Welcome123', { forAdmin: false })).statusCode,
    ).toBe(200);
  });

  it('validates: name codes, email format, IBAN, duplicate email on the email field', async () => {
    const bad = await call('POST', '/api/admin/user', {
      data: fields({
        firstName: '',
        lastName: ' ',
        email: 'not-an-email',
        investorData: {
          ...USER_DEFAULTS.investorData,
          bankAccount: { country: null, bankName: '', accountNumber: 'PL00 1234' },
        },
      }),
      resetPasswordUrlPattern: pattern,
    });
    expect(bad.statusCode).toBe(400);
    const codes = bad
      .json()
      .errors.map((e: { code: string; context: string }) => `${e.code}@${e.context}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'REQUEST:FIRST_NAME_IS_EMPTY@data.firstName',
        'REQUEST:LAST_NAME_IS_EMPTY@data.lastName',
        'REQUEST:EMAIL_INVALID_FORMAT@data.email',
        'REQUEST:BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG@data.investorData.bankAccount.accountNumber',
      ]),
    );
    const first = fields();
    expect(
      (await call('POST', '/api/admin/user', { data: first, resetPasswordUrlPattern: pattern }))
        .statusCode,
    ).toBe(201);
    const dup = await call('POST', '/api/admin/user', {
      data: { ...fields(), email: first.email.toUpperCase() },
      resetPasswordUrlPattern: pattern,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ code: 'USER:NOT_UNIQUE_USER', context: 'email' });
  });

  it('edits with a version check and lists with onlyAdmin, search and sort', async () => {
    const { id } = (
      await call('POST', '/api/admin/user', {
        data: fields({ lastName: 'Searchable' }),
        resetPasswordUrlPattern: pattern,
      })
    ).json();
    const user = (await call('GET', `/api/admin/user/${id}`)).json();
    const { id: _id, isSuperAdmin: _s, userType: _t, createdAt: _c, ...editable } = user;
    const edited = await call('PUT', `/api/admin/user/${id}`, { ...editable, firstName: 'Zofia' });
    expect(edited.json()).toMatchObject({ firstName: 'Zofia', version: 2 });
    const stale = await call('PUT', `/api/admin/user/${id}`, { ...editable, firstName: 'Old' });
    expect(stale.statusCode).toBe(409);
    const found = (await call('GET', '/api/admin/user?filters[search][text]=searchable')).json();
    expect(found.items.map((u: { id: number }) => u.id)).toEqual([id]);
    const admins = (
      await call('GET', '/api/admin/user?onlyAdmin=1&pagination[pageSize]=100')
    ).json();
    expect(admins.items.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    expect(admins.items.map((u: { id: number }) => u.id)).not.toContain(id);
    const sorted = (
      await call(
        'GET',
        '/api/admin/user?order[0][column]=email&order[0][direction]=ASC&pagination[pageSize]=100',
      )
    ).json();
    const emails = sorted.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('deleting a user ends their sessions at once, and deactivating does too', async () => {
    for (const how of ['delete', 'deactivate'] as const) {
      const person = await createUser(ctx.database.db, { permissions: ['admin:faq:list'] });
      const tokens = await signIn(ctx.app, person.email, person.password);
      expect(
        (await call('GET', '/api/admin/faq', undefined, bearer(tokens.accessToken))).statusCode,
      ).toBe(200);
      if (how === 'delete') {
        expect((await call('DELETE', `/api/admin/user/${person.id}`)).statusCode).toBe(200);
        expect((await call('GET', `/api/admin/user/${person.id}`)).statusCode).toBe(404);
      } else {
        const user = (await call('GET', `/api/admin/user/${person.id}`)).json();
        const { id: _id, isSuperAdmin: _s, userType: _t, createdAt: _c, ...editable } = user;
        expect(
          (await call('PUT', `/api/admin/user/${person.id}`, { ...editable, active: false }))
            .statusCode,
        ).toBe(200);
      }
      expect(
        (await call('GET', '/api/admin/faq', undefined, bearer(tokens.accessToken))).statusCode,
      ).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { grantType: 'refresh_token', refreshToken: tokens.refreshToken, ...client },
      });
      expect(refreshed.statusCode).toBe(400);
    }
  });

  it('only a super admin grants or revokes isAdmin; nobody deletes or demotes themselves', async () => {
    const manager = await createUser(ctx.database.db, { roles: ['administrator'] });
    const headers = bearer((await signIn(ctx.app, manager.email, manager.password)).accessToken);
    const asAdmin = await call(
      'POST',
      '/api/admin/user',
      { data: fields({ isAdmin: true }), resetPasswordUrlPattern: pattern },
      headers,
    );
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().errors[0]).toMatchObject({
      code: 'USER:ONLY_SUPER_ADMIN',
      context: 'data.isAdmin',
    });
    const investor = (
      await call(
        'POST',
        '/api/admin/user',
        { data: fields(), resetPasswordUrlPattern: pattern },
        headers,
      )
    ).json();
    const user = (await call('GET', `/api/admin/user/${investor.id}`)).json();
    const { id: _id, isSuperAdmin: _s, userType: _t, createdAt: _c, ...editable } = user;
    const promote = await call(
      'PUT',
      `/api/admin/user/${investor.id}`,
      { ...editable, isAdmin: true },
      headers,
    );
    expect(promote.json().errors[0].code).toBe('USER:ONLY_SUPER_ADMIN');
    const superFlag = await call(
      'PUT',
      `/api/admin/user/${investor.id}`,
      { ...editable, isSuperAdmin: true },
      headers,
    );
    expect(superFlag.json().errors[0].code).toBe('USER:ONLY_SUPER_ADMIN');
    const me = (await call('GET', `/api/admin/user/${manager.id}`)).json();
    expect(
      (await call('DELETE', `/api/admin/user/${manager.id}`, undefined, headers)).json().errors[0]
        .code,
    ).toBe('USER:CANT_DELETE_YOURSELF');
    const { id: _i, isSuperAdmin: _ss, userType: _tt, createdAt: _cc, ...mine } = me;
    expect(
      (await call('PUT', `/api/admin/user/${manager.id}`, { ...mine, active: false }, headers))
        .statusCode,
    ).toBe(409);
    // a super admin may promote
    expect(
      (await call('PUT', `/api/admin/user/${investor.id}`, { ...editable, isAdmin: true })).json(),
    ).toMatchObject({ isAdmin: true, userType: 'staff' });
  });

  it('serves countries with Polish voivodeships for the address selects', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/investor/register' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const poland = res.json().countries.find((c: { code: string }) => c.code === 'PL');
    expect(poland.name).toEqual({ pl: 'Polska', en: 'Poland' });
    expect(poland.states).toHaveLength(16);
    expect(res.json().countries.length).toBeGreaterThanOrEqual(27);
  });
});
