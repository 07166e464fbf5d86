import { expect, test, type Page } from '@playwright/test';
import { adminApi, createStaff, signIn } from './support.js';

/*
 * The form toolkit (REQ-UX-5, REQ-UX-6, REQ-UX-11) as staff use it all day: Save waits for a
 * change, Ctrl+Enter saves like the button, and a form page's breadcrumb trail leads back to the
 * list it was
 * opened from (with that list's filters).
 */

const FAQ_EDITOR = [
  'admin:faq:list',
  'admin:faq:get',
  'admin:faq:create',
  'admin:faq:edit',
  'admin:faq:delete',
];

interface StoredFaq {
  id: number;
  version: number;
  answer: { pl: string; en: string };
}

/** A word no seeded record contains, so a search finds only what the test made. */
const token = () => `e2e${Date.now().toString(36)}`;

function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

async function openFaqList(page: Page, search: string) {
  await page.goto(`/faq?filters[search][text]=${search}`);
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
}

test('Save stays disabled until a change; Ctrl+Enter in a textarea saves a FAQ edit like Save', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, FAQ_EDITOR);
  const api = await adminApi(request);
  const word = token();
  const { id } = await api.post<{ id: number }>('/api/admin/faq', {
    data: {
      active: true,
      position: 7,
      isFeatured: false,
      question: { pl: `${word} pytanie`, en: '' },
      answer: { pl: 'Pierwsza odpowiedź.', en: '' },
    },
  });
  const stored = () => api.get<StoredFaq>(`/api/admin/faq/${id}`);

  await signIn(page, editor.email, editor.password);
  await page.goto(`/faq/${id}`);
  const answer = page.getByRole('textbox', { name: 'Odpowiedź (Polski)' });
  await expect(answer).toHaveValue('Pierwsza odpowiedź.');

  // nothing changed: both Save buttons (top and bottom) are disabled, and the shortcut sends nothing
  const saves = page.getByRole('button', { name: 'Zapisz', exact: true });
  await expect(saves).toHaveCount(2);
  for (const save of await saves.all()) await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Zapisz i wróć' }).first()).toBeDisabled();
  await answer.click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Pomyślnie zapisano pytanie FAQ')).toHaveCount(0);
  expect((await stored()).version).toBe(1);

  // a change enables Save; Ctrl+Enter in the textarea saves it (no new line is typed)
  await answer.fill('Druga odpowiedź.');
  for (const save of await saves.all()) await expect(save).toBeEnabled();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Pomyślnie zapisano pytanie FAQ')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/faq/${id}$`));
  await expect.poll(async () => (await stored()).version).toBe(2);
  expect((await stored()).answer.pl).toBe('Druga odpowiedź.');
  await expect(answer).toHaveValue('Druga odpowiedź.');

  // saved: nothing changed again, Save is disabled again
  for (const save of await saves.all()) await expect(save).toBeDisabled();

  // typing back the saved value counts as no change
  await answer.fill('Druga odpowiedź!');
  await expect(saves.first()).toBeEnabled();
  await answer.fill('Druga odpowiedź.');
  await expect(saves.first()).toBeDisabled();
});

test('breadcrumbs on the create and edit pages lead back to the list with its filters', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, FAQ_EDITOR);
  const api = await adminApi(request);
  const word = token();
  const { id } = await api.post<{ id: number }>('/api/admin/faq', {
    data: {
      // inactive but featured: the only "yes" in its row is the homepage column
      active: false,
      position: 8,
      isFeatured: true,
      question: { pl: `${word} okruszki`, en: '' },
      answer: { pl: 'Odpowiedź.', en: '' },
    },
  });

  await signIn(page, editor.email, editor.password);
  await openFaqList(page, word);
  const row = page.getByRole('table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  // the homepage column shows the entry's real flag (decision 0004)
  await expect(row.first()).toContainText('Tak');

  // edit: "FAQ › <the record's name>"; the FAQ crumb returns to the filtered list
  await page.getByRole('link', { name: `Edytuj: ${word} okruszki` }).click();
  await expect(page).toHaveURL(new RegExp(`/faq/${id}$`));
  const main = page.getByRole('main');
  await expect(main.getByText(`${word} okruszki`, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await main.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?/);
  expect(param(page, 'filters[search][text]')).toBe(word);
  await expect(row).toHaveCount(1);

  // create: "FAQ › Nowy wpis"; the crumb returns to the same filtered list
  await page.getByRole('link', { name: 'Dodaj pytanie' }).click();
  await expect(page).toHaveURL(/\/faq\/create$/);
  await expect(main.getByText('Nowy wpis', { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await main.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?/);
  expect(param(page, 'filters[search][text]')).toBe(word);

  // a form opened from a pasted link has no list to return to: the crumb leads to the bare list
  await page.goto(`/faq/${id}`);
  await main.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('an over-long question says its limit on the field, in the UI language', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, FAQ_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/faq/create');
  const question = page.getByRole('textbox', { name: 'Question (Polish)', exact: true });
  await question.fill('x'.repeat(1001));
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Too long: at most 1,000 characters.')).toBeVisible();
  // one character less is accepted by that rule: the message goes
  await question.fill('x'.repeat(1000));
  await expect(page.getByText('Too long: at most 1,000 characters.')).toHaveCount(0);
});
