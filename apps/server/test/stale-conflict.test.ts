import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

/**
 * A stale save's 409 names who saved the record since it was opened, and when (the audit log's
 * newest entry for it), under `conflict`: the form tells the user whose changes they would
 * overwrite (docs/architecture.md, "Stale saves").
 */
let editor: { headers: Record<string, string>; email: string; id: number };
const ctx = useTestApp();
beforeAll(async () => {
  const user = await createUser(ctx.db, {
    email: 'redaktorka@example.com',
    permissions: ['admin:faq:edit', 'admin:faq:get', 'admin:config:edit', 'admin:config:get'],
  });
  editor = {
    headers: bearer((await signIn(ctx.app, user.email, user.password)).accessToken),
    email: user.email,
    id: user.id,
  };
});

const faq = {
  active: true,
  position: 1,
  isFeatured: false,
  question: { pl: 'Jak zainwestować?', en: 'How do I invest?' },
  answer: { pl: 'Wybierz ofertę.', en: 'Choose an offer.' },
};

async function createFaq(): Promise<number> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/faq',
    headers: ctx.admin,
    payload: { data: faq },
  });
  return created.json<{ id: number }>().id;
}

describe('a stale save (409 STALE_WRITE)', () => {
  it('names who saved the record since and when, through the shared write pipeline', async () => {
    const id = await createFaq();
    const before = Date.now();
    const theirs = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      headers: editor.headers,
      payload: { ...faq, position: 4, version: 1 },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const mine = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      headers: ctx.admin,
      payload: { ...faq, position: 7, version: 1 },
    });
    expect(mine.statusCode).toBe(409);
    const body = mine.json<{
      errors: { code: string }[];
      conflict: {
        savedBy: { id: number; email: string; name: string | null };
        savedAt: string;
      };
    }>();
    expect(body.errors.map((error) => error.code)).toEqual(['FAQ:STALE_WRITE']);
    expect(body.conflict.savedBy).toEqual({
      id: editor.id,
      email: 'redaktorka@example.com',
      name: expect.stringMatching(/^Test User\d+$/) as unknown as string,
    });
    const savedAt = Date.parse(body.conflict.savedAt);
    expect(savedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(savedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    // the user's save changed nothing
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/faq/${id}`,
      headers: ctx.admin,
    });
    expect(stored.json<{ position: number }>().position).toBe(4);
  });

  it('names the saver for an area with its own write (settings)', async () => {
    const { version } = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/config', headers: ctx.admin })
    ).json<{ version: number }>();
    const theirs = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/config',
      headers: editor.headers,
      payload: { data: { googleMapsId: 'theirs' }, version },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/config',
      headers: ctx.admin,
      payload: { data: { googleMapsId: 'mine' }, version },
    });
    expect(mine.statusCode).toBe(409);
    const body = mine.json<{ conflict: { savedBy: { email: string }; savedAt: string } }>();
    expect(body.conflict.savedBy.email).toBe('redaktorka@example.com');
    expect(Number.isNaN(Date.parse(body.conflict.savedAt))).toBe(false);
  });

  it('a stale save that would change nothing is refused the same way, naming the saver', async () => {
    const id = await createFaq();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      headers: editor.headers,
      payload: { ...faq, position: 3, version: 1 },
    });
    const same = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      headers: ctx.admin,
      payload: { ...faq, position: 3, version: 1 },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json<{ conflict: { savedBy: { email: string } } }>().conflict.savedBy.email).toBe(
      'redaktorka@example.com',
    );
  });
});
