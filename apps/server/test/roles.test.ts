import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn, signInStepped } from './helpers/auth.js';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = ctx.admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
async function permissionId(name: string): Promise<number> {
  const res = await call(
    'GET',
    `/api/admin/permission?filters[search][text]=${encodeURIComponent(name)}&pagination[pageSize]=100`,
  );
  const found = res.json().items.find((p: { name: string }) => p.name === name);
  if (!found) throw new Error(`no permission ${name}`);
  return found.id;
}
const check = async (headers: Record<string, string>, name: string) =>
  (
    await call(
      'GET',
      `/api/admin/user/me/permission-check?permissions[]=${name}`,
      undefined,
      headers,
    )
  ).json()[0].isPermitted;

describe('roles', () => {
  it('creates, validates, renames with a version check, and refuses a duplicate name', async () => {
    const empty = await call('POST', '/api/admin/role', { data: { name: '', description: '' } });
    expect(
      empty
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['REQUEST:DESCRIPTION_IS_EMPTY', 'REQUEST:NAME_IS_EMPTY']);
    const { id } = (
      await call('POST', '/api/admin/role', {
        data: { name: 'Auditors', description: 'Read the audit log' },
      })
    ).json();
    const role = (await call('GET', `/api/admin/role/${id}`)).json();
    expect(role).toMatchObject({ name: 'Auditors', slug: 'auditors', userCount: 0, version: 1 });
    expect(
      (
        await call('PUT', `/api/admin/role/${id}`, {
          data: { name: 'Auditors 2', description: 'x' },
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/admin/role/${id}`, {
          data: { name: 'Auditors 3', description: 'x' },
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    const dup = await call('POST', '/api/admin/role', {
      data: { name: 'auditors 2', description: 'y' },
    });
    expect(dup.json().errors[0]).toMatchObject({ code: 'ROLE:NOT_UNIQUE_NAME', context: 'name' });
  });

  it('role and personal grants change the permission check on the very next request, and so do revocations', async () => {
    const { id: roleId } = (
      await call('POST', '/api/admin/role', { data: { name: 'FAQ team', description: 'FAQ' } })
    ).json();
    const person = await createUser(ctx.db);
    const headers = bearer((await signIn(ctx.app, person.email, person.password)).accessToken);
    const faqList = await permissionId('admin:faq:list');
    const menuList = await permissionId('admin:menu:list');
    expect(await check(headers, 'admin:faq:list')).toBe(false);

    await call('POST', `/api/admin/role/${roleId}/permissions/${faqList}`);
    await call('POST', `/api/admin/role/${roleId}/users/${person.id}`);
    expect(await check(headers, 'admin:faq:list')).toBe(true);
    expect((await call('GET', '/api/admin/faq', undefined, headers)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/admin/user/${person.id}/roles`))
        .json()
        .map((r: { id: number }) => r.id),
    ).toEqual([roleId]);
    expect(
      (await call('GET', `/api/admin/role/${roleId}/users`))
        .json()
        .map((u: { id: number }) => u.id),
    ).toEqual([person.id]);

    await call('POST', `/api/admin/user/${person.id}/personal-permissions/${menuList}`);
    expect(await check(headers, 'admin:menu:list')).toBe(true);
    await call('DELETE', `/api/admin/user/${person.id}/personal-permissions/${menuList}`);
    expect(await check(headers, 'admin:menu:list')).toBe(false);

    // the same access token, already issued: refused at once after the role is taken away
    await call('DELETE', `/api/admin/role/${roleId}/users/${person.id}`);
    expect((await call('GET', '/api/admin/faq', undefined, headers)).statusCode).toBe(403);
  });

  it('refuses to delete a role users hold, and audits the delete', async () => {
    const { id: roleId } = (
      await call('POST', '/api/admin/role', { data: { name: 'Temp', description: 'temp' } })
    ).json();
    const person = await createUser(ctx.db);
    await call('POST', `/api/admin/role/${roleId}/users/${person.id}`);
    const inUse = await call('DELETE', `/api/admin/role/${roleId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].code).toBe('ROLE:ROLE_IS_IN_USE');
    await call('DELETE', `/api/admin/role/${roleId}/users/${person.id}`);
    expect((await call('DELETE', `/api/admin/role/${roleId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/role/${roleId}`)).json().errors[0].code).toBe(
      'ROLE:ROLE_NOT_EXISTS',
    );
    const audit = (
      await call(
        'GET',
        '/api/admin/audit-log?filters[entityType][choice]=role&pagination[pageSize]=100',
      )
    ).json();
    const actions = audit.items
      .filter((a: { entityId: string }) => a.entityId === String(roleId))
      .map((a: { action: string }) => a.action);
    expect(actions).toEqual(['role.delete', 'role.user.remove', 'role.user.add', 'role.create']);
  });

  it('roles are for admin users only', async () => {
    const { id: roleId } = (
      await call('POST', '/api/admin/role', { data: { name: 'Admins only', description: 'x' } })
    ).json();
    const investor = await createUser(ctx.db, { isAdmin: false });
    const res = await call('POST', `/api/admin/role/${roleId}/users/${investor.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('ROLE:USER_IS_NOT_ADMIN');
  });
});

describe('keeping the platform safe', () => {
  it('refuses a change that would remove the acting user’s own access management', async () => {
    const { id: roleId } = (
      await call('POST', '/api/admin/role', { data: { name: 'Access managers', description: 'x' } })
    ).json();
    const names = [
      'admin:role:add-permission',
      'admin:role:remove-permission',
      'admin:role:add-user',
      'admin:role:remove-user',
      'admin:role:get-users',
      'admin:role:list',
    ];
    for (const name of names)
      await call('POST', `/api/admin/role/${roleId}/permissions/${await permissionId(name)}`);
    const manager = await createUser(ctx.db);
    await call('POST', `/api/admin/role/${roleId}/users/${manager.id}`);
    const headers = bearer((await signIn(ctx.app, manager.email, manager.password)).accessToken);

    const selfRemove = await call(
      'DELETE',
      `/api/admin/role/${roleId}/users/${manager.id}`,
      undefined,
      headers,
    );
    expect(selfRemove.statusCode).toBe(409);
    expect(selfRemove.json().errors[0].code).toBe('ACCESS:CANT_REMOVE_OWN_ACCESS');
    const stripRole = await call(
      'DELETE',
      `/api/admin/role/${roleId}/permissions/${await permissionId('admin:role:remove-user')}`,
      undefined,
      headers,
    );
    expect(stripRole.statusCode).toBe(409);
    // nothing changed
    expect(
      (await call('GET', `/api/admin/role/${roleId}/users`))
        .json()
        .map((u: { id: number }) => u.id),
    ).toContain(manager.id);
    // removing a permission that is not access management is fine
    expect(
      (
        await call(
          'DELETE',
          `/api/admin/role/${roleId}/permissions/${await permissionId('admin:role:list')}`,
          undefined,
          headers,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a non-super admin cannot hand out permissions they do not hold (no escalation)', async () => {
    const { id: roleId } = (
      await call('POST', '/api/admin/role', { data: { name: 'Granters', description: 'x' } })
    ).json();
    for (const name of ['admin:role:add-permission', 'admin:role:add-user', 'admin:faq:list']) {
      await call('POST', `/api/admin/role/${roleId}/permissions/${await permissionId(name)}`);
    }
    const granter = await createUser(ctx.db);
    await call('POST', `/api/admin/role/${roleId}/users/${granter.id}`);
    // stepped up: the refusal under test is the escalation's, not the missing check's
    const headers = await signInStepped(ctx.app, granter.email, granter.password);
    const escalate = await call(
      'POST',
      `/api/admin/role/${roleId}/permissions/${await permissionId('admin:user:delete')}`,
      undefined,
      headers,
    );
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().errors[0].code).toBe('ACCESS:CANT_GRANT_WHAT_YOU_LACK');
    const adminRole = (
      await call('GET', '/api/admin/role?filters[search][text]=Administrator')
    ).json().items[0];
    const joinAdmins = await call(
      'POST',
      `/api/admin/role/${adminRole.id}/users/${granter.id}`,
      undefined,
      headers,
    );
    expect(joinAdmins.statusCode).toBe(403);
    expect(await check(headers, 'admin:user:delete')).toBe(false);
  });
});

describe('permissions', () => {
  it('CRUD with NOT_UNIQUE_NAME on the name field, PERMISSION_IS_IN_USE, and built-ins locked', async () => {
    const empty = await call('POST', '/api/admin/permission', {
      data: { name: '', description: '' },
    });
    expect(empty.json().errors[0]).toMatchObject({
      code: 'REQUEST:NAME_IS_EMPTY',
      context: 'data.name',
    });
    const { id } = (
      await call('POST', '/api/admin/permission', {
        data: { name: 'admin:reports:list', description: 'Reports' },
      })
    ).json();
    const dup = await call('POST', '/api/admin/permission', {
      data: { name: 'admin:reports:list', description: 'again' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({
      code: 'PERMISSION:NOT_UNIQUE_NAME',
      context: 'name',
    });
    const edited = await call('PUT', `/api/admin/permission/${id}`, {
      data: { name: 'admin:reports:view', description: 'Reports' },
      version: 1,
    });
    expect(edited.json()).toMatchObject({ name: 'admin:reports:view', builtIn: false, version: 2 });

    const person = await createUser(ctx.db);
    await call('POST', `/api/admin/user/${person.id}/personal-permissions/${id}`);
    const inUse = await call('DELETE', `/api/admin/permission/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].code).toBe('PERMISSION:PERMISSION_IS_IN_USE');
    await call('DELETE', `/api/admin/user/${person.id}/personal-permissions/${id}`);
    expect((await call('DELETE', `/api/admin/permission/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/permission/${id}`)).json().errors[0].code).toBe(
      'PERMISSION:PERMISSION_NOT_EXISTS',
    );

    const faqList = await permissionId('admin:faq:list');
    const rename = await call('PUT', `/api/admin/permission/${faqList}`, {
      data: { name: 'admin:faq:read', description: 'x' },
      version: 1,
    });
    expect(rename.json().errors[0].code).toBe('PERMISSION:BUILT_IN_PERMISSION');
  });
});
