import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, createStaff, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signIn } from './support.js';

/*
 * The editor's working day through the shared form toolkit and the offer builder: typing is
 * never lost to the builder's virtual list, item groups collapse, every error of a save shows at
 * once, the rich-text file prompt comes before the upload, edit screens name their record, and a
 * stale save says who saved since and lets the user keep their fields one by one.
 */

type Lang = 'pl' | 'en';
const LANGS: Lang[] = ['pl', 'en'];
const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Screenshots for a person to look at, when `E2E_SHOTS_DIR` names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

const text = (n: number) => ({
  type: 'text',
  content: {
    content: { pl: `<p>Sekcja ${n}: opis inwestycji, lokalizacja i harmonogram.</p>`, en: '' },
  },
});
const stage = (label: string) => ({
  label: { pl: label, en: '' },
  content: { pl: '', en: '' },
  date: '',
  current: false,
});
const timeline = (stages: string[], title = { pl: 'Harmonogram', en: 'Schedule' }) => ({
  type: 'timeline',
  title,
  content: { elements: stages.map(stage) },
});

async function newOffer(
  page: Page,
  { offerSections, title }: { offerSections?: unknown[]; title?: { pl: string; en: string } } = {},
): Promise<number> {
  const token = await apiToken(page.request);
  const slug = `edytor-${unique()}`;
  const res = await page.request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: {
        title: title ?? { pl: 'Oferta edytora', en: '' },
        slug: { pl: slug, en: '' },
        seoTitle: { pl: 'Oferta', en: '' },
        seoDescription: { pl: 'Oferta', en: '' },
        mainDescription: { pl: '', en: '' },
        projectType: { pl: '', en: '' },
        tenants: { pl: '', en: '' },
        investmentStart: '2026-01-01',
        investmentEnd: '2026-12-31',
        ...(offerSections ? { offerSections } : {}),
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const element = (page: Page, number: string) =>
  page.getByRole('group', { name: `Element ${number}`, exact: true });

/** Opens element `number` if the page opened it collapsed (a big page does). */
async function openElement(page: Page, number: string, lang: Lang) {
  const expand = element(page, number).getByRole('button', {
    name: lang === 'pl' ? `Rozwiń element ${number}` : `Expand element ${number}`,
  });
  if (await expand.isVisible()) await expand.click();
}

test('typing in a timeline stage survives scrolling the builder both ways', async ({ page }) => {
  test.setTimeout(180_000);
  // ten sections: the timeline's is far from both ends of the page, so the virtual list
  // mounts neither end together with it
  const sections = Array.from({ length: 10 }, (_, i) => ({
    elements: i === 5 ? [timeline(['Start budowy'])] : [text(i + 1), text(i + 1), text(i + 1)],
  }));
  const id = await newOffer(page, { offerSections: sections });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit?tab=sections`);
  const card = element(page, '6.1');
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(card).toBeAttached({ timeout: 500 });
  }).toPass();
  await openElement(page, '6.1', 'en');
  const field = card
    .getByRole('group', { name: 'Stages' })
    .getByRole('textbox', { name: 'Content (Polish)' });
  await field.click();
  await page.keyboard.type('Wykop ');

  // up, about 600 px at a time, to the top of the page: the field stays, with the focus
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('region', { name: 'Section 1' })).toBeInViewport();
  await expect(field).toBeFocused();
  await page.keyboard.type('i fundamenty');

  // and down, to the end of the page
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('region', { name: 'Section 10' })).toBeInViewport();
  await expect(field).toBeFocused();
  await page.keyboard.type(', etap 1.');

  await field.scrollIntoViewIfNeeded();
  await expect(field).toHaveValue('Wykop i fundamenty, etap 1.');
  // it reached the builder's state: the save sends it
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited offer')).toBeVisible();
  const token = await apiToken(page.request);
  const saved = await page.request.get(`/api/admin/offer/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const offer = (await saved.json()) as {
    sections: { elements: { content: { elements?: { content: { pl: string } }[] } }[] }[];
  };
  expect(offer.sections[5]?.elements[0]?.content.elements?.[0]?.content.pl).toBe(
    'Wykop i fundamenty, etap 1.',
  );
});

for (const lang of LANGS) {
  test(`item groups in an element collapse and stay collapsed while the page is open (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const words =
      lang === 'pl'
        ? {
            stages: 'Etapy',
            collapse: 'Zwiń: Etapy',
            expand: 'Rozwiń: Etapy',
            count: 'Pozycji: 3',
            tab: 'Sekcje',
          }
        : {
            stages: 'Stages',
            collapse: 'Collapse Stages',
            expand: 'Expand Stages',
            count: 'Items: 3',
            tab: 'Sections',
          };
    const sections = [
      { elements: [timeline(['Zakup działki', 'Pozwolenie na budowę', 'Start budowy'])] },
      ...Array.from({ length: 9 }, (_, i) => ({
        elements: [text(i + 2), text(i + 2), text(i + 2)],
      })),
    ];
    const id = await newOffer(page, { offerSections: sections });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 1280) {
        await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, lang);
      }
      await page.goto(`/pages/${id}/edit?tab=sections`);
      const card = element(page, '1.1');
      await openElement(page, '1.1', lang);
      const group = card.getByRole('group', { name: words.stages });
      const stageLabel = group.getByRole('textbox').first();
      await expect(stageLabel).toBeVisible();

      await group.getByRole('button', { name: words.collapse }).click();
      const expand = group.getByRole('button', { name: words.expand });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expect(group.getByRole('textbox')).toHaveCount(0);
      await expect(group.getByText(words.count)).toBeVisible();
      await shot(page, `collapsed-groups-${lang}-${width}`);
      await expectNoAxeViolations(page, `offer sections, collapsed item group (${lang}, ${width})`);

      // scrolled far away, the section leaves the virtual list (once the focus is elsewhere:
      // the focused section is kept); back, the group is as left
      await page.getByRole('tab', { name: words.tab }).focus();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(card).not.toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 0));
      await openElement(page, '1.1', lang);
      await expect(group.getByRole('button', { name: words.expand })).toBeVisible();
      await expect(group.getByRole('textbox')).toHaveCount(0);

      await group.getByRole('button', { name: words.expand }).click();
      await expect(group.getByRole('button', { name: words.collapse })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(group.getByRole('textbox').first()).toHaveValue('Zakup działki');
    }
  });
}

for (const lang of LANGS) {
  test(`a new slide without an image and a button label shows both errors on one save (${lang})`, async ({
    page,
  }) => {
    const words =
      lang === 'pl'
        ? {
            name: 'Nazwa (Polski)',
            create: 'Dodaj',
            image: 'Obraz jest wymagany.',
            label: 'Etykieta przycisku dla gościa nie może być pusta.',
          }
        : {
            name: 'Name (Polish)',
            create: 'Create',
            image: 'An image is required.',
            label: 'Guest button label must not be empty.',
          };
    const staff = await createStaff(page.request, [
      'admin:slider:list',
      'admin:slider:get',
      'admin:slider:create',
    ]);
    await signIn(page, staff.email, staff.password, lang);
    await page.goto('/slider/create');
    await page.getByRole('textbox', { name: words.name }).fill(`Slajd ${unique()}`);
    await page.getByRole('button', { name: words.create, exact: true }).first().click();
    await expect(page.getByText(words.image)).toBeVisible();
    await expect(page.getByText(words.label).first()).toBeVisible();
    await expectNoAxeViolations(page, `slider create, all errors at once (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`a file for a rich-text link is named before it is uploaded; cancel sends nothing (${lang})`, async ({
    page,
  }) => {
    const words =
      lang === 'pl'
        ? {
            prompt: 'Nazwa pliku',
            label: 'Tekst linku do pliku',
            cancel: 'Anuluj',
            insert: 'Wstaw',
          }
        : {
            prompt: 'File name',
            label: 'Text of the link to the file',
            cancel: 'Cancel',
            insert: 'Insert',
          };
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, lang);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload-file')) uploads.push(request.url());
    });
    await page.goto('/static-content');
    await page.getByRole('link', { name: 'Strona kontaktowa' }).click();
    await page.getByRole('link', { name: 'Treść strony kontaktowej' }).click();
    const content = page.getByTestId('rich-text-editor').locator('.ProseMirror');
    await expect(content).toContainText('Skontaktuj się z nami');
    await content.click();
    await page.keyboard.press('Control+End');
    const pdf = {
      name: 'cennik.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    };

    await page.getByTestId('rich-text-file-input').setInputFiles(pdf);
    const prompt = page.getByRole('dialog', { name: words.prompt });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, `rich text, file name prompt (${lang})`);
    await prompt.getByRole('button', { name: words.cancel }).click();
    await expect(prompt).toHaveCount(0);
    // nothing was sent: no file left behind without a link to it
    expect(uploads).toEqual([]);

    await page.getByTestId('rich-text-file-input').setInputFiles(pdf);
    const linkText = `Cennik ${unique()}`;
    await prompt.getByLabel(words.label).fill(linkText);
    await prompt.getByRole('button', { name: words.insert }).click();
    await expect(content.getByRole('link', { name: linkText })).toBeVisible();
    expect(uploads).toHaveLength(1);
  });
}

for (const lang of LANGS) {
  test(`an edit screen names its record in the tab and the heading; read-only says so (${lang})`, async ({
    browser,
    page,
  }) => {
    const words =
      lang === 'pl'
        ? {
            name: 'Apartamenty Zabłocie',
            list: 'Oferty',
            edit: 'Edycja: Apartamenty Zabłocie',
            view: 'Podgląd: Apartamenty Zabłocie',
            sections: 'Sekcje',
            element: 'Harmonogram',
            other: 'Schedule',
          }
        : {
            name: 'Zabłocie Apartments',
            list: 'Offers',
            edit: 'Edit: Zabłocie Apartments',
            view: 'View: Zabłocie Apartments',
            sections: 'Sections',
            element: 'Schedule',
            other: 'Harmonogram',
          };
    const id = await newOffer(page, {
      title: { pl: 'Apartamenty Zabłocie', en: 'Zabłocie Apartments' },
      offerSections: [{ elements: [timeline(['Start'])] }],
    });
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, lang);
    await page.goto(`/pages/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: words.edit })).toBeVisible();
    await expect(page).toHaveTitle(`${words.name} · ${words.list} · Back-office`);
    await expect(page.locator('[data-form-trail] [aria-current="page"]')).toHaveText(words.name);
    // the builder's element header: the title in the interface language
    await page.getByRole('tab', { name: words.sections }).click();
    const header = element(page, '1.1');
    await expect(header.getByText(words.element, { exact: true })).toBeVisible();
    await expect(header.getByText(words.other, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, `offer edit, named (${lang})`);

    // a user who may only look
    const reader = await createStaff(page.request, ['admin:offer:list', 'admin:offer:get']);
    const context = await browser.newContext();
    const view = await context.newPage();
    await signIn(view, reader.email, reader.password, lang);
    await view.goto(`/pages/${id}/edit`);
    await expect(view.getByRole('heading', { level: 1, name: words.view })).toBeVisible();
    await expect(view.getByRole('heading', { level: 1, name: words.edit })).toHaveCount(0);
    await expect(view).toHaveTitle(`${words.name} · ${words.list} · Back-office`);
    await expectNoAxeViolations(view, `offer view, named (${lang})`);
    await context.close();
  });
}

for (const lang of LANGS) {
  test(`a stale save says who saved and when, and the user keeps their fields one by one (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const words =
      lang === 'pl'
        ? {
            dialog: 'Ktoś inny zapisał ten rekord w międzyczasie',
            question: 'Pytanie (Polski)',
            answer: 'Odpowiedź (Polski)',
            position: 'Pozycja',
            save: 'Zapisz',
            saved: 'Pomyślnie zapisano pytanie FAQ',
            savedBy: 'Zapisał(a): Ola Testowa',
            theirs: 'Zachowaj zapisaną',
            mine: 'Zachowaj moją',
            apply: 'Zastosuj wybór',
          }
        : {
            dialog: 'Someone else saved this record in the meantime',
            question: 'Question (Polish)',
            answer: 'Answer (Polish)',
            position: 'Position',
            save: 'Save',
            saved: 'Successfully edited FAQ',
            savedBy: 'Saved by Ola Testowa',
            theirs: 'Keep the saved one',
            mine: 'Keep mine',
            apply: 'Apply the choice',
          };
    const word = unique();
    const adminToken = await apiToken(page.request);
    const created = await page.request.post('/api/admin/faq', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        data: {
          active: true,
          position: 60,
          isFeatured: false,
          question: { pl: `${word} pytanie`, en: '' },
          answer: { pl: 'Pierwsza odpowiedź.', en: '' },
        },
      },
    });
    const { id } = (await created.json()) as { id: number };
    const colleague = await createStaff(page.request, [
      'admin:faq:list',
      'admin:faq:get',
      'admin:faq:edit',
    ]);

    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, lang);
    await page.goto(`/faq/${id}`);
    await expect(page.getByRole('textbox', { name: words.question })).toHaveValue(
      `${word} pytanie`,
    );

    // the colleague saves a new question and answer meanwhile
    const theirToken = await apiToken(page.request, colleague.email, colleague.password);
    const theirs = await page.request.put(`/api/admin/faq/${id}`, {
      headers: { authorization: `Bearer ${theirToken}` },
      data: {
        active: true,
        position: 60,
        isFeatured: false,
        question: { pl: `${word} ich pytanie`, en: '' },
        answer: { pl: 'Ich odpowiedź.', en: '' },
        version: 1,
      },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    // the user changes the answer and the position, and saves
    await page.getByRole('textbox', { name: words.answer }).fill('Moja odpowiedź.');
    await page.getByRole('textbox', { name: words.position }).fill('61');
    await page.getByRole('button', { name: words.save, exact: true }).first().click();

    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${words.savedBy} (${colleague.email}), `);
    await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // the fields they changed, each beside what was typed here; the position only the user changed
    const question = dialog.locator('[data-conflict-field="question.pl"]');
    const answer = dialog.locator('[data-conflict-field="answer.pl"]');
    await expect(question).toContainText(words.question);
    await expect(question).toContainText(`${word} ich pytanie`);
    await expect(question).toContainText(`${word} pytanie`);
    await expect(answer).toContainText('Ich odpowiedź.');
    await expect(answer).toContainText('Moja odpowiedź.');
    await expect(dialog.locator('[data-conflict-field="position"]')).toHaveCount(0);
    // defaults: theirs where only they changed it, mine where both did
    await expect(question.getByRole('radio', { name: words.theirs })).toBeChecked();
    await expect(answer.getByRole('radio', { name: words.mine })).toBeChecked();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `conflict-dialog-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, `stale save comparison (${lang})`);

    await dialog.getByRole('button', { name: words.apply }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: words.question })).toHaveValue(
      `${word} ich pytanie`,
    );
    await expect(page.getByRole('textbox', { name: words.answer })).toHaveValue('Moja odpowiedź.');
    await expect(page.getByRole('textbox', { name: words.position })).toHaveValue('61');
    await page.getByRole('button', { name: words.save, exact: true }).first().click();
    await expect(page.getByText(words.saved)).toBeVisible();

    const stored = (await (
      await page.request.get(`/api/admin/faq/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { question: { pl: string }; answer: { pl: string }; position: number };
    expect(stored).toMatchObject({
      question: { pl: `${word} ich pytanie` },
      answer: { pl: 'Moja odpowiedź.' },
      position: 61,
    });
  });
}
