import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_DEFAULTS } from '@backoffice/contract/users';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';
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
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
// an investor's set-password link goes to the investor site (REQ-RULES-6)
const ctx = useTestApp({ env: { OUTBOX_DIR: outbox, INVESTOR_SITE_URL: 'http://localhost' } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = ctx.admin) =>
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
      payload: { token, newPassword: 'Welcome-Aboard-7', repeatPassword: 'Welcome-Aboard-7' },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await passwordGrant(ctx.app, data.email, 'Welcome-Aboard-7', { forAdmin: false }))
        .statusCode,
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
      const person = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
      const tokens = await signIn(ctx.app, person.email, person.password);
      expect(
        (await call('GET', '/api/admin/faq', undefined, bearer(tokens.accessToken))).statusCode,
      ).toBe(200);
      if (how === 'delete') {
        expect((await call('DELETE', `/api/admin/user/${person.id}`)).statusCode).toBe(200);
        expect((await call('GET', `/api/admin/user/${person.id}`)).statusCode).toBe(404);
        // one entry, with the account as it was before the delete
        const entries = await ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.entityId, String(person.id))));
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ entityType: 'user', after: null });
        expect(entries[0]?.before).toMatchObject({ id: person.id, email: person.email });
        const again = await call('DELETE', `/api/admin/user/${person.id}`);
        expect(again.json().errors[0].code).toBe('USER:USER_ALREADY_DELETED');
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
    const manager = await createUser(ctx.db, { roles: ['administrator'] });
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
    // a super admin may promote, with a recent check: giving access is a grant (REQ-STEP-1)
    const unchecked = bearer(
      (await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken,
    );
    for (const grant of [{ isAdmin: true }, { isSuperAdmin: true }]) {
      const refused = await call(
        'PUT',
        `/api/admin/user/${investor.id}`,
        { ...editable, ...grant },
        unchecked,
      );
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([
        403,
        'AUTH:STEP_UP_REQUIRED',
      ]);
    }
    const newAdmin = await call(
      'POST',
      '/api/admin/user',
      { data: fields({ isAdmin: true }), resetPasswordUrlPattern: pattern },
      unchecked,
    );
    expect(newAdmin.json().errors[0].code).toBe('AUTH:STEP_UP_REQUIRED');
    // an edit that grants nothing needs no check
    expect(
      (
        await call(
          'PUT',
          `/api/admin/user/${investor.id}`,
          { ...editable, firstName: 'Iga' },
          unchecked,
        )
      ).statusCode,
    ).toBe(200);
    const current = (await call('GET', `/api/admin/user/${investor.id}`)).json();
    expect(
      (
        await call('PUT', `/api/admin/user/${investor.id}`, {
          ...editable,
          firstName: 'Iga',
          version: current.version,
          isAdmin: true,
        })
      ).json(),
    ).toMatchObject({ isAdmin: true, userType: 'staff' });
  });

  it('managing an account (e-mail, deactivation, deletion) needs every permission it holds', async () => {
    const junior = await createUser(ctx.db, {
      permissions: ['admin:user:list', 'admin:user:get', 'admin:user:edit', 'admin:user:delete'],
    });
    const headers = bearer((await signIn(ctx.app, junior.email, junior.password)).accessToken);
    const editable = async (id: number) => {
      const {
        id: _id,
        isSuperAdmin: _s,
        userType: _t,
        createdAt: _c,
        lastSignIn: _l,
        ...rest
      } = (await call('GET', `/api/admin/user/${id}`)).json();
      return rest;
    };
    const refused = (res: { statusCode: number; json(): { errors: { code: string }[] } }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]?.code).toBe('ACCESS:CANT_MANAGE_MORE_POWERFUL_ACCOUNT');
    };
    // an administrator holds permissions the junior does not
    const senior = await createUser(ctx.db, { roles: ['administrator'] });
    const before = await editable(senior.id);
    refused(
      await call(
        'PUT',
        `/api/admin/user/${senior.id}`,
        { ...before, email: `taken-over-${Date.now()}@example.com` },
        headers,
      ),
    );
    refused(
      await call('PUT', `/api/admin/user/${senior.id}`, { ...before, active: false }, headers),
    );
    refused(await call('DELETE', `/api/admin/user/${senior.id}`, undefined, headers));
    expect(await editable(senior.id)).toEqual(before);
    // the super admin's account is out of reach as ever
    const superAdmin = (
      await call('GET', '/api/admin/user?filters[search][text]=' + TEST_ADMIN_EMAIL)
    ).json().items[0];
    expect(
      (await call('DELETE', `/api/admin/user/${superAdmin.id}`, undefined, headers)).statusCode,
    ).toBe(403);

    // an account holding less than the junior: each of these goes through
    const lesser = await createUser(ctx.db, { permissions: ['admin:user:list'] });
    const moved = await call(
      'PUT',
      `/api/admin/user/${lesser.id}`,
      { ...(await editable(lesser.id)), email: `moved-${lesser.email}` },
      headers,
    );
    expect(moved.statusCode).toBe(200);
    const investor = await createUser(ctx.db, { isAdmin: false });
    expect(
      (
        await call(
          'PUT',
          `/api/admin/user/${investor.id}`,
          { ...(await editable(investor.id)), active: false },
          headers,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/user/${investor.id}`, undefined, headers)).statusCode,
    ).toBe(200);
  });

  it("an e-mail change ends the account's sessions, mails the old address and is audited", async () => {
    const person = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    const tokens = await signIn(ctx.app, person.email, person.password);
    const {
      id: _id,
      isSuperAdmin: _s,
      userType: _t,
      createdAt: _c,
      lastSignIn: _l,
      ...rest
    } = (await call('GET', `/api/admin/user/${person.id}`)).json();
    const newEmail = `new-${person.email}`;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/user/${person.id}`,
      headers: { host: 'localhost', 'user-agent': 'EmailChangeTest/1', ...ctx.admin },
      payload: { ...rest, email: newEmail },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/admin/faq', undefined, bearer(tokens.accessToken))).statusCode,
    ).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grantType: 'refresh_token', refreshToken: tokens.refreshToken, ...client },
    });
    expect(refreshed.statusCode).toBe(400);
    const notice = await readOutbox(outbox, person.email);
    expect(notice.subject).toBe('Adres e-mail Twojego konta został zmieniony');
    expect(notice.text).toContain(newEmail);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.email-change'), eq(auditLog.entityId, String(person.id))),
      );
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      ip: '127.0.0.1',
      userAgent: 'EmailChangeTest/1',
      before: { email: person.email },
      after: { email: newEmail },
    });
    // the owner signs in with the new address
    expect((await passwordGrant(ctx.app, newEmail, person.password)).statusCode).toBe(200);
  });

  it('a password link asked for before an e-mail change, a deactivation or a deletion stops working', async () => {
    const editable = async (id: number) => {
      const {
        id: _id,
        isSuperAdmin: _s,
        userType: _t,
        createdAt: _c,
        lastSignIn: _l,
        ...rest
      } = (await call('GET', `/api/admin/user/${id}`)).json();
      return rest;
    };
    const setPassword = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token, newPassword: 'Taken-Over-77', repeatPassword: 'Taken-Over-77' },
      });
    const refused = (res: { statusCode: number; json(): { errors: { code: string }[] } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]?.code).toBe('AUTH:RESET_TOKEN_NOT_VALID');
    };
    for (const how of ['e-mail change', 'deactivation', 'deletion'] as const) {
      const person = await createUser(ctx.db, { isAdmin: false });
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        headers: { host: 'localhost' },
        payload: {
          email: person.email,
          activationUrlPattern: 'http://localhost/reset-password/:resetPasswordToken',
        },
      });
      expect(asked.statusCode, how).toBe(200);
      const token = linkToken((await readOutbox(outbox, person.email)).text);
      if (how === 'deletion') {
        expect((await call('DELETE', `/api/admin/user/${person.id}`)).statusCode).toBe(200);
        refused(await setPassword(token));
        continue;
      }
      const before = await editable(person.id);
      const changed =
        how === 'e-mail change'
          ? { ...before, email: `fixed-${person.email}` }
          : { ...before, active: false };
      expect((await call('PUT', `/api/admin/user/${person.id}`, changed)).statusCode, how).toBe(
        200,
      );
      // refused while inactive, and still refused once the account is active again
      if (how === 'deactivation') {
        refused(await setPassword(token));
        const inactive = await editable(person.id);
        expect(
          (await call('PUT', `/api/admin/user/${person.id}`, { ...inactive, active: true }))
            .statusCode,
        ).toBe(200);
      }
      refused(await setPassword(token));
      expect((await passwordGrant(ctx.app, changed.email, 'Taken-Over-77')).statusCode, how).toBe(
        400,
      );
    }
  });

  it('an inactive account cannot set its password: the link answers as an invalid one', async () => {
    const data = fields({ active: false });
    const res = await call('POST', '/api/admin/user', { data, resetPasswordUrlPattern: pattern });
    expect(res.statusCode, res.body).toBe(201);
    const message = await readOutbox(outbox, data.email);
    const token = linkToken(message.text.replace('/set-password/', '/reset-password/'));
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, newPassword: 'Welcome-Aboard-7', repeatPassword: 'Welcome-Aboard-7' },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors[0].code).toBe('AUTH:RESET_TOKEN_NOT_VALID');
    // activating an account spends no link: the one mailed on creation works from then on
    const { id } = res.json();
    const {
      id: _id,
      isSuperAdmin: _s,
      userType: _t,
      createdAt: _c,
      lastSignIn: _l,
      ...rest
    } = (await call('GET', `/api/admin/user/${id}`)).json();
    expect((await call('PUT', `/api/admin/user/${id}`, { ...rest, active: true })).statusCode).toBe(
      200,
    );
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, newPassword: 'Welcome-Aboard-7', repeatPassword: 'Welcome-Aboard-7' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('an e-mail differing only in case or Unicode form is stored normalised and is no change', async () => {
    const editable = async (id: number) => {
      const {
        id: _id,
        isSuperAdmin: _s,
        userType: _t,
        createdAt: _c,
        lastSignIn: _l,
        ...rest
      } = (await call('GET', `/api/admin/user/${id}`)).json();
      return rest;
    };
    // created in capitals: stored in lower case
    const data = fields({ email: `New.Person-${Date.now()}@Example.COM` });
    const created = await call('POST', '/api/admin/user', {
      data,
      resetPasswordUrlPattern: pattern,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await editable(created.json().id)).email).toBe(data.email.toLowerCase());

    // a stronger account's address in capitals is the same address: no change, so the rule
    // has nothing to refuse, and the account's sessions and links stay (the case trick that
    // ended them is gone); another address is refused
    const junior = await createUser(ctx.db, {
      permissions: ['admin:user:list', 'admin:user:get', 'admin:user:edit'],
    });
    const headers = bearer((await signIn(ctx.app, junior.email, junior.password)).accessToken);
    const senior = await createUser(ctx.db, {
      email: `Kate.Senior-${Date.now()}@Example.com`,
      roles: ['administrator'],
    });
    const session = await signIn(ctx.app, senior.email, senior.password);
    const before = await editable(senior.id);
    const upper = await call(
      'PUT',
      `/api/admin/user/${senior.id}`,
      { ...before, email: senior.email.toUpperCase() },
      headers,
    );
    expect(upper.statusCode, upper.body).toBe(200);
    expect(upper.json().email).toBe(senior.email.toLowerCase());
    const other = await call(
      'PUT',
      `/api/admin/user/${senior.id}`,
      { ...before, email: `taken-over-${Date.now()}@example.com`, version: upper.json().version },
      headers,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0].code).toBe('ACCESS:CANT_MANAGE_MORE_POWERFUL_ACCOUNT');
    expect(
      (await call('GET', '/api/admin/faq', undefined, bearer(session.accessToken))).statusCode,
    ).toBe(200);

    // U+212A KELVIN SIGN folds to "k": the same address, stored as ASCII, and the owner still
    // signs in with it
    const investor = await createUser(ctx.db, {
      email: `kate-${Date.now()}@example.com`,
      isAdmin: false,
    });
    const kelvin = investor.email.replace('k', '\u212A');
    const changed = await call('PUT', `/api/admin/user/${investor.id}`, {
      ...(await editable(investor.id)),
      email: kelvin,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(investor.email);
    expect(
      (await passwordGrant(ctx.app, investor.email, investor.password, { forAdmin: false }))
        .statusCode,
    ).toBe(200);
  });

  it('changing your own e-mail keeps the session you change it from', async () => {
    const me = await createUser(ctx.db, {
      permissions: ['admin:user:get', 'admin:user:edit'],
    });
    const here = await signIn(ctx.app, me.email, me.password);
    const elsewhere = await signIn(ctx.app, me.email, me.password);
    const {
      id: _id,
      isSuperAdmin: _s,
      userType: _t,
      createdAt: _c,
      lastSignIn: _l,
      ...rest
    } = (await call('GET', `/api/admin/user/${me.id}`)).json();
    const own = await call(
      'PUT',
      `/api/admin/user/${me.id}`,
      { ...rest, email: `self-${me.email}` },
      bearer(here.accessToken),
    );
    expect(own.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/admin/user/${me.id}`, undefined, bearer(here.accessToken)))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/admin/user/${me.id}`, undefined, bearer(elsewhere.accessToken)))
        .statusCode,
    ).toBe(401);
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
