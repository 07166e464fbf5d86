import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USER_DEFAULTS } from '@backoffice/contract/users';
import { auditLog, countries, permissions } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';
import { createUser } from './helpers/auth.js';

// Everyday comfort (REQ-AUDIT-1, REQ-FORM-7, REQ-USER-7, REQ-USER-10): no-op saves, validation
// gaps, admin permissions kept to admins.

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...ctx.admin },
    ...(payload ? { payload } : {}),
  });

async function auditActions(entityType: string, id: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function countryId(code: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, code));
  if (!row) throw new Error(`no country ${code}`);
  return row.id;
}

const faqEntry = (overrides: object = {}) => ({
  active: true,
  position: 4,
  isFeatured: true,
  question: { pl: 'Czy mogę wypłacić?', en: 'Can I withdraw?' },
  answer: { pl: 'Tak.', en: 'Yes.' },
  ...overrides,
});

let n = 0;
const userFields = (investorData: object = {}) => ({
  ...USER_DEFAULTS,
  email: `comfort${++n}-${Date.now()}@example.com`,
  firstName: 'Jan',
  lastName: 'Nowak',
  investorData: { ...USER_DEFAULTS.investorData, ...investorData },
});
const createAccount = (data: object) =>
  call('POST', '/api/admin/user', {
    data,
    resetPasswordUrlPattern: 'http://localhost/set-password/:resetPasswordToken',
  });

describe('a save that changes nothing', () => {
  it('FAQ: answers the record unchanged, bumps no version and writes no audit entry', async () => {
    const { id } = (await call('POST', '/api/admin/faq', { data: faqEntry() })).json();
    const noOp = await call('PUT', `/api/admin/faq/${id}`, { ...faqEntry(), version: 1 });
    expect(noOp.statusCode, noOp.body).toBe(200);
    expect(noOp.json()).toMatchObject({ id, version: 1, position: 4 });
    expect((await call('GET', `/api/admin/faq/${id}`)).json().version).toBe(1);
    expect(await auditActions('faq', id)).toEqual(['faq.create']);

    // a real change is still saved and audited, and the next no-op after it is not
    const changed = await call('PUT', `/api/admin/faq/${id}`, {
      ...faqEntry({ isFeatured: false }),
      version: 1,
    });
    expect(changed.json()).toMatchObject({ version: 2, isFeatured: false });
    await call('PUT', `/api/admin/faq/${id}`, { ...faqEntry({ isFeatured: false }), version: 2 });
    expect(await auditActions('faq', id)).toEqual(['faq.create', 'faq.update']);
  });

  it('FAQ: an unchanged save from a stale version still answers 409', async () => {
    const { id } = (await call('POST', '/api/admin/faq', { data: faqEntry() })).json();
    await call('PUT', `/api/admin/faq/${id}`, { ...faqEntry({ position: 5 }), version: 1 });
    const stale = await call('PUT', `/api/admin/faq/${id}`, {
      ...faqEntry({ position: 5 }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('FAQ:STALE_WRITE');
  });

  it('users: an unchanged account save writes no audit entry and keeps the version', async () => {
    const data = userFields({ phoneNumber: '+48 600 100 200' });
    const { id } = (await createAccount(data)).json();
    const noOp = await call('PUT', `/api/admin/user/${id}`, { ...data, version: 1 });
    expect(noOp.statusCode, noOp.body).toBe(200);
    expect(noOp.json()).toMatchObject({ id, version: 1 });
    expect(await auditActions('user', id)).toEqual(['user.create']);

    const changed = await call('PUT', `/api/admin/user/${id}`, {
      ...data,
      firstName: 'Janina',
      version: 1,
    });
    expect(changed.json()).toMatchObject({ firstName: 'Janina', version: 2 });
    expect(await auditActions('user', id)).toEqual(['user.create', 'user.update']);
  });

  it('roles: an unchanged role save writes no audit entry', async () => {
    const body = { name: `Bez zmian ${Date.now()}`, description: 'opis' };
    const { id } = (await call('POST', '/api/admin/role', { data: body })).json();
    const noOp = await call('PUT', `/api/admin/role/${id}`, { data: body, version: 1 });
    expect(noOp.statusCode, noOp.body).toBe(200);
    expect(await auditActions('role', id)).toEqual(['role.create']);
  });
});

describe('validation', () => {
  it('refuses a FAQ position of 0 with POSITION_IS_REQUIRED, on create and on edit', async () => {
    const created = await call('POST', '/api/admin/faq', { data: faqEntry({ position: 0 }) });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContainEqual(
      expect.objectContaining({ code: 'REQUEST:POSITION_IS_REQUIRED', context: 'data.position' }),
    );
    const { id } = (await call('POST', '/api/admin/faq', { data: faqEntry() })).json();
    const edited = await call('PUT', `/api/admin/faq/${id}`, {
      ...faqEntry({ position: 0 }),
      version: 1,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toContainEqual(
      expect.objectContaining({ code: 'REQUEST:POSITION_IS_REQUIRED', context: 'position' }),
    );
    expect((await call('GET', `/api/admin/faq/${id}`)).json().position).toBe(4);
  });

  it('refuses a phone number "abc" on the phone field', async () => {
    const res = await createAccount(userFields({ phoneNumber: 'abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({
        code: 'REQUEST:PHONE_NUMBER_INVALID_FORMAT',
        context: 'data.investorData.phoneNumber',
      }),
    );
  });

  it('holds a Polish postcode to NN-NNN, on create and on edit', async () => {
    const poland = await countryId('PL');
    const address = (zip: string) => ({
      address: { ...USER_DEFAULTS.investorData.address, zip, country: { id: poland } },
    });
    const refused = await createAccount(userFields(address('31-1234567')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({
        code: 'REQUEST:ZIP_CODE_POLISH_FORMAT',
        context: 'data.investorData.address.zip',
      }),
    );
    expect((await createAccount(userFields(address('31123')))).statusCode).toBe(400);

    const data = userFields(address('31-147'));
    const created = await createAccount(data);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const edited = await call('PUT', `/api/admin/user/${id}`, {
      ...data,
      ...{ investorData: { ...data.investorData, ...address('3114') } },
      version: 1,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toContainEqual(
      expect.objectContaining({
        code: 'REQUEST:ZIP_CODE_POLISH_FORMAT',
        context: 'investorData.address.zip',
      }),
    );
  });

  it('does not hold a foreign postcode to NN-NNN, but still refuses nonsense', async () => {
    const uk = await countryId('GB');
    const address = (zip: string) => ({
      address: { ...USER_DEFAULTS.investorData.address, zip, country: { id: uk } },
    });
    const accepted = await createAccount(userFields(address('SW1A 1AA')));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const refused = await createAccount(userFields(address('#!?')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ code: 'REQUEST:ZIP_CODE_INVALID_FORMAT' }),
    );
  });
});

describe('admin permissions', () => {
  it('cannot be granted to an investor (non-admin) account, and writes nothing', async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const [permission] = await ctx.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'admin:faq:list'));
    if (!permission) throw new Error('admin:faq:list is not in the catalogue');
    const url = `/api/admin/user/${investor.id}/personal-permissions/${permission.id}`;

    const refused = await call('POST', url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('USER:ADMIN_PERMISSION_NEEDS_ADMIN_USER');
    expect(
      (await call('GET', `/api/admin/user/${investor.id}/personal-permissions`)).json(),
    ).toEqual([]);
    expect(await auditActions('user', investor.id)).toEqual([]);

    // an admin account takes the same grant
    const staff = await createUser(ctx.db, { isAdmin: true });
    const granted = await call(
      'POST',
      `/api/admin/user/${staff.id}/personal-permissions/${permission.id}`,
    );
    expect(granted.statusCode, granted.body).toBeLessThan(300);
  });
});
