import { expect, test, type Page } from '@playwright/test';
import { createStaff, signIn } from './support.js';

// Ctrl+K finds records, not only screens (GET /api/admin/search): the demo data's investors,
// staff, offers, orders and transactions, grouped by kind, opened with Enter.

const TEXT = {
  pl: {
    title: 'Przejdź do…',
    investors: 'Inwestorzy',
    staff: 'Konta pracowników',
    offers: 'Oferty',
    orders: 'Zamówienia',
    transactions: 'Transakcje',
    offer: 'Zabłocie Etap II',
    offerQuery: 'zabłocie etap',
    order: 'Zamówienie nr 1',
    transaction: 'Transakcja nr 1',
    hint: 'Wpisz co najmniej 3 znaki lub numer, by znaleźć też rekordy.',
    // two letters of a screen's name (Konta pracowników)
    short: 'ko',
  },
  en: {
    title: 'Go to…',
    investors: 'Investors',
    staff: 'Staff accounts',
    offers: 'Offers',
    orders: 'Orders',
    transactions: 'Transactions',
    offer: 'Zabłocie Phase II',
    // the slug (zablocie-etap-ii) is typed without Polish letters, the English title's word too
    offerQuery: 'zablocie phase',
    order: 'Order #1',
    transaction: 'Transaction #1',
    hint: 'Type at least 3 characters or a number to find records too.',
    // two letters of a screen's name (Staff accounts)
    short: 'st',
  },
} as const;

async function openPalette(page: Page, title: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: title });
  await expect(palette.getByRole('combobox')).toBeFocused();
  return palette;
}

/** The group headings of the palette's list, in order. */
const groupNames = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('group')
    .evaluateAll((groups) =>
      groups.map(
        (group) =>
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    );

for (const language of ['pl', 'en'] as const) {
  const t = TEXT[language];
  test(`Ctrl+K finds investors, staff, offers, orders and transactions, grouped by kind, and Enter opens one, ${language}`, async ({
    page,
  }) => {
    await signIn(page, undefined, undefined, language);

    // people: by name, each kind under its heading; the arrow moves to the next group's record
    let palette = await openPalette(page, t.title);
    await palette.getByRole('combobox').fill('kow');
    await palette.getByRole('combobox').pressSequentially('al');
    const investor = palette
      .getByRole('group', { name: t.investors })
      .getByRole('option', { name: /Agnieszka Kowalczyk/ });
    const staff = palette
      .getByRole('group', { name: t.staff })
      .getByRole('option', { name: /Piotr Kowalski/ });
    await expect(investor).toBeVisible();
    await expect(investor).toContainText('agnieszka.kowalczyk@example.com');
    await expect(staff).toBeVisible();
    expect(await groupNames(page)).toEqual([t.investors, t.staff]);
    await expect(investor).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(staff).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff-accounts\/\d+$/);
    await expect(palette).toBeHidden();
    await expect(page.getByRole('textbox', { name: /^E-?mail/ })).toHaveValue(
      'piotr.kowalski@example.com',
    );

    // an offer by its title in the UI language (the slug serves a query without Polish letters)
    palette = await openPalette(page, t.title);
    await palette.getByRole('combobox').fill(t.offerQuery);
    const offer = palette
      .getByRole('group', { name: t.offers })
      .getByRole('option', { name: new RegExp(`^${t.offer}`) });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);

    // an order and a transaction by number
    palette = await openPalette(page, t.title);
    await palette.getByRole('combobox').fill('#1');
    await expect(
      palette
        .getByRole('group', { name: t.transactions })
        .getByRole('option', { name: new RegExp(`^${t.transaction}`) }),
    ).toBeVisible();
    const order = palette
      .getByRole('group', { name: t.orders })
      .getByRole('option', { name: new RegExp(`^${t.order}`) });
    await expect(order).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/1\/edit$/);

    // a short word finds screens only, and says what finds records
    palette = await openPalette(page, t.title);
    await palette.getByRole('combobox').fill(t.short);
    await expect(palette.getByRole('status')).toHaveText(t.hint);
    await expect(palette.getByRole('group', { name: t.investors })).toHaveCount(0);
  });
}

test('the palette finds only the records the user may open', async ({ page, request }) => {
  const reader = await createStaff(request, ['admin:user:list', 'admin:user:get']);
  await signIn(page, reader.email, reader.password);
  const palette = await openPalette(page, TEXT.pl.title);
  await palette.getByRole('combobox').fill('kowal');
  await expect(
    palette.getByRole('group', { name: 'Inwestorzy' }).getByRole('option', { name: /Kowalczyk/ }),
  ).toBeVisible();
  // orders need admin:order:list and get: the number finds nothing
  await palette.getByRole('combobox').fill('#1');
  await expect(palette.getByRole('status')).toHaveText('Nic nie pasuje.');
  await expect(palette.getByRole('option')).toHaveCount(0);
});
