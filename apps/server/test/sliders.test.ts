import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';

const ctx = useTestApp();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = ctx.admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const pngBase64 = async (colour = '#1c7ed6') =>
  (
    await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');

/** Uploads a real PNG through the photo route and answers its file id. */
async function uploadPhoto(colour = '#1c7ed6'): Promise<string> {
  const res = await call('POST', '/api/admin/common/upload-photo', ctx.admin, {
    file: { base64: await pngBase64(colour), fileName: 'slajd.png' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.id as string;
}

const slide = (overrides: object = {}) => ({
  position: 4,
  active: true,
  name: { pl: 'Nowa oferta', en: 'New offer' },
  content: { pl: '<p>Treść</p>', en: '<p>Content</p>' },
  guestButtonLabel: { pl: 'Załóż konto', en: 'Sign up' },
  guestButtonUrl: { pl: '/rejestracja', en: '/register' },
  loggedUserButtonLabel: { pl: 'Zobacz', en: 'See it' },
  loggedUserButtonUrl: { pl: 'https://example.com/oferta', en: '' },
  ...overrides,
});

/** A slide whose image comes inline, as REQ-SLIDER-5 sends it (`{base64, fileName}`). */
async function createSlide(overrides: object = {}): Promise<number> {
  const res = await call('POST', '/api/admin/slider', ctx.admin, {
    data: slide({ image: { base64: await pngBase64(), fileName: 'slajd.png' }, ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const codes = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

describe('Sliders CRUD', () => {
  it('creates with an uploaded image, reads, lists, edits and deletes, auditing each write', async () => {
    // another active slide, so this one is not the last active one when it is deleted
    await createSlide();
    const fileId = await uploadPhoto();
    const created = await call('POST', '/api/admin/slider', ctx.admin, {
      data: slide({ image: { fileId } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const got = (await call('GET', `/api/admin/slider/${id}`)).json();
    expect(got).toMatchObject({ id, version: 1, position: 4, name: { pl: 'Nowa oferta' } });
    expect(got.image).toMatchObject({ id: fileId, mimeType: 'image/png' });
    expect(got.image.url).toMatch(/^\/uploads\//);
    expect(got.image.thumbUrl).toMatch(/^\/uploads\//);
    // the thumbnail is really served
    const thumb = await ctx.app.inject({ method: 'GET', url: got.image.thumbUrl });
    expect(thumb.statusCode).toBe(200);

    const list = await call(
      'GET',
      '/api/admin/slider?filters[search][text]=Nowa%20oferta&order[0][column]=position&order[0][direction]=DESC',
    );
    expect(list.statusCode).toBe(200);
    const listed = list.json().items.find((s: { id: number }) => s.id === id);
    expect(listed.image.thumbUrl).toBe(got.image.thumbUrl);

    const replacement = await uploadPhoto('#f59f00');
    const edited = await call('PUT', `/api/admin/slider/${id}`, ctx.admin, {
      ...slide({ position: 7, image: { fileId: replacement } }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ position: 7, version: 2, image: { id: replacement } });

    // leaving the image out keeps it
    const kept = await call('PUT', `/api/admin/slider/${id}`, ctx.admin, {
      ...slide({ position: 8 }),
      version: 2,
    });
    expect(kept.json()).toMatchObject({ position: 8, image: { id: replacement } });

    expect((await call('DELETE', `/api/admin/slider/${id}`)).json()).toEqual({ success: true });
    const gone = await call('GET', `/api/admin/slider/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].code).toBe('SLIDER:SLIDER_NOT_EXISTS');

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=slider&pagination[pageSize]=50`,
    );
    const mine = audit.json().items.filter((a: { entityId: string }) => a.entityId === String(id));
    expect(mine.map((a: { action: string }) => a.action)).toEqual([
      'slider.delete',
      'slider.update',
      'slider.update',
      'slider.create',
    ]);
    expect(mine[2]).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      before: { position: 4, imageFileId: fileId },
      after: { position: 7, imageFileId: replacement },
    });
  });

  it('sorts and filters the list, refusing unknown columns', async () => {
    const inactive = await createSlide({ active: false, name: { pl: 'Ukryty slajd', en: '' } });
    const onlyInactive = await call('GET', '/api/admin/slider?filters[active][boolean]=0');
    const ids = onlyInactive.json().items.map((s: { id: number; active: boolean }) => s.id);
    expect(ids).toContain(inactive);
    expect(onlyInactive.json().items.every((s: { active: boolean }) => !s.active)).toBe(true);
    const byName = await call('GET', '/api/admin/slider?order[0][column]=name');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().appliedOrder[0]).toEqual({ column: 'name', direction: 'ASC' });
    const bad = await call('GET', '/api/admin/slider?order[0][column]=imageFileId');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('LIST:INVALID');
  });
});

describe('Slider rules', () => {
  it('answers IMAGE_IS_REQUIRED without an image, and for a removal with no new image', async () => {
    const res = await call('POST', '/api/admin/slider', ctx.admin, { data: slide() });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual([['REQUEST:IMAGE_IS_REQUIRED', 'data.image']]);
    // every rule of one save at once: the image with the button label (REQ-SLIDER-3)
    const both = await call('POST', '/api/admin/slider', ctx.admin, {
      data: slide({ guestButtonLabel: { pl: 'Zobacz', en: '' } }),
    });
    expect(both.statusCode).toBe(400);
    expect(codes(both)).toEqual(
      expect.arrayContaining([
        ['REQUEST:IMAGE_IS_REQUIRED', 'data.image'],
        ['REQUEST:GUEST_BUTTON_LABEL_IS_EMPTY', 'data.guestButtonLabel.en'],
      ]),
    );

    const id = await createSlide();
    const removed = await call('PUT', `/api/admin/slider/${id}`, ctx.admin, {
      ...slide({ image: { delete: true } }),
      version: 1,
    });
    expect(removed.statusCode).toBe(400);
    expect(codes(removed)).toContainEqual(['REQUEST:IMAGE_IS_REQUIRED', 'image']);
  });

  it('answers GUEST_BUTTON_LABEL_IS_EMPTY unless both languages are given', async () => {
    for (const label of [
      { pl: 'Załóż konto', en: ' ' },
      { pl: '', en: 'Sign up' },
    ]) {
      const res = await call('POST', '/api/admin/slider', ctx.admin, {
        data: slide({
          guestButtonLabel: label,
          image: { base64: await pngBase64(), fileName: 'a.png' },
        }),
      });
      expect(res.statusCode).toBe(400);
      const missing = label.pl === '' ? 'pl' : 'en';
      expect(codes(res)).toContainEqual([
        'REQUEST:GUEST_BUTTON_LABEL_IS_EMPTY',
        `data.guestButtonLabel.${missing}`,
      ]);
    }
  });

  it('refuses an image id that names no uploaded file, and a PDF as the image', async () => {
    const unknown = await call('POST', '/api/admin/slider', ctx.admin, {
      data: slide({ image: { fileId: '00000000-0000-4000-8000-000000000000' } }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(codes(unknown)).toEqual([['UPLOAD:FILE_NOT_FOUND', 'data.image']]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const document = await call('POST', '/api/admin/slider', ctx.admin, {
      data: slide({ image: { base64: pdf.toString('base64'), fileName: 'slajd.png' } }),
    });
    expect(document.statusCode).toBe(400);
    expect(document.json().errors[0]).toMatchObject({
      code: 'UPLOAD:WRONG_IMAGE_TYPE',
      context: 'data.image',
    });
  });

  it('refuses button links that are not a site path or an http(s) address', async () => {
    const res = await call('POST', '/api/admin/slider', ctx.admin, {
      data: slide({
        guestButtonUrl: { pl: 'javascript:alert(1)', en: '' },
        image: { base64: await pngBase64(), fileName: 'a.png' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toContainEqual(['REQUEST:SITE_LINK_INVALID', 'data.guestButtonUrl.pl']);
  });

  it('sanitises the rich-text content on save', async () => {
    const id = await createSlide({
      content: {
        pl: '<p>Oferta <strong>dnia</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        en: '<a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
      },
    });
    const { content } = (await call('GET', `/api/admin/slider/${id}`)).json();
    expect(content.pl).toContain('<strong>dnia</strong>');
    expect(content.pl).not.toMatch(/<script|onerror/i);
    expect(content.en).not.toMatch(/javascript:|<iframe/i);
  });

  it('answers 409 STALE_WRITE for an edit based on an old version', async () => {
    const id = await createSlide();
    const first = await call('PUT', `/api/admin/slider/${id}`, ctx.admin, {
      ...slide({ position: 5 }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/admin/slider/${id}`, ctx.admin, {
      ...slide({ position: 9 }),
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('SLIDER:STALE_WRITE');
    expect((await call('GET', `/api/admin/slider/${id}`)).json().position).toBe(5);
  });

  it('answers 404 SLIDER_NOT_EXISTS for a missing id on get, edit and delete', async () => {
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { ...slide(), version: 1 }],
      ['DELETE'],
    ] as const) {
      const res = await call(method, '/api/admin/slider/999999', ctx.admin, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().errors[0].code).toBe('SLIDER:SLIDER_NOT_EXISTS');
    }
  });

  it('enforces each slider permission on the server', async () => {
    const reader = await createUser(ctx.db, {
      permissions: ['admin:slider:list', 'admin:slider:get'],
    });
    const headers = bearer((await signIn(ctx.app, reader.email, reader.password)).accessToken);
    const id = await createSlide();
    expect((await call('GET', '/api/admin/slider', headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/slider/${id}`, headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/slider', headers, { data: slide() })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/admin/slider/${id}`, headers, { ...slide(), version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/slider/${id}`, headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/slider/${id}`)).statusCode).toBe(200);
  });
});

describe('The last active slide', () => {
  async function activeIds(): Promise<number[]> {
    const res = await call(
      'GET',
      '/api/admin/slider?filters[active][boolean]=1&pagination[pageSize]=100',
    );
    return res.json().items.map((s: { id: number }) => s.id);
  }

  it('cannot be deleted or deactivated; an inactive slide still can be deleted', async () => {
    const keep = await createSlide({ name: { pl: 'Ostatni aktywny', en: 'Last active' } });
    for (const id of await activeIds()) {
      if (id !== keep)
        expect((await call('DELETE', `/api/admin/slider/${id}`)).statusCode).toBe(200);
    }
    expect(await activeIds()).toEqual([keep]);

    const removed = await call('DELETE', `/api/admin/slider/${keep}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().errors[0].code).toBe('SLIDER:CANT_REMOVE_LAST_ACTIVE');

    const deactivated = await call('PUT', `/api/admin/slider/${keep}`, ctx.admin, {
      ...slide({ active: false }),
      version: 1,
    });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().errors[0].code).toBe('SLIDER:CANT_REMOVE_LAST_ACTIVE');
    // an edit that keeps it active is fine
    const edited = await call('PUT', `/api/admin/slider/${keep}`, ctx.admin, {
      ...slide({ position: 2 }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);

    const inactive = await createSlide({ active: false });
    expect((await call('DELETE', `/api/admin/slider/${inactive}`)).statusCode).toBe(200);
    expect(await activeIds()).toEqual([keep]);
  });

  it('survives two requests at once removing the last two active slides: one is refused', async () => {
    const second = await createSlide();
    const [first] = (await activeIds()).filter((id) => id !== second);
    expect(await activeIds()).toHaveLength(2);
    const answers = await Promise.all([
      call('DELETE', `/api/admin/slider/${first}`),
      call('PUT', `/api/admin/slider/${second}`, ctx.admin, {
        ...slide({ active: false }),
        version: 1,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await activeIds()).toHaveLength(1);
  });
});
