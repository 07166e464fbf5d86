import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, adminApi, apiToken, signIn } from './support.js';
import { firstOf } from './records.js';

// The shell (REQ-UX-1 to REQ-UX-7, REQ-SHELL-5): deep links through sign-in, page titles, the
// splash, keyboard access, the command palette, toasts below the top bar, and the colour scheme
// stored per user.

/** Fills the login form (already open) and submits it, without the helper's splash handling. */
async function submitLogin(page: Page) {
  await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** A FAQ entry's id, found through the API (the seed's ids are not the test's to know). */
const anyFaq = async (request: APIRequestContext) =>
  firstOf('/api/admin/faq')(await adminApi(request));

test('a deep link survives sign-in, query string included; an outside address is never followed', async ({
  page,
  request,
}) => {
  const faq = await anyFaq(request);
  await page.goto(`/faq/${faq}?x=1`);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page);
  await expect(page).toHaveURL(new RegExp(`/faq/${faq}\\?x=1$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // a return path planted by someone else is checked again when read: home, not evil.com
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await page.evaluate(() => window.sessionStorage.setItem('returnPath', '//evil.com/x'));
  await submitLogin(page);
  await expect(page.getByText('Zalogowany:')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
});

test('each page has its own title, in the current language', async ({ page, request }) => {
  const faq = await anyFaq(request);
  const role = await firstOf('/api/admin/role')(await adminApi(request));
  await page.goto('/login');
  await expect(page).toHaveTitle('Logowanie · Back-office');
  await signIn(page);
  await expect(page).toHaveTitle('Dashboard · Back-office');
  const titles: [string, string][] = [
    ['/users', 'Użytkownicy · Back-office'],
    ['/users/create', 'Nowy użytkownik · Back-office'],
    ['/faq', 'FAQ · Back-office'],
    // an edit screen names its record, then the area (not `FAQ #3`)
    [`/faq/${faq}`, /^[^#]+ · FAQ · Back-office$/.source],
    [`/roles/${role}/edit`, /^[^#]+ · Role · Back-office$/.source],
    ['/no-such-page', /· Back-office$/.source],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    if (title.endsWith('$')) await expect(page).toHaveTitle(new RegExp(title));
    else await expect(page).toHaveTitle(title);
  }
  await page.goto('/users');
  await expect(page).toHaveTitle('Użytkownicy · Back-office');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page).toHaveTitle('Users · Back-office');
});

test('the splash greets by full name once per sign-in and never blocks a click', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page);
  const splash = page.getByTestId('splash');
  // no dialog, no overlay, focus not taken: read in the page the moment the greeting shows, as
  // it hides itself after 3 s, and on a loaded CI machine a check after Playwright's own wait
  // for the text once came after that
  const shown = await page
    .waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="splash"]');
        if (!el?.textContent?.includes('Witaj, Super Admin')) return null;
        return {
          visible: el.checkVisibility(),
          dialogs: document.querySelectorAll('[role="dialog"]').length,
          focusInside: el.contains(document.activeElement),
          // what lets a click through to the page beneath
          pointerEvents: getComputedStyle(el).pointerEvents,
        };
      },
      undefined,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(shown).toEqual({ visible: true, dialogs: 0, focusInside: false, pointerEvents: 'none' });
  // the click goes through to the page (pointer-events, above), and hides the splash
  await page.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(splash).toBeHidden();
  // not again after a reload, nor in a new tab of the same session
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/faq');
  await expect(other.getByRole('table')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(other.getByTestId('splash')).toHaveCount(0);
});

test('keyboard: the first Tab reaches the skip link, and a page that opens takes focus on its heading', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/faq');
  await expect(page.getByRole('table')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeFocused();

  // in-app navigation: focus lands on the new page's heading, not on the menu link
  await page.getByRole('navigation').getByRole('link', { name: 'Użytkownicy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeFocused();

  // a text field's focus ring is a real outline, not a 1 px colour change
  const field = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await field.focus();
  const outline = await field.evaluate((el) => getComputedStyle(el).outlineWidth);
  expect(parseFloat(outline)).toBeGreaterThanOrEqual(2);
});

test('Ctrl+K opens the command palette and reaches /users by typing; ? lists the shortcuts', async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Przejdź do…' });
  await expect(palette).toBeVisible();
  const box = palette.getByRole('combobox');
  await expect(box).toBeFocused();
  // diacritics need not be typed
  await box.fill('uzytkow');
  await expect(palette.getByRole('option', { name: 'Użytkownicy', exact: true })).toBeVisible();
  await expect(palette.getByRole('option', { name: 'Role', exact: true })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users$/);
  await expect(palette).toBeHidden();

  // "create X" actions too
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Przejdź do…' }).fill('dodaj faq');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq\/create$/);

  // ? outside a field lists the shortcuts; inside a field it is just a character
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Skróty klawiszowe' });
  await expect(help).toBeVisible();
  for (const key of ['K', '?', '/', 'Enter'])
    await expect(help.getByText(key, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  const field = page.getByRole('textbox').first();
  await field.click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the palette offers only what the user may open', async ({ page, request }) => {
  const { createStaff } = await import('./support.js');
  const staff = await createStaff(request, ['admin:faq:list']);
  await signIn(page, staff.email, staff.password);
  await page.keyboard.press('Control+k');
  const options = page.getByRole('dialog').getByRole('option');
  await expect(options).toHaveText(['Dashboard', 'FAQ']);
});

test('toasts sit below the top bar, even at 390 px', async ({ page, request }) => {
  const faq = await anyFaq(request);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await page.goto(`/faq/${faq}`);
  const position = page.getByLabel('Pozycja');
  await expect(position).toBeEnabled();
  await position.fill(String(40 + Math.floor(Math.random() * 50)));
  await page.getByRole('button', { name: 'Zapisz', exact: true }).first().click();
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const header = await page.locator('header').boundingBox();
  const box = await toast.boundingBox();
  expect(header && box).toBeTruthy();
  if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  // the menu button, language switch and logout stay clickable while it shows
  await page.getByRole('button', { name: 'EN', exact: true }).click({ timeout: 2000 });
  await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 2000 });
});

test('the colour scheme is stored per user on the server and applied from the first paint', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: /^Motyw kolorów/ }).click();
  await page.getByRole('menuitem', { name: 'Ciemny' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  try {
    // stored on the server
    const token = await apiToken(request);
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get('/api/user/me/preferences', {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json()
          ).colorScheme,
      )
      .toBe('dark');
    // a reload paints dark before the server answers (no flash of light)
    await page.route('**/api/user/me/preferences', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark', { timeout: 1000 });
    // the app asks for its preferences as soon as its code runs: wait for that held request
    await page.unrouteAll({ behavior: 'wait' });

    // another browser (nothing cached) gets it from the server after sign-in
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh);
    await expect(fresh.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await context.close();
  } finally {
    const token = await apiToken(request);
    await request.put('/api/user/me/preferences', {
      headers: { authorization: `Bearer ${token}` },
      data: { colorScheme: null },
    });
  }
});
