import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  adminApi,
  createStaff,
  signIn,
  startServer,
  waitForSplash,
} from './support.js';

/*
 * FAQ and menu items through the UI, as staff holding only the areas' permissions: the list
 * state lives in the URL (reload, back and forward keep it), forms map the contract, a
 * reader gets read-only forms, and a stale save keeps what was typed.
 */

const FAQ_EDITOR = [
  'admin:faq:list',
  'admin:faq:get',
  'admin:faq:create',
  'admin:faq:edit',
  'admin:faq:delete',
];
const MENU_EDITOR = [
  'admin:menu:list',
  'admin:menu:get',
  'admin:menu:create',
  'admin:menu:edit',
  'admin:menu:delete',
];

/** A word no seeded record contains, so a search finds only what the test made. */
const token = () => `e2e${Date.now().toString(36)}`;

/** A list parameter of the current address, e.g. `filters[search][text]`. */
function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

function listKeys(page: Page): string[] {
  return [...new URL(page.url()).searchParams.keys()].sort();
}

/** The data rows of the (only) table on the page. */
function dataRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr');
}

/** Chooses in a list's native select or a form's searchable one. */
async function pick(page: Page, combobox: string, option: string) {
  const field = page.getByRole('combobox', { name: combobox, exact: true });
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An FAQ entry arranged through the API; active, position 1 and a short answer unless given. */
async function postFaq(
  api: Awaited<ReturnType<typeof adminApi>>,
  entry: { question: { pl: string; en: string } } & Record<string, unknown>,
) {
  await api.post('/api/admin/faq', {
    data: {
      active: true,
      position: 1,
      isFeatured: false,
      answer: { pl: 'Odpowiedź.', en: 'Answer.' },
      ...entry,
    },
  });
}

async function signInAs(page: Page, staff: { email: string; password: string }) {
  await signIn(page, staff.email, staff.password);
}

test('an editor creates, finds, sorts, pages, edits and deletes FAQ entries; the URL keeps the list', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, FAQ_EDITOR);
  const word = token();
  const api = await adminApi(request);
  // twelve entries to page through (even ones inactive), arranged through the API
  for (let n = 1; n <= 12; n += 1) {
    const label = String(n).padStart(2, '0');
    await postFaq(api, {
      active: n % 2 === 1,
      position: 100 + n,
      question: { pl: `${word} ${label}`, en: '' },
      answer: { pl: `Odpowiedź ${label}.`, en: '' },
    });
  }

  await signInAs(page, editor);
  await page.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();

  // create through the form: create → the new entry's edit page
  await page.getByRole('link', { name: 'Dodaj pytanie' }).click();
  await expect(page).toHaveURL(/\/faq\/create$/);
  await page.getByRole('textbox', { name: 'Pozycja' }).fill('113');
  await page.getByRole('textbox', { name: 'Pytanie (Polski)' }).fill(`${word} 13 nowe`);
  await page.getByRole('textbox', { name: 'Odpowiedź (Polski)' }).fill('Odpowiedź z formularza.');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie dodano pytanie FAQ')).toBeVisible();
  await expect(page).toHaveURL(/\/faq\/\d+$/);
  await expect(page.getByRole('heading', { name: `Edycja: ${word} 13 nowe` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
    `${word} 13 nowe`,
  );
  await page.getByRole('link', { name: 'Wróć' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);

  // search (debounced, page 1)
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(word);
  await expect.poll(() => param(page, 'filters[search][text]')).toBe(word);
  await expect(page.getByText('1–10 z 13')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);

  // sort by question: ASC, then DESC
  await page.getByRole('button', { name: 'Pytanie', exact: true }).click();
  await expect.poll(() => param(page, 'order[0][direction]')).toBe('ASC');
  expect(param(page, 'order[0][column]')).toBe('question');
  await expect(dataRows(page).first()).toContainText(`${word} 01`);
  // one click more turns it, even while the ascending answer is still loading
  await page.getByRole('button', { name: 'Pytanie', exact: true }).click();
  await expect.poll(() => param(page, 'order[0][direction]')).toBe('DESC');
  await expect(dataRows(page).first()).toContainText(`${word} 13 nowe`);

  // page 2
  await page.getByRole('button', { name: 'Strona 2' }).click();
  await expect.poll(() => param(page, 'pagination[pageNumber]')).toBe('2');
  await expect(page.getByText('11–13 z 13')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(3);
  await expect(dataRows(page).first()).toContainText(`${word} 03`);
  const pageTwo = page.url();

  // reload: the same list
  await page.reload();
  await expect(page.getByText('11–13 z 13')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue(word);
  await expect(page.getByRole('columnheader', { name: /Pytanie/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(page.url()).toBe(pageTwo);

  // back and forward step through the list's states
  await page.goBack();
  await expect(page.getByText('1–10 z 13')).toBeVisible();
  expect(param(page, 'pagination[pageNumber]')).toBeNull();
  await expect(dataRows(page).first()).toContainText(`${word} 13 nowe`);
  await page.goForward();
  await expect(page.getByText('11–13 z 13')).toBeVisible();
  expect(page.url()).toBe(pageTwo);

  // a pasted link reproduces the list in a fresh tab
  const other = await page.context().newPage();
  await other.goto(pageTwo);
  await expect(other.getByText('11–13 z 13')).toBeVisible();
  await expect(dataRows(other).first()).toContainText(`${word} 03`);
  await other.close();

  // page size: back to page 1
  await pick(page, 'Liczba pozycji na stronie', '20');
  await expect.poll(() => param(page, 'pagination[pageSize]')).toBe('20');
  expect(param(page, 'pagination[pageNumber]')).toBeNull();
  await expect(page.getByText('1–13 z 13')).toBeVisible();

  // the active filter: all / yes / no
  await pick(page, 'Aktywne', 'Nie');
  await expect.poll(() => param(page, 'filters[active][boolean]')).toBe('0');
  await expect(page.getByText('1–6 z 6')).toBeVisible();
  await expect(dataRows(page).getByText('Tak', { exact: true })).toHaveCount(0);

  // Clear wipes filters, paging and order
  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect.poll(() => listKeys(page)).toEqual([]);
  await expect(page.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');

  // edit: save stays, save and back returns to the list it came from
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(`${word} 13`);
  await expect(page.getByText('1–1 z 1')).toBeVisible();
  const listUrl = page.url();
  await page.getByRole('link', { name: `Edytuj: ${word} 13 nowe` }).click();
  await expect(page.getByRole('heading', { name: `Edycja: ${word} 13 nowe` })).toBeVisible();
  const editUrl = page.url();
  await page
    .getByRole('textbox', { name: 'Odpowiedź (Angielski)' })
    .fill('An answer from the form.');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie zapisano pytanie FAQ')).toBeVisible();
  expect(page.url()).toBe(editUrl);
  await page.getByRole('textbox', { name: 'Pozycja' }).fill('1');
  await page.getByRole('switch', { name: 'Aktywne' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Zapisz i wróć' }).first().click();
  await expect(page).toHaveURL(listUrl);
  const edited = page.getByRole('row', { name: new RegExp(`${word} 13 nowe`) });
  // cell 0 is the row's selection checkbox (REQ-UX-9: bulk actions)
  await expect(edited.getByRole('cell').nth(2)).toHaveText('1');
  await expect(edited.getByRole('cell').nth(3)).toHaveText('Nie');

  // delete: confirmation, toast, the list reloads
  await edited.getByRole('button', { name: `Usuń: ${word} 13 nowe` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Czy na pewno chcesz usunąć pytanie „${word} 13 nowe”?`);
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Pomyślnie usunięto pytanie FAQ')).toBeVisible();
  await expect(page.getByText('Nie znaleziono pytań FAQ.')).toBeVisible();
});

test('an editor builds the header/footer menu tree: create, nest, edit, list view, delete with children', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, MENU_EDITOR);
  const word = token();
  await signInAs(page, editor);
  await page.getByRole('navigation').getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Nagłówek' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stopka' })).toBeVisible();

  // a root item: create is disabled until a menu (or a parent) is chosen
  await page.getByRole('link', { name: 'Dodaj pozycję' }).click();
  await expect(page).toHaveURL(/\/menu\/create$/);
  await page.getByRole('textbox', { name: 'Etykieta (Polski)' }).fill(`${word} rodzic`);
  await expect(page.getByRole('button', { name: 'Dodaj', exact: true }).first()).toBeDisabled();
  await expect(
    page.getByText('Wybierz element nadrzędny albo menu (nagłówek lub stopka).'),
  ).toBeVisible();
  await pick(page, 'Menu', 'Stopka');
  await expect(page.getByRole('button', { name: 'Dodaj', exact: true }).first()).toBeEnabled();
  await pick(page, 'Podstrona serwisu', 'Kontakt');
  await expect(page.getByRole('textbox', { name: 'Adres URL (Polski)' })).toHaveValue('/kontakt');
  await expect(page.getByRole('textbox', { name: 'Adres URL (Angielski)' })).toHaveValue(
    '/en/contact',
  );
  await page.getByRole('textbox', { name: 'Pozycja' }).fill('9');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie dodano pozycję menu')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/\d+$/);
  await page.getByRole('link', { name: 'Wróć' }).first().click();

  const footer = page.getByRole('region', { name: 'Stopka' });
  await expect(footer.getByRole('row', { name: new RegExp(`${word} rodzic`) })).toContainText(
    '/kontakt',
  );

  // a child: choosing a parent clears the menu (and the other way round)
  await page.getByRole('link', { name: 'Dodaj pozycję' }).click();
  await page.getByRole('textbox', { name: 'Etykieta (Polski)' }).fill(`${word} dziecko`);
  await pick(page, 'Menu', 'Nagłówek');
  await pick(page, 'Element nadrzędny', `${word} rodzic`);
  await expect(page.getByRole('combobox', { name: 'Menu', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Adres URL (Polski)' }).fill('/kontakt#formularz');
  await page.getByRole('button', { name: 'Dodaj i wróć' }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByText('Pomyślnie dodano pozycję menu')).toBeVisible();

  // drawn under its parent, indented 16 px
  const child = footer.getByRole('row', { name: new RegExp(`${word} dziecko`) });
  await expect(child).toHaveAttribute('data-depth', '1');
  const rows = footer.locator('tbody tr');
  const labels = await rows.allTextContents();
  const parentIndex = labels.findIndex((text) => text.includes(`${word} rodzic`));
  expect(labels[parentIndex + 1]).toContain(`${word} dziecko`);
  const indent = await child
    .getByText(`${word} dziecko`)
    .evaluate(
      (element) => getComputedStyle(element.parentElement as HTMLElement).paddingInlineStart,
    );
  expect(indent).toBe('16px');

  // edit the child; its own subtree is never offered as a parent of the root
  await child.getByRole('link', { name: `Edytuj: ${word} dziecko` }).click();
  await expect(page.getByRole('heading', { name: `Edycja: ${word} dziecko` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Etykieta (Angielski)' }).fill(`${word} child`);
  await page.getByRole('textbox', { name: 'Etykieta (Polski)' }).fill(`${word} dziecko 2`);
  await page.getByRole('button', { name: 'Zapisz i wróć' }).first().click();
  await expect(page.getByText('Pomyślnie zapisano pozycję menu')).toBeVisible();
  await expect(footer.getByRole('row', { name: new RegExp(`${word} dziecko 2`) })).toBeVisible();

  await footer.getByRole('link', { name: `Edytuj: ${word} rodzic` }).click();
  await page.getByRole('combobox', { name: 'Element nadrzędny' }).click();
  await expect(page.getByRole('option', { name: /Regulamin/ })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(word) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Wróć' }).first().click();

  // the flat list: search, filter by menu, sort by label — all in the URL
  await page.getByRole('radiogroup', { name: 'Widok' }).getByText('Lista').click();
  await expect.poll(() => param(page, 'view')).toBe('list');
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(word);
  await expect(page.getByText('1–2 z 2')).toBeVisible();
  await page.getByRole('button', { name: 'Etykieta', exact: true }).click();
  await expect.poll(() => param(page, 'order[0][column]')).toBe('label');
  await expect(dataRows(page).first()).toContainText(`${word} dziecko 2`);
  await page.getByRole('button', { name: 'Etykieta', exact: true }).click();
  await expect(dataRows(page).first()).toContainText(`${word} rodzic`);
  await pick(page, 'Menu', 'Stopka');
  await expect.poll(() => param(page, 'filters[codeName][choice]')).toBe('footer');
  await expect(page.getByText('1–1 z 1')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1–1 z 1')).toBeVisible();
  // the list's filter is a native select: its value is the code, its shown option the label
  await expect(page.getByRole('combobox', { name: 'Menu', exact: true })).toHaveValue('footer');
  await page.goBack();
  await expect(page.getByText('1–2 z 2')).toBeVisible();

  // delete the parent from the tree: the confirmation says the children go too
  await page.getByRole('radiogroup', { name: 'Widok' }).getByText('Drzewo').click();
  await footer.getByRole('button', { name: `Usuń: ${word} rodzic` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Razem z nią zostaną usunięte jej podpozycje');
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Pomyślnie usunięto pozycję menu')).toBeVisible();
  await expect(footer.getByText(word)).toHaveCount(0);
});

test('a list sorted by question reads in the language shown, and turns with the language switch', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, FAQ_EDITOR);
  const word = token();
  const api = await adminApi(request);
  // the Polish and English questions sort in different orders; "Łódź" after "Adam" and before
  // "zebra" (the database's own order put it after "zebra")
  for (const [pl, en] of [
    ['zebra', 'Apple'],
    ['Łódź', 'banana'],
    ['Adam', 'Cherry'],
  ]) {
    await postFaq(api, { question: { pl: `${word} ${pl}`, en: `${word} ${en}` } });
  }
  await signInAs(page, editor);
  await page.goto(
    `/faq?filters[search][text]=${word}&order[0][column]=question&order[0][direction]=ASC`,
  );
  const questions = () =>
    dataRows(page)
      .locator('td:nth-child(2)') // after the selection checkbox
      .allInnerTexts()
      .then((cells) => cells.map((cell) => cell.trim()));
  await expect.poll(questions).toEqual([`${word} Adam`, `${word} Łódź`, `${word} zebra`]);
  await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect.poll(questions).toEqual([`${word} Apple`, `${word} banana`, `${word} Cherry`]);
});

test('without admin:faq:edit the FAQ form is read-only, and create and delete are not offered', async ({
  page,
  request,
}) => {
  const reader = await createStaff(request, ['admin:faq:list', 'admin:faq:get']);
  await signInAs(page, reader);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodaj pytanie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);

  await page
    .getByRole('link', { name: /^Edytuj: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Podgląd: / })).toBeVisible();
  await expect(page.getByText('formularz jest tylko do odczytu')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pytanie (Polski)' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Odpowiedź (Angielski)' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Pozycja' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Aktywne' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Zapisz/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Wróć' })).toHaveCount(2);

  // the create route is not registered for them at all
  await page.goto('/faq/create');
  await expect(page.getByRole('heading', { name: '404 – nie znaleziono strony' })).toBeVisible();
});

test('a pl/en pair with an error on one language keeps both inputs level (1280 px)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, FAQ_EDITOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, staff);
  await page.goto('/faq/create');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  // Polish is required, English is not: the error is on one side only
  await expect(page.getByText('Podaj treść pytania.')).toBeVisible();
  for (const field of ['Pytanie', 'Odpowiedź']) {
    const pl = await page.getByRole('textbox', { name: `${field} (Polski)` }).boundingBox();
    const en = await page.getByRole('textbox', { name: `${field} (Angielski)` }).boundingBox();
    expect(pl && en && Math.round(en.x) > Math.round(pl.x)).toBe(true); // side by side
    expect(Math.round(pl?.y ?? 0)).toBe(Math.round(en?.y ?? -1));
  }
});

test('two tabs edit the same FAQ: the second save is refused as stale and loses nothing typed', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, FAQ_EDITOR);
  const word = token();
  const api = await adminApi(request);
  const { id } = await api.post<{ id: number }>('/api/admin/faq', {
    data: {
      active: true,
      position: 50,
      isFeatured: false,
      question: { pl: `${word} wspólne`, en: 'Shared' },
      answer: { pl: 'Pierwotna odpowiedź.', en: '' },
    },
  });

  await signInAs(page, editor);
  const tabB = await page.context().newPage();
  await page.goto(`/faq/${id}`);
  await tabB.goto(`/faq/${id}`);
  await waitForSplash(tabB);
  await expect(page.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
    `${word} wspólne`,
  );
  await expect(tabB.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
    `${word} wspólne`,
  );

  // tab A saves first
  await page.getByRole('textbox', { name: 'Odpowiedź (Polski)' }).fill('Odpowiedź z karty A.');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie zapisano pytanie FAQ')).toBeVisible();

  // tab B, still on the old version, types and saves
  await tabB.getByRole('textbox', { name: 'Pytanie (Polski)' }).fill(`${word} z karty B?`);
  await tabB.getByRole('textbox', { name: 'Odpowiedź (Angielski)' }).fill('Typed in tab B.');
  await tabB.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  // the form's own notice (named by its title), not the error toast that says the same
  const notice = tabB.getByRole('alert', { name: 'Ktoś inny zapisał ten rekord w międzyczasie' });
  await expect(notice).toBeVisible();
  // the comparison opens over the form; closed, the notice stays
  const compare = tabB.getByRole('dialog', {
    name: 'Ktoś inny zapisał ten rekord w międzyczasie',
  });
  await expect(compare).toBeVisible();
  await compare.getByRole('button', { name: 'Anuluj' }).click();
  await expect(compare).toHaveCount(0);
  await expect(notice).toContainText(
    'Twoje zmiany nie zostały zapisane, ale nadal są w formularzu.',
  );
  await expect(tabB.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
    `${word} z karty B?`,
  );
  await expect(tabB.getByRole('textbox', { name: 'Odpowiedź (Angielski)' })).toHaveValue(
    'Typed in tab B.',
  );
  await expect(tabB.getByRole('textbox', { name: 'Odpowiedź (Polski)' })).toHaveValue(
    'Pierwotna odpowiedź.',
  );
  // nothing of B reached the server
  const stored = await api.get<{ question: { pl: string }; answer: { pl: string } }>(
    `/api/admin/faq/${id}`,
  );
  expect(stored.question.pl).toBe(`${word} wspólne`);
  expect(stored.answer.pl).toBe('Odpowiedź z karty A.');

  // leaving with the typed changes asks first
  await tabB.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
  const leave = tabB.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Zostań na stronie' }).click();
  await expect(tabB).toHaveURL(new RegExp(`/faq/${id}$`));
  await expect(tabB.getByRole('textbox', { name: 'Odpowiedź (Angielski)' })).toHaveValue(
    'Typed in tab B.',
  );

  // load the latest version: A's answer arrives, and a save now goes through
  await notice.getByRole('button', { name: 'Wczytaj najnowszą wersję' }).click();
  await tabB.getByRole('dialog').getByRole('button', { name: 'Odrzuć zmiany i wczytaj' }).click();
  await expect(tabB.getByRole('textbox', { name: 'Odpowiedź (Polski)' })).toHaveValue(
    'Odpowiedź z karty A.',
  );
  await expect(tabB.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
    `${word} wspólne`,
  );
  await expect(notice).toHaveCount(0);
  await tabB.getByRole('textbox', { name: 'Odpowiedź (Angielski)' }).fill('Typed in tab B again.');
  await tabB.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  await expect(tabB.getByText('Pomyślnie zapisano pytanie FAQ')).toBeVisible();
  // saved: leaving needs no confirmation
  await tabB.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
  await expect(tabB).toHaveURL(/\/faq$/);
  await expect(tabB.getByRole('dialog')).toHaveCount(0);
});

test('an access token that expires while typing does not cost the input', async ({ page }) => {
  // its own server, seeded with the demo data, starts first (up to 90 s on a loaded machine)
  test.setTimeout(180_000);
  const server = await startServer({ ACCESS_TOKEN_TTL: '2', SEED_DEMO_DATA: '1' });
  try {
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
    await page.getByLabel('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await waitForSplash(page);
    // an entry opened from the list (its id is the seed's, not the test's to know)
    await page.goto(`${server.baseURL}/faq`);
    await page
      .getByRole('link', { name: /^Edytuj: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq\/\d+$/);
    const opened = new URL(page.url()).pathname;
    const answer = page.getByRole('textbox', { name: 'Odpowiedź (Angielski)' });
    await expect(answer).not.toHaveValue('');
    await answer.fill('Typed while the session token expired.');
    await page.waitForTimeout(3_000); // the access token is dead now
    await page.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
    await expect(page.getByText('Pomyślnie zapisano pytanie FAQ')).toBeVisible();
    await expect(answer).toHaveValue('Typed while the session token expired.');
    await expect(page).toHaveURL(new RegExp(`${opened}$`));
  } finally {
    await server.stop();
  }
});
