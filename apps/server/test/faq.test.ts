import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';
import { readCsv } from './helpers/export-files.js';

const ctx = useTestApp();

const entry = (overrides: object = {}) => ({
  active: true,
  position: 1,
  isFeatured: false,
  question: { pl: 'Jak zainwestować?', en: 'How do I invest?' },
  answer: { pl: 'Wybierz ofertę.', en: 'Choose an offer.' },
  ...overrides,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = ctx.admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('FAQ CRUD', () => {
  it('creates, reads, lists, edits and deletes, writing an audit entry for each write', async () => {
    const created = await call('POST', '/api/admin/faq', ctx.admin, { data: entry() });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const got = await call('GET', `/api/admin/faq/${id}`);
    expect(got.json()).toMatchObject({ id, version: 1, question: { pl: 'Jak zainwestować?' } });

    const list = await call('GET', '/api/admin/faq?filters[search][text]=zainwest');
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(id);

    const edited = await call('PUT', `/api/admin/faq/${id}`, ctx.admin, {
      ...entry({ position: 3 }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ position: 3, version: 2 });

    const removed = await call('DELETE', `/api/admin/faq/${id}`);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(404);

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=faq&filters[search][text]=${id}&pagination[pageSize]=50`,
    );
    const actions = audit
      .json()
      .items.filter((a: { entityId: string }) => a.entityId === String(id));
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'faq.delete',
      'faq.update',
      'faq.create',
    ]);
    const update = actions[1];
    expect(update).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      before: { position: 1 },
      after: { position: 3 },
    });
    expect(update.ip).toBeTruthy();
  });

  it("sorts questions as a reader of the caller's language does, in the list and its export", async () => {
    // Polish and English questions in different orders; capitals, small letters and Ł mixed
    const questions = [
      { pl: 'zebra qsort', en: 'Apple qsort' },
      { pl: 'Łódź qsort', en: 'banana qsort' },
      { pl: 'lis qsort', en: 'Cherry qsort' },
      { pl: 'Adam qsort', en: 'date qsort' },
    ];
    for (const question of questions) {
      const res = await call('POST', '/api/admin/faq', ctx.admin, { data: entry({ question }) });
      expect(res.statusCode).toBe(201);
    }
    const query =
      'filters[search][text]=qsort&order[0][column]=question&order[0][direction]=ASC&pagination[pageSize]=50';
    const listed = async (language: string) => {
      const res = await call('GET', `/api/admin/faq?${query}`, {
        ...ctx.admin,
        'accept-language': language,
      });
      return (res.json().items as { question: Record<string, string> }[]).map(
        (item) => item.question[language],
      );
    };
    // C.UTF-8 put "Łódź" after "zebra", and "Cherry" before "banana"
    expect(await listed('pl')).toEqual(['Adam qsort', 'lis qsort', 'Łódź qsort', 'zebra qsort']);
    expect(await listed('en')).toEqual([
      'Apple qsort',
      'banana qsort',
      'Cherry qsort',
      'date qsort',
    ]);
    const exported = await call(
      'GET',
      `/api/admin/faq/export?format=csv&columns=question&${query}`,
      {
        ...ctx.admin,
        'accept-language': 'en',
      },
    );
    expect(readCsv(exported.body).slice(1)).toEqual([
      ['Apple qsort'],
      ['banana qsort'],
      ['Cherry qsort'],
      ['date qsort'],
    ]);
  });

  it('answers 409 STALE_WRITE for an edit based on an old version, and keeps the newer data', async () => {
    const { id } = (await call('POST', '/api/admin/faq', ctx.admin, { data: entry() })).json();
    const first = await call('PUT', `/api/admin/faq/${id}`, ctx.admin, {
      ...entry({ position: 5 }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/admin/faq/${id}`, ctx.admin, {
      ...entry({ position: 9 }),
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('FAQ:STALE_WRITE');
    expect((await call('GET', `/api/admin/faq/${id}`)).json().position).toBe(5);
  });

  it('answers 404 FAQ_NOT_EXISTS for a missing id on get, edit and delete', async () => {
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { ...entry(), version: 1 }],
      ['DELETE'],
    ] as const) {
      const res = await call(method, '/api/admin/faq/999999', ctx.admin, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().errors[0].code).toBe('FAQ:FAQ_NOT_EXISTS');
    }
  });

  it('validates with catalogue codes on the field path', async () => {
    const res = await call('POST', '/api/admin/faq', ctx.admin, {
      data: {
        ...entry(),
        position: null,
        question: { pl: ' ', en: '' },
        answer: { pl: '', en: '' },
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = res
      .json()
      .errors.map((e: { code: string; context: string }) => [e.code, e.context]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['REQUEST:POSITION_IS_REQUIRED', 'data.position'],
        ['REQUEST:QUESTION_IS_REQUIRED', 'data.question.pl'],
        ['REQUEST:ANSWER_IS_REQUIRED', 'data.answer.pl'],
      ]),
    );
    const zero = await call('POST', '/api/admin/faq', ctx.admin, { data: entry({ position: 0 }) });
    expect(zero.json().errors[0]).toMatchObject({
      code: 'REQUEST:POSITION_IS_REQUIRED',
      context: 'data.position',
    });
    const huge = await call('POST', '/api/admin/faq', ctx.admin, {
      data: entry({ position: 5_000_000 }),
    });
    expect(huge.json().errors[0]).toMatchObject({
      code: 'REQUEST:POSITION_TOO_LARGE',
      message: 'POSITION_TOO_LARGE|1000000',
      context: 'data.position',
    });
  });

  it('enforces each FAQ permission on the server', async () => {
    const reader = await createUser(ctx.db, {
      permissions: ['admin:faq:list', 'admin:faq:get'],
    });
    const headers = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    const { id } = (await call('POST', '/api/admin/faq', ctx.admin, { data: entry() })).json();
    expect((await call('GET', '/api/admin/faq', headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/faq/${id}`, headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/faq', headers, { data: entry() })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/faq/${id}`, headers, { ...entry(), version: 1 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/faq/${id}`, headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/faq/${id}`)).statusCode).toBe(200); // nothing was deleted
  });
});
