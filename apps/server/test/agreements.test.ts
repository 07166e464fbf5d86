import { describe, expect, it } from 'vitest';
import { closeSanitiserPool } from '../src/core/sanitise/pool.js';
import { answer } from '../src/modules/agreements/repository.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

const ctx = useTestApp();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = ctx.admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const codes = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => `${e.code}@${e.context ?? ''}`);

const agreement = (overrides: object = {}) => ({
  type: 'terms',
  target: 'registration',
  name: { pl: 'Regulamin', en: 'Terms' },
  content: {
    pl: '<p>Treść <strong>regulaminu</strong></p><script>alert(1)</script>',
    en: '<p>Terms text</p>',
  },
  ...overrides,
});

async function create(overrides: object = {}): Promise<number> {
  const res = await call('POST', '/api/admin/agreements', ctx.admin, {
    data: agreement(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('Agreements', () => {
  it('creates inactive and not required by default, reads, lists, edits and deletes, auditing each write', async () => {
    const id = await create();
    const got = (await call('GET', `/api/admin/agreements/${id}`)).json();
    expect(got).toMatchObject({
      id,
      type: 'terms',
      target: 'registration',
      active: false,
      required: false,
      contentVersion: 1,
      version: 1,
      acceptedCount: 0,
    });
    // sanitised on save
    expect(got.content.pl).toBe('<p>Treść <strong>regulaminu</strong></p>');

    const single = await call('GET', `/api/admin/agreement?id=${id}`);
    expect(single.json()).toMatchObject({ id });
    const list = (await call('GET', '/api/admin/agreements?pagination[pageSize]=50')).json();
    expect(list.items.map((a: { id: number }) => a.id)).toContain(id);

    const edited = await call('PUT', `/api/admin/agreements/${id}`, ctx.admin, {
      ...agreement({ active: true, required: true }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ active: true, required: true, version: 2 });
    // nobody answered it: no new text version
    expect(edited.json().contentVersion).toBe(1);

    const stale = await call('PUT', `/api/admin/agreements/${id}`, ctx.admin, {
      ...agreement({ active: false }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['AGREEMENT:STALE_WRITE@']);

    const byTarget = await call('GET', '/api/admin/agreement?target=registration&type=terms');
    expect(byTarget.statusCode).toBe(200);
    expect(byTarget.json().map((a: { id: number }) => a.id)).toContain(id);

    expect((await call('DELETE', `/api/admin/agreements/${id}`)).statusCode).toBe(200);
    const gone = await call('GET', `/api/admin/agreements/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(codes(gone)).toEqual(['AGREEMENT:AGREEMENT_NOT_EXISTS@']);

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=agreement&pagination[pageSize]=50`,
    );
    const actions = audit
      .json()
      .items.filter((a: { entityId: string }) => a.entityId === String(id))
      .map((a: { action: string }) => a.action);
    expect(actions.sort()).toEqual(['agreement.create', 'agreement.delete', 'agreement.update']);
  });

  it('answers the codes of REQ-ERR-3: IS_REQUIRED, AGREEMENT_NOT_EXISTS, AGREEMENT_BY_TARGET_NOT_EXISTS', async () => {
    const empty = await call('POST', '/api/admin/agreements', ctx.admin, {
      data: agreement({ type: '', target: '' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(codes(empty)).toEqual(
      expect.arrayContaining(['REQUEST:IS_REQUIRED@data.type', 'REQUEST:IS_REQUIRED@data.target']),
    );
    const unknown = await call('POST', '/api/admin/agreements', ctx.admin, {
      data: agreement({ type: 'lottery' }),
    });
    expect(codes(unknown)).toEqual(['REQUEST:UNKNOWN_TYPE@data.type']);

    expect(codes(await call('GET', '/api/admin/agreement?id=999999'))).toEqual([
      'AGREEMENT:AGREEMENT_NOT_EXISTS@',
    ]);
    expect(
      codes(
        await call('PUT', '/api/admin/agreements/999999', ctx.admin, {
          ...agreement(),
          version: 1,
        }),
      ),
    ).toEqual(['AGREEMENT:AGREEMENT_NOT_EXISTS@']);
    const noTarget = await call('GET', '/api/admin/agreement?target=newsletter&type=risk');
    expect(noTarget.statusCode).toBe(404);
    expect(codes(noTarget)).toEqual(['AGREEMENT:AGREEMENT_BY_TARGET_NOT_EXISTS@']);
  });

  it('serves the types and targets as value/label pairs in the request language', async () => {
    const pl = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/agreements/typesAndTargets',
      headers: { ...ctx.admin, 'accept-language': 'pl' },
    });
    expect(pl.json().types).toContainEqual({ value: 'terms', label: 'Regulamin' });
    expect(pl.json().targets).toContainEqual({ value: 'order', label: 'Zamówienie' });
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/agreements/typesAndTargets',
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    expect(en.json().targets).toContainEqual({ value: 'newsletter', label: 'Newsletter' });
  });

  it('keeps the exact text a user accepted: editing it starts a new version; it cannot be deleted', async () => {
    const id = await create({
      type: 'risk',
      target: 'order',
      required: true,
      active: true,
      content: { pl: '<p>Wersja pierwsza</p>', en: '<p>First version</p>' },
    });
    const investor = await createUser(ctx.db, { isAdmin: false });
    await answer(ctx.db, {
      userId: investor.id,
      agreementId: id,
      accepted: true,
      orderId: 77,
    });

    const edited = await call('PUT', `/api/admin/agreements/${id}`, ctx.admin, {
      ...agreement({
        type: 'risk',
        target: 'order',
        required: true,
        active: true,
        content: { pl: '<p>Wersja druga</p>', en: '<p>Second version</p>' },
      }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      contentVersion: 2,
      acceptedCount: 1,
      content: { pl: '<p>Wersja druga</p>' },
    });

    const tab = await call('GET', `/api/admin/user-agreement?userId=${investor.id}`);
    expect(tab.statusCode).toBe(200);
    const answers = tab.json().filter((row: { id: number | null }) => row.id !== null);
    expect(answers).toEqual([
      expect.objectContaining({
        agreementId: id,
        type: 'risk',
        target: 'order',
        isRequired: true,
        isAccepted: true,
        orderId: 77,
        contentVersion: 1,
        content: { pl: '<p>Wersja pierwsza</p>', en: '<p>First version</p>' },
      }),
    ]);

    // an active agreement the user has not answered is listed, not accepted, current text
    const other = await create({ type: 'privacy', active: true });
    const open = (await call('GET', `/api/admin/user-agreement?userId=${investor.id}`))
      .json()
      .find((row: { agreementId: number }) => row.agreementId === other);
    expect(open).toMatchObject({
      id: null,
      isAccepted: false,
      answeredAt: null,
      contentVersion: 1,
    });
    expect(open.content.pl).not.toContain('<script>');

    // a second edit of version 2, which nobody answered yet, corrects it in place
    const again = await call('PUT', `/api/admin/agreements/${id}`, ctx.admin, {
      ...agreement({
        type: 'risk',
        target: 'order',
        required: true,
        active: true,
        content: { pl: '<p>Wersja druga, poprawiona</p>', en: '<p>Second version</p>' },
      }),
      version: 2,
    });
    expect(again.json().contentVersion).toBe(2);

    const refused = await call('DELETE', `/api/admin/agreements/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(codes(refused)).toEqual(['AGREEMENT:CANT_DELETE_ENTITY_WITH_RELATIONS@']);
  });

  it('reads agreements without the sanitiser: parallel reads answer 200 while its queue is full', async () => {
    const content = {
      pl: '<p>Ryzyko <strong>utraty</strong></p>',
      en: '<p>Risk <em>of loss</em></p>',
    };
    const id = await create({ type: 'risk', target: 'order', active: true, content });
    const investor = await createUser(ctx.db, { isAdmin: false });
    await answer(ctx.db, { userId: investor.id, agreementId: id, accepted: true });
    // one thread and one waiting job: a read that sanitised would be refused with 429
    const saved = { ...process.env };
    process.env.SANITISE_THREADS = '1';
    process.env.SANITISE_MAX_WAITING = '1';
    await closeSanitiserPool();
    try {
      const reads = await Promise.all([
        ...Array.from({ length: 6 }, () =>
          call('GET', `/api/admin/user-agreement?userId=${investor.id}`),
        ),
        ...Array.from({ length: 6 }, () =>
          call('GET', '/api/admin/investment/manual-order/options'),
        ),
      ]);
      expect(reads.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
      expect(reads[0]?.json()).toContainEqual(
        expect.objectContaining({ agreementId: id, content }),
      );
      expect(reads[6]?.json().agreements).toContainEqual(expect.objectContaining({ id, content }));
    } finally {
      process.env = saved;
      await closeSanitiserPool();
    }
  });

  it('checks permissions: the user tab needs admin:user:get-agreements', async () => {
    const limited = await createUser(ctx.db, { permissions: ['admin:agreement:list'] });
    const headers = bearer((await signIn(ctx.app, limited.email, limited.password)).accessToken);
    expect((await call('GET', '/api/admin/agreements', headers)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/admin/agreements', headers, { data: agreement() })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/admin/user-agreement?userId=${limited.id}`, headers)).statusCode,
    ).toBe(403);
    const missingUser = await call('GET', '/api/admin/user-agreement?userId=999999');
    expect(missingUser.statusCode).toBe(404);
  });
});
