import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signIn } from './support.js';

/*
 * Rules the specification states, kept through the screens: a series' own PayPal configuration
 * needs its active mode's credentials, each missing field marked (REQ-SETTINGS-4, as Settings); a blog tag's name is unique
 * per language (`NOT_UNIQUE_NAME` on that language's field); a new or cloned offer goes after the
 * last one, not onto a position another offer has.
 */

/** A field's description (its error) contains this text. */
const saying = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function api(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const res =
    method === 'GET'
      ? await request.get(url, { headers })
      : await request.post(url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const SERIES = {
  pl: {
    name: 'Nazwa',
    limit: 'Limit (liczba udziałów w sprzedaży)',
    price: 'Cena za udział (PLN)',
    useDefault: 'Domyślna konfiguracja PayPal',
    clientId: 'Client ID (sandbox)',
    create: 'Dodaj',
    missing: 'Podaj dane dostępowe środowiska testowego.',
  },
  en: {
    name: 'Name',
    limit: 'Limit (shares on sale)',
    price: 'Price per share (PLN)',
    useDefault: 'Default PayPal configuration',
    clientId: 'Client ID (sandbox)',
    create: 'Create',
    missing: 'Enter the sandbox credentials.',
  },
} as const;

const TAGS = {
  pl: {
    namePl: 'Nazwa (Polski)',
    nameEn: 'Nazwa (Angielski)',
    create: 'Dodaj',
    taken: 'Taka nazwa już istnieje.',
  },
  en: {
    namePl: 'Name (Polish)',
    nameEn: 'Name (English)',
    create: 'Create',
    taken: 'This name is already taken.',
  },
} as const;

for (const language of ['pl', 'en'] as const) {
  test(`${language}: a series with its own PayPal configuration is not saved without its credentials`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const text = SERIES[language];
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, language);
    await page.goto('/series/create');
    await page
      .getByRole('textbox', { name: text.name, exact: true })
      .fill(`Seria PayPal ${stamp()}`);
    await page.getByLabel(text.limit).fill('100');
    await page.getByLabel(text.price).fill('500');
    await page.getByLabel(text.useDefault).click();
    const create = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/series') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.create, exact: true }).first().click();
    expect((await create).status()).toBe(400);
    // said on the field to fill, in the user's language; the form stays on the create screen
    await expect(page.getByLabel(text.clientId)).toHaveAccessibleDescription(saying(text.missing));
    // the secret is missing too: both fields are marked at once (REQ-POLISH-2)
    await expect(page.getByLabel('Secret (sandbox)')).toHaveAccessibleDescription(
      saying(text.missing),
    );
    await expect(page).toHaveURL(/\/series\/create$/);
    await expectNoAxeViolations(page, `series create, credentials missing (${language})`);
  });

  test(`${language}: a tag's name another tag has in that language is refused on that field`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const text = TAGS[language];
    const id = stamp();
    await api(page.request, 'POST', '/api/admin/tags', {
      data: { name: { pl: `Zielona energia ${id}`, en: `Green energy ${id}` } },
    });
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, language);
    await page.goto('/blog/tags/create');
    const namePl = page.getByRole('textbox', { name: text.namePl });
    const nameEn = page.getByRole('textbox', { name: text.nameEn });
    await namePl.fill(`Odnawialne źródła ${id}`);
    // the same English name, typed in other letter case
    await nameEn.fill(`GREEN ENERGY ${id}`);
    await page.getByRole('button', { name: text.create, exact: true }).first().click();
    await expect(nameEn).toHaveAccessibleDescription(saying(text.taken));
    await expect(namePl).not.toHaveAccessibleDescription(saying(text.taken));
    await expect(page).toHaveURL(/\/blog\/tags\/create$/);
    await expectNoAxeViolations(page, `tag create, name taken (${language})`);

    // the Polish name the same way
    await nameEn.fill(`Renewables ${id}`);
    await namePl.fill(`zielona ENERGIA ${id}`);
    // saved from the field (Ctrl+Enter): the first refusal's toast sits over the toolbar
    await namePl.press('Control+Enter');
    await expect(namePl).toHaveAccessibleDescription(saying(text.taken));
    await expect(nameEn).not.toHaveAccessibleDescription(saying(text.taken));
  });
}

test('a new offer and its clone go after the last offer, not onto a taken position', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lastPosition = async () => {
    const list = (await api(
      page.request,
      'GET',
      '/api/admin/offer?pagination[pageSize]=1&order[0][column]=position&order[0][direction]=DESC',
    )) as { items: { position: number }[] };
    return list.items[0]?.position ?? 0;
  };
  const last = await lastPosition();
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');

  await page.goto('/pages/create');
  const position = page.getByRole('textbox', { name: 'Position', exact: true });
  // nothing typed: the server puts it after the last offer, and the field says so
  await expect(position).toHaveValue('');
  await expect(position).toHaveAccessibleDescription(saying('Empty: after the last offer.'));
  const title = `Pozycja ${stamp()}`;
  await page.getByRole('textbox', { name: 'Title (Polish)', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'SEO title (Polish)', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'SEO description (Polish)', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);
  await expect(position).toHaveValue(String(last + 1));

  await page.goto('/pages');
  await page.getByLabel('Search', { exact: true }).fill(title);
  await page.getByRole('button', { name: `Clone offer ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue(
    String(last + 2),
  );
  expect(await lastPosition()).toBe(last + 2);
});
