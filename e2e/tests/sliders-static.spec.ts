import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Sliders and static content through the UI (REQ-SLIDER-1 to REQ-SLIDER-5, REQ-STATIC-1 to
 * REQ-STATIC-4), as staff holding only these areas' permissions: an image dropped on the slide form
 * uploads with a progress bar and shows in the
 * list; the last active slide stays; an oversize image is refused before anything is sent;
 * a rich-text element links an uploaded PDF; without the get permission elements are disabled.
 */

const SLIDER_EDITOR = [
  'admin:slider:list',
  'admin:slider:get',
  'admin:slider:create',
  'admin:slider:edit',
  'admin:slider:delete',
];
const STATIC_CONTENT_EDITOR = [
  'admin:static-content:list',
  'admin:static-content:get',
  'admin:static-content:edit',
];

const unique = () => `e2e${Date.now().toString(36)}`;

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  return {
    headers,
    async json<T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
      const res = await request.fetch(url, { method, headers, data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    },
  };
}

interface SlideRow {
  id: number;
  active: boolean;
  version: number;
  name: { pl: string; en: string };
  [field: string]: unknown;
}

/** The slider form's fields a slide needs, in English labels. */
async function fillSlide(page: Page, name: string) {
  await page.getByLabel('Name (Polish)').fill(name);
  await page.getByLabel('Name (English)').fill(`${name} en`);
  await page.getByLabel('Guest button label (Polish)').fill('Załóż konto');
  await page.getByLabel('Guest button label (English)').fill('Sign up');
  await page.getByLabel('Guest button URL (Polish)').fill('/rejestracja');
}

test('a slide is created with an image dropped on the field: progress, then its thumbnail in the list', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, SLIDER_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/slider/create');
  const name = `Slajd ${unique()}`;
  await fillSlide(page, name);

  // hold the upload's answer a moment, so the progress bar is there to be seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/common/upload-photo', async (route) => {
    await held;
    await route.continue();
  });
  const picture = await png(900, 600, '#1c7ed6');
  // a real drop: a DataTransfer with the file, dispatched on the drop zone
  const transfer = await page.evaluateHandle(
    (bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'plaza.png', { type: 'image/png' }));
      return dt;
    },
    [...picture],
  );
  const zone = page.getByTestId('upload-dropzone').first();
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  // the bar (still empty while the answer is held: attached, not visible) and its percentage
  await expect(page.getByRole('progressbar', { name: /plaza\.png/ })).toBeAttached();
  await expect(page.getByTestId('upload-progress')).toContainText(/\d+%/);
  release();
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /plaza\.png|Image/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Create and back' }).first().click();
  await expect(page.getByText('Successfully created new slide')).toBeVisible();
  await expect(page).toHaveURL(/\/slider(\?|$)/);
  await page.getByLabel('Search', { exact: true }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const thumbnail = row.getByRole('img', { name });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/.+\/thumb\.webp$/);
  // the picture really loaded, at the list's 96 × 64
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await thumbnail.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(96);
  expect(Math.round(box?.height ?? 0)).toBe(64);
});

test('the last active slide cannot be removed: the message says so and the slide stays', async ({
  page,
  request,
}) => {
  const admin = await api(request);
  const { items } = await admin.json<{ items: SlideRow[] }>(
    'GET',
    '/api/admin/slider?filters[active][boolean]=1&pagination[pageSize]=100',
  );
  const [keep, ...others] = items;
  if (!keep) throw new Error('the demo data has active slides');
  // leave one active slide (deactivated, not deleted: other screens show the demo slides)
  for (const slide of others) {
    const { id, version, createdAt: _c, updatedAt: _u, image: _i, ...fields } = slide;
    await admin.json('PUT', `/api/admin/slider/${id}`, { ...fields, active: false, version });
  }
  const staff = await createStaff(request, SLIDER_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/slider?filters[active][boolean]=1');
  const row = page.getByRole('row', { name: new RegExp(keep.name.en) });
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('The last active slide cannot be removed or deactivated.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
});

test('an oversize image shows the REQ-FILES-2 message and nothing is sent', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, SLIDER_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/upload-photo')) uploads.push(r.url());
  });
  await page.goto('/slider/create');
  // a PNG header and one byte over the limit of 10,000,000
  const big = Buffer.alloc(10_000_001);
  (await png(4, 4, '#000')).copy(big);
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(
    page.getByText(
      'Wrong file type or size, we accept common image file types, image file size cannot exceed 10 MB',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('without the get permission, static content elements are shown disabled and not linked', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['admin:static-content:list']);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/static-content');
  // a collection still opens
  await page.getByRole('link', { name: 'Stopka serwisu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stopka serwisu' })).toBeVisible();
  const element = page.locator('[data-node-type="text"]').first();
  await expect(element.locator('[aria-disabled="true"]')).toBeVisible();
  await expect(element.getByRole('link')).toHaveCount(0);
  // a reader with the get permission gets links
  const reader = await createStaff(request, [
    'admin:static-content:list',
    'admin:static-content:get',
  ]);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, reader.email, reader.password, 'en');
  await page.goto('/static-content');
  await page.getByRole('link', { name: 'Stopka serwisu' }).click();
  await page.getByRole('link', { name: 'Prawa autorskie' }).click();
  await expect(page).toHaveURL(/\/static-content\/element\/\d+$/);
  // read-only: no save without the edit permission
  await expect(page.getByLabel('Content')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('a rich-text element links an uploaded PDF through the file-name prompt; saved, it stays after a reload', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, STATIC_CONTENT_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/static-content');
  await page.getByRole('link', { name: 'Strona kontaktowa' }).click();
  await expect(page).toHaveURL(/\/static-content\/\d+$/);
  // the collection's id in an element's URL (a hand-typed or old link) lands on its own page
  const collectionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goto(`/static-content/element/${collectionId}`);
  await expect(page).toHaveURL(new RegExp(`/static-content/${collectionId}$`));
  await page.getByRole('link', { name: 'Treść strony kontaktowej' }).click();
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.locator('.ProseMirror');
  await expect(content).toContainText('Skontaktuj się z nami');
  // the cursor at the end of the text
  await content.click();
  await page.keyboard.press('Control+End');

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  await page
    .getByTestId('rich-text-file-input')
    .setInputFiles({ name: 'cennik.pdf', mimeType: 'application/pdf', buffer: pdf });
  const prompt = page.getByRole('dialog', { name: 'File name' });
  await expect(prompt).toBeVisible();
  const linkText = `Cennik ${unique()}`;
  await prompt.getByLabel('Text of the link to the file').fill(linkText);
  await prompt.getByRole('button', { name: 'Insert' }).click();
  await expect(content.getByRole('link', { name: linkText })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited static content')).toBeVisible();
  await page.reload();
  const saved = page.getByTestId('rich-text-editor').locator('.ProseMirror').getByRole('link', {
    name: linkText,
  });
  await expect(saved).toBeVisible();
  await expect(saved).toHaveAttribute('href', /^\/uploads\/[0-9a-f-]{36}\/original\.pdf$/);
  // the linked file is really served
  const href = await saved.getAttribute('href');
  const file = await request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
});
