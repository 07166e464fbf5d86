import { expect, test, type Page } from '@playwright/test';
import { adminApi, apiToken, createStaff, signIn } from './support.js';

// Lists (REQ-UX-8 to REQ-UX-10): cards on a phone, bulk actions, the column chooser.

const token = () => `e2e${Date.now().toString(36)}`;

async function createFaqs(
  api: Awaited<ReturnType<typeof adminApi>>,
  word: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { id } = await api.post<{ id: number }>('/api/admin/faq', {
      data: {
        active: true,
        position: 500 + n,
        isFeatured: false,
        question: { pl: `${word} pytanie ${n} o dość długiej treści, żeby zawinąć wiersz`, en: '' },
        answer: { pl: `Odpowiedź ${n}.`, en: '' },
      },
    });
    ids.push(id);
  }
  return ids;
}

async function signInAdmin(page: Page) {
  await signIn(page);
}

test('at 390 px the FAQ list is cards whose Edit action is on screen without scrolling', async ({
  page,
  request,
}) => {
  const word = token();
  await createFaqs(await adminApi(request), word, 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto(`/faq?filters[search][text]=${word}`);
  const cards = page.getByRole('list', { name: 'FAQ' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);

  const edit = cards.getByRole('link', { name: `Edytuj: ${word} pytanie 1`, exact: false });
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  if (!box) throw new Error('the Edit action has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // nothing on the page needs sideways scrolling
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  // the card opens its record, by keyboard too
  await cards.getByRole('listitem').first().locator('[data-list-card]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Edycja: / })).toBeVisible();
});

test('bulk deactivate: three FAQ entries in one go, each audited, summed up in one toast', async ({
  page,
  request,
}) => {
  const word = token();
  const api = await adminApi(request);
  const ids = await createFaqs(api, word, 3);
  await signInAdmin(page);
  await page.goto(`/faq?filters[search][text]=${word}`);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);

  const pageBox = page.getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' });
  await page.getByRole('checkbox', { name: new RegExp(`^Zaznacz: ${word} pytanie 1`) }).check();
  await expect(pageBox).toHaveJSProperty('indeterminate', true);
  await pageBox.check();
  const bar = page.getByRole('region', { name: 'Działania na zaznaczonych wierszach' });
  await expect(bar).toContainText('Zaznaczone: 3');
  await bar.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(page.getByText('Dezaktywowano: 3', { exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  // the list reloads: every row shows inactive
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(3)).toHaveText('Nie');
  }

  // one audit entry per row, through the ordinary audited update
  const audit = await api.get<{ items: { action: string; entityId: string | null }[] }>(
    '/api/admin/audit-log?filters[entityType][choice]=faq&pagination[pageSize]=50',
  );
  const updates = audit.items.filter(
    (entry) => entry.action === 'faq.update' && ids.includes(Number(entry.entityId)),
  );
  expect(updates).toHaveLength(3);
  const stored = await Promise.all(
    ids.map((id) => api.get<{ active: boolean }>(`/api/admin/faq/${id}`)),
  );
  expect(stored.map((faq) => faq.active)).toEqual([false, false, false]);
});

test('the column chooser remembers the visible columns across a reload', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/faq');
  await expect(page.getByRole('columnheader', { name: 'Pozycja' })).toBeVisible();
  await page.getByRole('button', { name: 'Kolumny' }).click();
  // the title column cannot be hidden
  await expect(page.getByRole('checkbox', { name: 'Pytanie', exact: true })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Pozycja', exact: true }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'Pozycja' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Pytanie/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Pozycja' })).toHaveCount(0);

  // put it back, so a server-kept preference does not leak into other tests
  await page.getByRole('button', { name: 'Kolumny' }).click();
  await page.getByRole('checkbox', { name: 'Pozycja', exact: true }).check();
  await expect(page.getByRole('columnheader', { name: 'Pozycja' })).toBeVisible();
});

test('a list wider than the screen shades the edge it goes on past', async ({ page }) => {
  // the orders list at 1000 px: it fits 1280 px beside the sidebar, but not this
  await page.setViewportSize({ width: 1000, height: 800 });
  await signInAdmin(page);
  await page.goto('/orders');
  await expect(page.getByRole('cell', { name: '#1', exact: true })).toBeVisible();
  const frame = page.locator('[data-more-end]');
  await expect(frame).toHaveCount(1);
  await expect(page.locator('[data-more-start]')).toHaveCount(0);
  // scrolled to its end, the shade moves to the left edge
  await frame.locator('table').evaluate((table) => {
    const box = table.closest('[data-more-end]')?.firstElementChild;
    box?.scrollTo({ left: box.scrollWidth });
  });
  await expect(page.locator('[data-more-start]')).toHaveCount(1);
  await expect(page.locator('[data-more-end]')).toHaveCount(0);
  // at 1280 px the FAQ list fits: no shade at all
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('[data-more-start], [data-more-end]')).toHaveCount(0);
});

test('at 1280 px an audit entry by staff with a long e-mail shows its "Plik" badge whole', async ({
  page,
  request,
}) => {
  // createStaff's addresses are long (staff-<time>-<n>@example.com), as real ones can be
  const staff = await createStaff(request, ['admin:audit-log:list', 'admin:slider:create']);
  const token = await apiToken(request, staff.email, staff.password);
  const uploaded = await request.post('/api/admin/common/upload-file', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fileName: 'notatka.txt',
      file: { name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('notatka') },
    },
  });
  expect(uploaded.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, staff.email, staff.password);
  await page.goto(`/audit-log?filters[search][text]=${encodeURIComponent(staff.email)}`);
  // the staff's sign-ins are entries too (newest first): the upload's row is the one with the badge
  const row = page
    .getByRole('row')
    .filter({ hasText: staff.email })
    .filter({ has: page.locator('.mantine-Badge-label', { hasText: 'Plik' }) })
    .first();
  const badge = row.locator('.mantine-Badge-label', { hasText: 'Plik' });
  await expect(badge).toBeVisible();
  // the whole word fits: nothing cut off by an ellipsis
  const fits = await badge.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
});
