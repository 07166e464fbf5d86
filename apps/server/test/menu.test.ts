import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

const ctx = useTestApp();

const item = (overrides: object = {}) => ({
  parent: null,
  codeName: 'header',
  position: 1,
  label: { pl: 'Oferty', en: 'Offers' },
  url: { pl: '/oferty', en: '/en/offers' },
  ...overrides,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = ctx.admin,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = async (overrides: object = {}) => {
  const res = await call('POST', '/api/admin/menu', { data: item(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('menu items', () => {
  it('builds header and footer trees ordered by position', async () => {
    const second = await create({ position: 2, label: { pl: 'Blog', en: 'Blog' } });
    const first = await create({ position: 1 });
    const child = await create({
      codeName: null,
      parent: first,
      position: 1,
      label: { pl: 'Aktywne', en: 'Open' },
    });
    const footer = await create({ codeName: 'footer', label: { pl: 'Kontakt', en: 'Contact' } });
    const tree = (await call('GET', '/api/admin/menu/tree')).json();
    expect(tree.header.map((n: { id: number }) => n.id)).toEqual([first, second]);
    expect(tree.header[0].children.map((n: { id: number }) => n.id)).toEqual([child]);
    expect(tree.footer.map((n: { id: number }) => n.id)).toEqual([footer]);
  });

  it('refuses an item with neither a parent nor a codeName, or with both', async () => {
    const neither = await call('POST', '/api/admin/menu', { data: item({ codeName: null }) });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0]).toMatchObject({
      code: 'REQUEST:PARENT_OR_CODE_NAME_REQUIRED',
      context: 'data.codeName',
    });
    const root = await create();
    const both = await call('POST', '/api/admin/menu', { data: item({ parent: root }) });
    expect(both.statusCode).toBe(400);
  });

  it('takes a path on the site or an http(s) address as its link, and nothing the href would run', async () => {
    for (const url of ['javascript:alert(1)', 'www.example.com', '//evil.example', 'not a url']) {
      const res = await call('POST', '/api/admin/menu', {
        data: item({ url: { pl: url, en: '' } }),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 'REQUEST:SITE_LINK_INVALID',
        context: 'data.url.pl',
      });
    }
    await create({ url: { pl: 'https://example.com/a?b=1', en: '' } });
    await create({ url: { pl: '/oferty?status=otwarte', en: '/en/offers' } });
  });

  it('refuses a parent that would create a cycle', async () => {
    const a = await create();
    const b = await create({ codeName: null, parent: a });
    const c = await create({ codeName: null, parent: b });
    const loop = await call('PUT', `/api/admin/menu/${a}`, {
      ...item({ codeName: null, parent: c }),
      version: 1,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().errors[0]).toMatchObject({
      code: 'MENU:PARENT_CREATES_CYCLE',
      context: 'parent',
    });
    const self = await call('PUT', `/api/admin/menu/${b}`, {
      ...item({ codeName: null, parent: b }),
      version: 1,
    });
    expect(self.json().errors[0].code).toBe('MENU:PARENT_CREATES_CYCLE');
    const missingParent = await call('POST', '/api/admin/menu', {
      data: item({ codeName: null, parent: 987654 }),
    });
    expect(missingParent.json().errors[0]).toMatchObject({
      code: 'MENU:MENU_ITEM_NOT_EXISTS',
      context: 'parent',
    });
  });

  it('edits with a version check, deletes with children, and audits both', async () => {
    const root = await create({ codeName: 'footer' });
    const child = await create({ codeName: null, parent: root });
    const edited = await call('PUT', `/api/admin/menu/${root}`, {
      ...item({ codeName: 'footer', position: 4 }),
      version: 1,
    });
    expect(edited.json()).toMatchObject({ position: 4, version: 2 });
    const stale = await call('PUT', `/api/admin/menu/${root}`, {
      ...item({ codeName: 'footer', position: 7 }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('MENU:STALE_WRITE');
    expect((await call('DELETE', `/api/admin/menu/${root}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/menu/${child}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/menu/${root}`)).json().errors[0].code).toBe(
      'MENU:MENU_ITEM_NOT_EXISTS',
    );
    const audit = (
      await call(
        'GET',
        '/api/admin/audit-log?filters[entityType][choice]=menu-item&pagination[pageSize]=100',
      )
    ).json();
    const forRoot = audit.items
      .filter((a: { entityId: string }) => a.entityId === String(root))
      .map((a: { action: string }) => a.action);
    expect(forRoot).toEqual(['menu-item.delete', 'menu-item.update', 'menu-item.create']);
  });

  it('filters the flat list by codeName and enforces permissions', async () => {
    await create({ codeName: 'footer' });
    const footers = (await call('GET', '/api/admin/menu?filters[codeName][choice]=footer')).json();
    expect(footers.items.every((i: { codeName: string }) => i.codeName === 'footer')).toBe(true);
    const outsider = await createUser(ctx.db, { permissions: ['admin:faq:list'] });
    const headers = bearer((await signIn(ctx.app, outsider.email, outsider.password)).accessToken);
    expect((await call('GET', '/api/admin/menu/tree', undefined, headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/menu', { data: item() }, headers)).statusCode).toBe(403);
  });
});
