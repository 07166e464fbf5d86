import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { adminApi, apiToken, createSeries, signIn } from './support.js';
import { richestOffer } from './records.js';

/*
 * Every action within reach (REQ-UX-3, REQ-UX-8, REQ-UX-15, REQ-FORM-1, REQ-FORM-5), at 1280 px
 * with the sidebar open and at 390 px, in Polish and English: the lists fit their frame with the
 * row actions on screen,
 * the form toolbars stay in view while the form scrolls, the page builder's nested fields keep
 * their width on a phone, toasts stay off the toolbar and close on a retry, field errors sit
 * above their fields.
 */

const LANGUAGES = ['pl', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const words = {
  pl: {
    toolbar: 'Akcje formularza',
    bottomToolbar: 'Akcje formularza (dół strony)',
    save: 'Zapisz',
    saveAndBack: 'Zapisz i wróć',
    create: 'Dodaj',
    createAndBack: 'Dodaj i wróć',
    goBack: 'Wróć',
    shortcuts: 'Skróty klawiszowe',
    saveShortcut: 'Zapisz formularz',
    sections: 'Sekcje',
    invalid: 'Popraw pola zaznaczone na czerwono.',
    question: 'Pytanie (Polski)',
    date: 'Data',
  },
  en: {
    toolbar: 'Form actions',
    bottomToolbar: 'Form actions (page bottom)',
    save: 'Save',
    saveAndBack: 'Save and back',
    create: 'Create',
    createAndBack: 'Create and back',
    goBack: 'Go back',
    shortcuts: 'Keyboard shortcuts',
    saveShortcut: 'Save the form',
    sections: 'Sections',
    invalid: 'Some fields need correcting: they are marked in red.',
    question: 'Question (Polish)',
    date: 'Date',
  },
} satisfies Record<Language, Record<string, string>>;

/** Every list screen of the sidebar (the menu's is its tree). */
const LISTS = [
  '/pages',
  '/series',
  '/investments',
  '/orders',
  '/transactions',
  '/faq',
  '/menu',
  '/slider',
  '/featured-offers',
  '/blog',
  '/blog/tags',
  '/static-pages',
  '/agreements',
  '/email-templates',
  '/users',
  '/staff-accounts',
  '/roles',
  '/permission',
  '/audit-log',
];

async function at(page: Page, width: number, language: Language) {
  await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
  await signIn(page, undefined, undefined, language);
}

/** The tables' scrolling frames: how wide each table is against the room it has. */
async function frameWidths(page: Page): Promise<Array<{ scroll: number; client: number }>> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return { scroll: box?.scrollWidth ?? 0, client: box?.clientWidth ?? 0 };
    }),
  );
}

/** The row's buttons and links, each whole on the screen once the row is scrolled to (down only). */
async function expectActionsOnScreen(page: Page, row: Locator) {
  const top = (await row.boundingBox())?.y ?? 0;
  await page.evaluate((y) => window.scrollBy(0, y - 250), top);
  const actions = row.locator('td:last-child').locator('a, button');
  const count = await actions.count();
  expect(count, 'the row has actions').toBeGreaterThan(0);
  for (let n = 0; n < count; n += 1) {
    await expect(actions.nth(n)).toBeInViewport({ ratio: 1 });
  }
}

for (const language of LANGUAGES) {
  test(`at 1280 px with the sidebar open no list scrolls sideways and each row's actions are on screen (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // a long unspaced value (a generated name) breaks inside its cell rather than widen the
    // table; "0-" sorts it onto the series' first page (by name)
    await createSeries(
      await adminApi(request),
      `0-${language}-${Date.now()}-seriawithaverylongnamewithoutanyspacesatall`,
    );
    await at(page, 1280, language);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    for (const where of LISTS) {
      await page.goto(where);
      const row = page.locator('main table tbody tr').first();
      await expect(row, where).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const frame of await frameWidths(page)) {
        expect(frame.scroll, `${where}: the table is no wider than its frame`).toBeLessThanOrEqual(
          frame.client,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1280,
      );
      if ((await row.locator('td:last-child').locator('a, button').count()) > 0) {
        await expectActionsOnScreen(page, row);
      }
    }
    // the offers' three actions by name, on the first row
    await page.goto('/pages');
    const offer = page.locator('main table tbody tr').first();
    await expect(offer.getByRole('button', { name: /^(Klonuj|Clone)/ })).toBeInViewport({
      ratio: 1,
    });
    await expectNoAxeViolations(page, `offers list at 1280 px (${language})`);
    await page.goto('/series');
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, `series list at 1280 px (${language})`);
  });
}

test('a list wider than its frame scrolls its columns under the actions, pinned to the right edge', async ({
  page,
}) => {
  // 1000 px: the sidebar is open and leaves the offers' table less than it needs
  await at(page, 1000, 'pl');
  await page.goto('/pages');
  const row = page.locator('main table tbody tr').first();
  await expect(row).toBeVisible();
  const [frame] = await frameWidths(page);
  expect(frame?.scroll ?? 0).toBeGreaterThan(frame?.client ?? 0);
  await expectActionsOnScreen(page, row);
  // scrolled to the end and back, the actions stay where they are
  const edit = row.getByRole('link', { name: /^Edytuj/ });
  const before = await edit.boundingBox();
  await page.locator('main table').evaluate((table) => {
    let box = table.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    box?.scrollTo({ left: box.scrollWidth });
  });
  await expect(edit).toBeInViewport({ ratio: 1 });
  expect((await edit.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
  await expectNoAxeViolations(page, 'offers list scrolled at 1000 px');
});

for (const language of LANGUAGES) {
  test(`at 390 px the menu tree keeps every row's actions on screen (${language})`, async ({
    page,
  }) => {
    await at(page, 390, language);
    await page.goto('/menu');
    const rows = page.locator('main table tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let n = 0; n < Math.min(count, 4); n += 1) {
      const row = rows.nth(n);
      await expectActionsOnScreen(page, row);
      // the actions are their icons, named for screen readers, and leave the label in sight
      await expect(row.getByRole('link', { name: /^(Edytuj|Edit): / })).toBeVisible();
      const label = await row.locator('td').nth(1).locator('span, a, p').last().boundingBox();
      const actions = await row.locator('td:last-child').boundingBox();
      expect(
        label && actions && label.x + label.width <= actions.x,
        `row ${n}: label in sight`,
      ).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page, `menu tree at 390 px (${language})`);
  });
}

for (const language of LANGUAGES) {
  for (const width of [1280, 390]) {
    test(`the offer form's toolbars stay in view while its long General tab scrolls, ${width} px (${language})`, async ({
      page,
      request,
    }) => {
      const w = words[language];
      // the demo's showcase offer, found through the API: a long General tab
      const offer = await richestOffer(await adminApi(request));
      await at(page, width, language);
      await page.goto(`/pages/${offer}/edit`);
      const top = page.getByRole('toolbar', { name: w.toolbar, exact: true });
      const save = top.getByRole('button', { name: w.save, exact: true });
      await expect(save).toBeVisible();
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'the General tab is long').toBeGreaterThan(3000);
      for (const y of [1500, 3000, height]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await expect(save).toBeInViewport({ ratio: 1 });
        // under the top bar, not behind it
        const header = await page.getByRole('banner').boundingBox();
        const box = await save.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
        await expect(
          page
            .getByRole('toolbar', { name: w.bottomToolbar, exact: true })
            .getByRole('button', { name: w.saveAndBack }),
        ).toBeInViewport({ ratio: 1 });
      }
      // the save shortcut: on Save's tooltip and in the shortcuts dialog
      await expect(save).toHaveAttribute('title', /Ctrl\+Enter/);
      await expect(save).toHaveAttribute('aria-keyshortcuts', /Control\+Enter/);
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: w.shortcuts });
      await expect(
        dialog.getByRole('row', { name: new RegExp(`Enter.*${w.saveShortcut}`) }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page, `offer form scrolled, ${width} px (${language})`);
    });
  }
}

/** An offer whose one section holds a page header with a button, a timeline and a table. */
async function builderOffer(page: Page): Promise<number> {
  const token = await apiToken(page.request);
  const slug = `uklad-${Date.now().toString(36)}`;
  const text = (pl: string) => ({ pl, en: pl });
  const res = await page.request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: {
        title: { pl: 'Układ kreatora', en: 'Builder layout' },
        slug: { pl: slug, en: slug },
        seoTitle: text('Układ'),
        seoDescription: text('Układ'),
        mainDescription: text(''),
        projectType: text(''),
        tenants: text(''),
        investmentStart: '2026-01-01',
        investmentEnd: '2026-12-31',
        offerSections: [
          {
            elements: [
              {
                type: 'pageHeader',
                content: {
                  layout: 'TEXT_LEFT_IMAGE_RIGHT',
                  design: 'HOMEPAGE',
                  title: text('Nagłówek'),
                  content: text(''),
                  buttons: [
                    {
                      label: text('Zainwestuj'),
                      url: text('https://example.com'),
                      target: '_self',
                      icon: '',
                      cssClasses: [],
                    },
                  ],
                  images: [],
                },
              },
              {
                type: 'timeline',
                content: {
                  elements: [
                    {
                      label: text('Start'),
                      content: text('Budowa'),
                      date: '2026-05-17',
                      current: true,
                    },
                  ],
                },
              },
              {
                type: 'table',
                content: {
                  subtitle: text(''),
                  columns: [{ name: text('Piętro') }, { name: text('Metraż') }],
                  rows: [
                    {
                      textColor: '#000000',
                      backgroundColor: '#FFFFFF',
                      cells: [{ value: text('1') }, { value: text('54 m²') }],
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

for (const language of LANGUAGES) {
  test(`at 390 px the builder's nested lists keep every input at least 200 px wide (${language})`, async ({
    page,
  }) => {
    const id = await builderOffer(page);
    await at(page, 390, language);
    await page.goto(`/pages/${id}/edit`);
    await page.getByRole('tab', { name: words[language].sections }).click();
    const panel = page.getByRole('tabpanel', { name: words[language].sections });
    const fields = panel.locator(
      'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea, select',
    );
    // the table's cells are there: the last element's fields have mounted
    await expect(panel.getByRole('textbox', { name: /Metraż/ }).first()).toBeVisible();
    // the input's visible frame (a multi-select's typing field is a part of its frame); the
    // reorder dropdowns ("Position of … item 2") are compact controls of their own, not fields
    const widths = await fields.evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .filter(
          (element) =>
            !/^(Position of|Pozycja|Zmień pozycję)/.test(element.getAttribute('aria-label') ?? ''),
        )
        .map((element) => ({
          name: element.getAttribute('aria-label') ?? element.id,
          width: Math.round(
            (element.closest('.mantine-Input-wrapper') ?? element).getBoundingClientRect().width,
          ),
        })),
    );
    expect(widths.length).toBeGreaterThan(10);
    const narrow = widths.filter((field) => field.width < 200);
    expect(narrow, 'inputs narrower than 200 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page, `builder at 390 px (${language})`);
  });

  test(`the timeline's date uses the shared picker, dd/MM/yyyy (${language})`, async ({ page }) => {
    const id = await builderOffer(page);
    await at(page, 1280, language);
    await page.goto(`/pages/${id}/edit`);
    await page.getByRole('tab', { name: words[language].sections }).click();
    const panel = page.getByRole('tabpanel', { name: words[language].sections });
    await expect(panel.getByRole('button', { name: words[language].date }).first()).toHaveText(
      '17/05/2026',
    );
    await expect(panel.locator('input[type=date]')).toHaveCount(0);
  });
}

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const language of LANGUAGES) {
  for (const width of [1280, 390]) {
    test(`an error toast stays off the form's toolbar and closes when the user retries, ${width} px (${language})`, async ({
      page,
    }) => {
      const w = words[language];
      await at(page, width, language);
      await page.goto('/faq/create');
      const toolbar = page.getByRole('toolbar', { name: w.toolbar, exact: true });
      const create = toolbar.getByRole('button', { name: w.create, exact: true });
      await expect(create).toBeEnabled();

      // refused on the client: the toast says so, below the toolbar
      await create.click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: w.invalid });
      await expect(toast).toBeVisible();
      // the toast's slide-in has ended
      await expect(async () => {
        const first = await toast.boundingBox();
        await page.waitForTimeout(100);
        expect(await toast.boundingBox()).toEqual(first);
      }).toPass();
      const toastBox = await toast.boundingBox();
      const toolbarBox = await toolbar.boundingBox();
      if (!toastBox || !toolbarBox) throw new Error('no box');
      expect(overlaps(toastBox, toolbarBox), 'the toast covers the toolbar').toBe(false);
      await expect(toolbar.getByRole('link', { name: w.goBack, exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(
        toolbar.getByRole('button', { name: w.createAndBack, exact: true }),
      ).toBeInViewport({ ratio: 1 });

      // the fields filled, Create again: the old failure closes at once, while the save runs
      await page.getByRole('textbox', { name: w.question }).fill(`Układ ${Date.now()}`);
      await page
        .getByRole('textbox', {
          name: language === 'pl' ? 'Odpowiedź (Polski)' : 'Answer (Polish)',
        })
        .fill('Tak.');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/admin/faq', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await create.click();
      await expect(toast).toBeHidden({ timeout: 2_000 });
      release();
      await expect(page).toHaveURL(/\/faq\/\d+/);
    });
  }
}

for (const language of LANGUAGES) {
  test(`field errors show above their fields, translatable ones included (${language})`, async ({
    page,
  }) => {
    await at(page, 1280, language);
    await page.goto('/faq/create');
    await page
      .getByRole('toolbar', { name: words[language].toolbar, exact: true })
      .getByRole('button', { name: words[language].create, exact: true })
      .click();
    const question = page.getByRole('textbox', { name: words[language].question });
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await question.getAttribute('aria-describedby'))
      ?.split(' ')
      .find((id) => id.includes('error'));
    expect(errorId, 'the input names its error').toBeTruthy();
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).toBeVisible();
    const errorBox = await error.boundingBox();
    const inputBox = await question.boundingBox();
    expect((errorBox?.y ?? 0) + (errorBox?.height ?? 0)).toBeLessThanOrEqual(inputBox?.y ?? 0);
    // side by side, the English input stays level with the Polish one
    const english = page.getByRole('textbox', {
      name: language === 'pl' ? 'Pytanie (Angielski)' : 'Question (English)',
    });
    expect((await english.boundingBox())?.y).toBeCloseTo(inputBox?.y ?? 0, 0);
    await expectNoAxeViolations(page, `FAQ form with errors (${language})`);
  });
}
