import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { adminApi, createSeries, signIn, type AdminApi } from './support.js';

/*
 * Bulk actions and undoable deletes on the content lists (decision 0005): pick rows, show/hide
 * or activate/deactivate them, delete them and undo the delete from its toast; a row whose
 * delete the data forbids is refused by name with its reason while the others go through.
 */

const token = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const screenshots = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots',
);
type Api = AdminApi;

const pair = (pl: string, en: string) => ({ pl, en });

async function createOffer(api: Api, word: string, n: number, series: number | null = null) {
  const { id } = await api.post<{ id: number }>('/api/admin/offer', {
    data: {
      isOpen: true,
      isVisible: true,
      noRobots: false,
      title: pair(`Kamienica ${word} ${n}`, `Tenement ${word} ${n}`),
      slug: pair(`kamienica-${word}-${n}`, `tenement-${word}-${n}`),
      seoTitle: pair('Kamienica na sprzedaż', 'Tenement for sale'),
      seoDescription: pair('Udziały w kamienicy', 'Shares of a tenement'),
      mainDescription: pair('<p>Opis</p>', '<p>Description</p>'),
      projectType: pair('Mieszkania', 'Flats'),
      templateName: 'default',
      address: 'ul. Piotrkowska 120, Łódź',
      investmentStart: '2026-05-01',
      investmentEnd: '2026-09-30',
      investmentReturn: '8.50',
      redemptionCapRate: '6.00',
      totalCost: '1000000.00',
      costPerStock: '500.00',
      debt: null,
      minStock: 1,
      developerEquity: null,
      investorsEquity: null,
      shouldEnableFixedInvestorsEquity: false,
      fixedInvestorsEquity: null,
      tenants: pair('', ''),
      series,
      offerProperties: [{ name: pair('Metraż', 'Area'), value: pair('850 m²', '850 m²') }],
      offerBadges: [],
      offerDescriptions: [],
      offerAgreements: [],
      offerAttachments: [],
      saveAndBack: false,
    },
  });
  return id;
}

async function createPost(api: Api, word: string, n: number) {
  const { id } = await api.post<{ id: number }>('/api/admin/blog', {
    data: {
      isVisible: true,
      publishedAt: '2026-03-10T09:00:00.000Z',
      position: 3,
      author: 'Anna Kowalczyk',
      slug: pair(`wpis-${word}-${n}`, `post-${word}-${n}`),
      title: pair(`Wpis ${word} ${n}`, `Post ${word} ${n}`),
      description: pair('Opis', 'Description'),
      content: pair('<p>Treść</p>', '<p>Content</p>'),
      seoTitle: pair('', ''),
      seoDescription: pair('', ''),
      tags: [],
    },
  });
  return id;
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function pickAll(page: Page, label: string, count: number) {
  await page.getByRole('checkbox', { name: label }).check();
  const bar = page.getByRole('region', {
    name: /Działania na zaznaczonych wierszach|Actions on selected rows/,
  });
  await expect(bar.getByRole('status')).toHaveText(new RegExp(`\\b${count}\\b`));
  return bar;
}

test('offers (pl, 1280 px): hide the picked offers, delete them, and undo the delete from its toast', async ({
  page,
  request,
}) => {
  const word = token();
  const api = await adminApi(request);
  const ids = [
    await createOffer(api, word, 1),
    await createOffer(api, word, 2),
    await createOffer(api, word, 3),
  ];
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto(`/pages?filters[search][text]=${word}`);
  await expect(rows(page)).toHaveCount(3);

  const bar = await pickAll(page, 'Zaznacz wszystkie na tej stronie', 3);
  await expect(bar).toContainText('Zaznaczone: 3');
  await page.screenshot({ path: path.join(screenshots, 'offers-bulk-selected-pl.png') });
  await expectNoAxeViolations(page, 'offers list, rows picked (pl)');

  await bar.getByRole('button', { name: 'Ukryj' }).click();
  await expect(page.getByText('Ukryto: 3', { exact: true })).toBeVisible();
  const hidden = await Promise.all(
    ids.map((id) => api.get<{ isVisible: boolean }>(`/api/admin/offer/${id}`)),
  );
  expect(hidden.map((offer) => offer.isVisible)).toEqual([false, false, false]);

  const again = await pickAll(page, 'Zaznacz wszystkie na tej stronie', 3);
  await again.getByRole('button', { name: 'Usuń' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Usunięcie można cofnąć w powiadomieniu');
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Usunięto: 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Kamienica ${word} 1`, exact: true })).toHaveCount(0);
  // the toast offers Undo for 10 s: pressed at once, the axe gate runs after it
  await page.getByRole('button', { name: 'Cofnij', exact: true }).click();
  await expect(page.getByText('Cofnięto usunięcie: 3', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'offers list after the undo toast (pl)');
  await expect(rows(page)).toHaveCount(3);
  // the same offers, with their lists, hidden as they were when deleted
  const back = await api.get<{ id: number; isVisible: boolean; properties: unknown[] }>(
    `/api/admin/offer/${ids[0]}`,
  );
  expect(back).toMatchObject({ id: ids[0], isVisible: false });
  expect(back.properties).toHaveLength(1);
});

test('series (en): a series an offer sells is refused by name with the reason, the others are deleted and come back on Undo', async ({
  page,
  request,
}) => {
  const word = token();
  const api = await adminApi(request);
  const free = [
    await createSeries(api, `Series ${word} A`),
    await createSeries(api, `Series ${word} B`),
  ];
  const used = await createSeries(api, `Series ${word} C`);
  await createOffer(api, word, 9, used);
  await signIn(page, undefined, undefined, 'en');
  await page.goto(`/series?filters[search][text]=${word}`);
  await expect(rows(page)).toHaveCount(3);

  const bar = await pickAll(page, 'Select all on this page', 3);
  await expect(bar).toContainText('3 selected');
  await expectNoAxeViolations(page, 'series list, rows picked (en)');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();

  await expect(
    page.getByText(
      `2 deleted, 1 failed: Series ${word} C: An item with relations cannot be deleted.`,
      { exact: true },
    ),
  ).toBeVisible();
  // the refused row stays listed and picked; the deleted ones are gone
  await expect(rows(page)).toHaveCount(1);
  await expect(bar).toContainText('1 selected');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 deletes undone', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expectNoAxeViolations(page, 'series list after the undo (en)');
  for (const id of free) {
    expect((await api.get<{ id: number }>(`/api/admin/series/${id}`)).id).toBe(id);
  }
});

for (const language of ['pl', 'en'] as const) {
  const words =
    language === 'pl'
      ? {
          all: 'Zaznacz wszystkie na tej stronie',
          hide: 'Ukryj',
          hidden: 'Ukryto: 2',
          show: 'Pokaż',
          shown: 'Pokazano: 2',
          del: 'Usuń',
          deleted: 'Usunięto: 2',
          undo: 'Cofnij',
          undone: 'Cofnięto usunięcie: 2',
        }
      : {
          all: 'Select all on this page',
          hide: 'Hide',
          hidden: '2 hidden',
          show: 'Show',
          shown: '2 shown',
          del: 'Delete',
          deleted: '2 deleted',
          undo: 'Undo',
          undone: '2 deletes undone',
        };

  test(`blog posts (${language}): hide and show the picked posts, delete them and undo`, async ({
    page,
    request,
  }) => {
    const word = token();
    const api = await adminApi(request);
    const ids = [await createPost(api, word, 1), await createPost(api, word, 2)];
    await signIn(page, undefined, undefined, language);
    await page.goto(`/blog?filters[search][text]=${word}`);
    await expect(rows(page)).toHaveCount(2);

    let bar = await pickAll(page, words.all, 2);
    await bar.getByRole('button', { name: words.hide }).click();
    await expect(page.getByText(words.hidden, { exact: true })).toBeVisible();
    bar = await pickAll(page, words.all, 2);
    // both are hidden now: "Hide" would change nothing, "Show" shows both
    await bar.getByRole('button', { name: words.show }).click();
    await expect(page.getByText(words.shown, { exact: true })).toBeVisible();
    const stored = await Promise.all(
      ids.map((id) => api.get<{ isVisible: boolean }>(`/api/admin/blog/${id}`)),
    );
    expect(stored.map((post) => post.isVisible)).toEqual([true, true]);

    bar = await pickAll(page, words.all, 2);
    await expectNoAxeViolations(page, `blog list, rows picked (${language})`);
    await bar.getByRole('button', { name: words.del }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.del }).click();
    await expect(page.getByText(words.deleted, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: words.undo, exact: true }).click();
    await expect(page.getByText(words.undone, { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
  });
}
