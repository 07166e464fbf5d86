import { expect, test, type Page } from '@playwright/test';
import { adminApi, signIn } from './support.js';

/*
 * Deletes staff can trust (REQ-UX-4): the confirm dialog starts on Cancel, a delete can be
 * undone from its toast, and the audit log reads as a labelled before → after diff.
 */

/** A word no seeded record contains, so a search finds only what the test made. */
const token = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createFaq(request: Parameters<typeof adminApi>[0], question: string) {
  const api = await adminApi(request);
  const { id } = await api.post<{ id: number }>('/api/admin/faq', {
    data: {
      active: true,
      position: 5,
      isFeatured: false,
      question: { pl: question, en: `${question} (en)` },
      answer: { pl: 'Odpowiedź.', en: 'Answer.' },
    },
  });
  return id;
}

async function openFaqSearch(page: Page, word: string) {
  await page.goto(`/faq?filters[search][text]=${word}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a delete dialog focuses Cancel: Enter closes it and deletes nothing', async ({
  page,
  request,
}) => {
  const word = token();
  await createFaq(request, `Pytanie ${word}`);
  await openFaqSearch(page, word);

  await page.getByRole('button', { name: `Usuń: Pytanie ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // still there, after a fresh load too
  await page.reload();
  await expect(page.getByRole('cell', { name: `Pytanie ${word}`, exact: true })).toBeVisible();
});

test('undo restores a deleted FAQ entry, and the audit log shows the delete and the restore', async ({
  page,
  request,
}) => {
  const word = token();
  const id = await createFaq(request, `Cofnij ${word}`);
  await openFaqSearch(page, word);

  await page.getByRole('button', { name: `Usuń: Cofnij ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Pomyślnie usunięto pytanie FAQ')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Cofnij ${word}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cofnij', exact: true }).click();
  await expect(page.getByText('Cofnięto usunięcie: rekord wrócił na swoje miejsce.')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Cofnij ${word}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: `Cofnij ${word}`, exact: true })).toBeVisible();

  // the record's history: created, deleted, delete undone (newest first)
  await page.goto(`/audit-log?filters[entityType][choice]=faq&filters[search][text]=${id}`);
  const rows = page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .filter({ hasText: `#${id}` });
  await expect(rows.first()).toContainText('Cofnięcie usunięcia pytania FAQ');
  await expect(rows.nth(1)).toContainText('Usunięcie pytania FAQ');
  await expect(rows.nth(2)).toContainText('Dodanie pytania FAQ');
});

test('the audit log shows a translated, labelled diff of an edit, without version', async ({
  page,
  request,
}) => {
  const word = token();
  const id = await createFaq(request, `Stare ${word}`);
  await page.goto(`/faq/${id}`);
  const question = page.getByRole('textbox', { name: /Pytanie/ }).first();
  await expect(question).toHaveValue(`Stare ${word}`);
  await question.fill(`Nowe ${word}`);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie zapisano pytanie FAQ').first()).toBeVisible();

  await page.goto(`/audit-log?filters[entityType][choice]=faq&filters[search][text]=${id}`);
  const row = page.getByRole('row').filter({ hasText: 'Edycja pytania FAQ' }).first();
  await expect(row).toBeVisible();
  // the record reference opens the record
  await expect(row.getByRole('link', { name: `Otwórz rekord: FAQ #${id}` })).toHaveAttribute(
    'href',
    `/faq/${id}`,
  );
  await row.getByRole('button', { name: /^Pokaż szczegóły/ }).click();

  const diff = page.getByRole('table', { name: /Zmienione pola/ });
  await expect(diff).toBeVisible();
  const field = diff
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pytanie' }) });
  await expect(field).toContainText(`Stare ${word}`);
  await expect(field).toContainText(`Nowe ${word}`);
  await expect(diff).not.toContainText('version');
  await expect(diff).not.toContainText('Wersja');
  await expect(diff.getByRole('rowheader')).toHaveCount(1);

  // the raw data stays one click away
  await page.getByRole('button', { name: 'Pokaż surowe dane' }).click();
  await expect(page.getByText('"version": 2')).toBeVisible();
});

test('deleting a menu parent says how many sub-items go with it', async ({ page, request }) => {
  const api = await adminApi(request);
  const word = token();
  const item = (overrides: object) => ({
    parent: null,
    codeName: null,
    position: 9,
    label: { pl: `Rodzic ${word}`, en: `Parent ${word}` },
    url: { pl: '/rodzic', en: '/en/parent' },
    ...overrides,
  });
  const { id: root } = await api.post<{ id: number }>('/api/admin/menu', {
    data: item({ codeName: 'footer' }),
  });
  const { id: child } = await api.post<{ id: number }>('/api/admin/menu', {
    data: item({ parent: root, label: { pl: `Dziecko ${word}`, en: `Child ${word}` } }),
  });
  await api.post('/api/admin/menu', {
    data: item({ parent: child, label: { pl: `Wnuk ${word}`, en: `Grandchild ${word}` } }),
  });

  await page.goto(`/menu?view=list&filters[search][text]=${word}`);
  await page.getByRole('button', { name: `Usuń: Rodzic ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  await expect(dialog).toContainText('podpozycje (wszystkich poziomów): 2');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
});
