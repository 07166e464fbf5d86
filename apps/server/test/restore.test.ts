import { describe, expect, it } from 'vitest';
import { RESTORE_WINDOW_MS } from '@backoffice/contract';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, fakeClock, signIn } from './helpers/auth.js';

// Undoing a delete (decision 0005): the delete is real at once; `POST …/:id/restore` brings the
// record back from the delete's audit snapshot, with the same id, in one audited transaction.

const clock = fakeClock();
const ctx = useTestApp({ clock });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = ctx.admin,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface Entry {
  id: number;
  action: string;
  entityId: string;
  before: unknown;
  after: unknown;
}
async function auditOf(entityType: string, id: number): Promise<Entry[]> {
  const res = await call(
    'GET',
    `/api/admin/audit-log?filters[entityType][choice]=${entityType}&filters[search][text]=${id}&pagination[pageSize]=100`,
  );
  return (res.json().items as Entry[]).filter((entry) => entry.entityId === String(id));
}

async function createFaq(question = 'Czy mogę cofnąć?') {
  const res = await call('POST', '/api/admin/faq', {
    data: {
      active: false,
      position: 7,
      isFeatured: true,
      question: { pl: question, en: 'Can I undo?' },
      answer: { pl: 'Tak.', en: 'Yes.' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const code = (res: { json(): { errors: { code: string }[] } }) => res.json().errors[0]?.code;

describe('undoing a FAQ delete', () => {
  it('brings the entry back with the same id and fields, and audits the restore', async () => {
    const id = await createFaq();
    // an edit first, so the restored version and updatedAt are the deleted record's, not defaults
    const edited = await call('PUT', `/api/admin/faq/${id}`, {
      active: false,
      position: 8,
      isFeatured: true,
      question: { pl: 'Czy mogę cofnąć usunięcie?', en: 'Can I undo a delete?' },
      answer: { pl: 'Tak.', en: 'Yes.' },
      version: 1,
    });
    const saved = edited.json();
    expect((await call('DELETE', `/api/admin/faq/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(404);

    const restored = await call('POST', `/api/admin/faq/${id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(saved);
    expect((await call('GET', `/api/admin/faq/${id}`)).json()).toEqual(saved);

    const audit = await auditOf('faq', id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'faq.restore',
      'faq.delete',
      'faq.update',
      'faq.create',
    ]);
    expect(audit[0]?.after).toEqual(saved);
    // the snapshot the restore came from is the full record
    expect(audit[1]?.before).toEqual(saved);
  });

  it('takes the delete audit entry id in the body, and a new create still gets a fresh id', async () => {
    const id = await createFaq();
    await call('DELETE', `/api/admin/faq/${id}`);
    const [deleted] = await auditOf('faq', id);
    expect(deleted?.action).toBe('faq.delete');
    const restored = await call('POST', `/api/admin/faq/${id}/restore`, { auditId: deleted?.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await createFaq()).toBeGreaterThan(id);
  });

  it('is refused when the record exists (already restored, or never deleted)', async () => {
    const id = await createFaq();
    const never = await call('POST', `/api/admin/faq/${id}/restore`, {});
    expect(never.statusCode).toBe(409);
    expect(code(never)).toBe('FAQ:RESTORE_NOT_A_DELETE');

    await call('DELETE', `/api/admin/faq/${id}`);
    expect((await call('POST', `/api/admin/faq/${id}/restore`, {})).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/faq/${id}/restore`, {});
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('FAQ:RESTORE_RECORD_EXISTS');
    // nothing was written by the refused restore
    const actions = (await auditOf('faq', id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'faq.restore')).toHaveLength(1);
  });

  it('is refused when the audit entry is not a delete of that record, or not its latest', async () => {
    const id = await createFaq();
    const other = await createFaq('Inne pytanie');
    await call('DELETE', `/api/admin/faq/${other}`);
    await call('DELETE', `/api/admin/faq/${id}`);
    const [otherDelete] = await auditOf('faq', other);
    const createEntry = (await auditOf('faq', id)).find((entry) => entry.action === 'faq.create');

    for (const auditId of [otherDelete?.id, createEntry?.id, 999_999_999]) {
      const res = await call('POST', `/api/admin/faq/${id}/restore`, { auditId });
      expect(res.statusCode, String(auditId)).toBe(409);
      expect(code(res)).toBe('FAQ:RESTORE_NOT_A_DELETE');
    }

    const [firstDelete] = await auditOf('faq', id);
    await call('POST', `/api/admin/faq/${id}/restore`, {});
    await call('DELETE', `/api/admin/faq/${id}`);
    const stale = await call('POST', `/api/admin/faq/${id}/restore`, { auditId: firstDelete?.id });
    expect(stale.statusCode).toBe(409);
    expect(code(stale)).toBe('FAQ:RESTORE_NOT_LATEST_DELETE');
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(404);
  });

  it('is refused once the window has passed', async () => {
    const id = await createFaq();
    await call('DELETE', `/api/admin/faq/${id}`);
    clock.advance(RESTORE_WINDOW_MS + 60_000);
    try {
      const res = await call('POST', `/api/admin/faq/${id}/restore`, {});
      expect(res.statusCode).toBe(409);
      expect(code(res)).toBe('FAQ:RESTORE_WINDOW_PASSED');
    } finally {
      clock.advance(-(RESTORE_WINDOW_MS + 60_000));
    }
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(404);
  });

  it('is refused without the delete permission', async () => {
    const id = await createFaq();
    await call('DELETE', `/api/admin/faq/${id}`);
    const editor = await createUser(ctx.db, {
      permissions: ['admin:faq:list', 'admin:faq:get', 'admin:faq:create', 'admin:faq:edit'],
    });
    const headers = bearer((await signIn(ctx.app, editor.email, editor.password)).accessToken);
    const res = await call('POST', `/api/admin/faq/${id}/restore`, {}, headers);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(404);

    const deleter = await createUser(ctx.db, { permissions: ['admin:faq:delete'] });
    const allowed = bearer((await signIn(ctx.app, deleter.email, deleter.password)).accessToken);
    expect((await call('POST', `/api/admin/faq/${id}/restore`, {}, allowed)).statusCode).toBe(200);
  });
});

describe('undoing a menu item delete', () => {
  const item = (overrides: object) => ({
    parent: null,
    codeName: null,
    position: 1,
    label: { pl: 'Pozycja', en: 'Item' },
    url: { pl: '/pozycja', en: '/en/item' },
    ...overrides,
  });
  const createItem = async (overrides: object) => {
    const res = await call('POST', '/api/admin/menu', { data: item(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('brings a parent back with its children and grandchildren, same ids', async () => {
    const root = await createItem({ codeName: 'footer', label: { pl: 'Rodzic', en: 'Parent' } });
    const child = await createItem({ parent: root, position: 2 });
    const grandchild = await createItem({ parent: child, position: 3 });
    const sibling = await createItem({ parent: root, position: 4 });
    const before = await Promise.all(
      [root, child, grandchild, sibling].map(
        async (id) => (await call('GET', `/api/admin/menu/${id}`)).json() as unknown,
      ),
    );

    expect((await call('DELETE', `/api/admin/menu/${root}`)).statusCode).toBe(200);
    for (const id of [root, child, grandchild, sibling]) {
      expect((await call('GET', `/api/admin/menu/${id}`)).statusCode).toBe(404);
    }
    // the delete's snapshot names what went with it
    const [deleted] = await auditOf('menu-item', root);
    expect(deleted?.action).toBe('menu-item.delete');
    expect(
      (deleted?.before as { deletedWith: { id: number }[] }).deletedWith.map((c) => c.id),
    ).toEqual([child, sibling, grandchild]);

    const restored = await call('POST', `/api/admin/menu/${root}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await Promise.all(
      [root, child, grandchild, sibling].map(
        async (id) => (await call('GET', `/api/admin/menu/${id}`)).json() as unknown,
      ),
    );
    expect(after).toEqual(before);
    expect((await auditOf('menu-item', root))[0]?.action).toBe('menu-item.restore');
  });

  it('refuses to restore a child whose parent is gone', async () => {
    const root = await createItem({ codeName: 'header' });
    const child = await createItem({ parent: root });
    await call('DELETE', `/api/admin/menu/${child}`);
    await call('DELETE', `/api/admin/menu/${root}`);
    const res = await call('POST', `/api/admin/menu/${child}/restore`, {});
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('MENU:RESTORE_PARENT_MISSING');
  });
});
