import { expect, test } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  createStaff,
  linkPath,
  readMail,
  signIn,
  startServer,
} from './support.js';

test('the seeded admin signs in, sees the shell with their name, switches language and signs out', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByText('Super Admin')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'FAQ' })).toBeVisible();

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByText('Signed in:')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('platformLanguage'))).toBe('en');
  await page.reload();
  await expect(page.getByText('Signed in:')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // signed out for real: a protected route sends back to the login screen
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the translated error and an empty form the field errors', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Podaj adres e-mail.')).toBeVisible();
  await expect(page.getByText('Podaj hasło.')).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Hasło', { exact: true }).fill('Definitely-wrong-1');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → the emailed link → a new password → sign in with it', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['admin:faq:list']);
  const since = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page.getByRole('heading', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByText('Sprawdź skrzynkę')).toBeVisible();

  const mail = await readMail(staff.email, since);
  await page.goto(linkPath(mail.text));
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
  await page.getByLabel('Nowe hasło', { exact: true }).fill('short');
  await page.getByLabel('Powtórz hasło', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText(/8 znaków/).first()).toBeVisible();
  // meets the length, capital and digit rule, and is one of the most common passwords: the
  // server refuses it (PASSWORD_TOO_COMMON) and the form shows why on the field
  await page.getByLabel('Nowe hasło', { exact: true }).fill('Password1');
  await page.getByLabel('Powtórz hasło', { exact: true }).fill('Password1');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByLabel('Nowe hasło', { exact: true })).toHaveAccessibleDescription(
    /To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć/,
  );
  await page.getByLabel('Nowe hasło', { exact: true }).fill('BrandNew123');
  await page.getByLabel('Powtórz hasło', { exact: true }).fill('BrandNew123');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zmienione')).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do logowania' }).click();

  await signIn(page, staff.email, 'BrandNew123');
  await expect(page.getByText('Ola Testowa')).toBeVisible();

  // the link was single-use: opening it again sends the user to the login screen
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(linkPath(mail.text));
  await expect(page).toHaveURL(/\/login$/);
});

test('a user without a permission does not see its menu entry and gets the 404 screen on its URL', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['admin:faq:list']);
  await signIn(page, staff.email, staff.password);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dziennik zmian' })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: '404 – nie znaleziono strony' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Wróć do dashboardu' })
    .or(page.getByRole('button', { name: 'Wróć do dashboardu' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session the server no longer honours ends on /login saying so, and sign-in returns to the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transakcje' }).first()).toBeVisible();
  // both tokens refused, as after a revocation or a refresh token's expiry
  await page.evaluate(() => {
    window.localStorage.setItem('accessToken', 'not-a-token');
    window.localStorage.setItem('refreshToken', 'not-a-token');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sesja wygasła' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
  await page
    .getByLabel('Hasło', { exact: true })
    .fill(process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdmin123');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  // said once: signing out lands on a plain sign-in screen
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sesja wygasła')).toHaveCount(0);
});

test('a session that ends while a form is filled in asks for the password over it, and the typed text is saved after', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/faq/create');
  const question = `Sesja ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Pytanie (Polski)' }).fill(question);
  await page.getByRole('textbox', { name: 'Odpowiedź (Polski)' }).fill('Odpowiedź po sesji.');
  // both tokens refused while the form is open, as after a revocation
  await page.evaluate(() => {
    window.localStorage.setItem('accessToken', 'not-a-token');
    window.localStorage.setItem('refreshToken', 'not-a-token');
  });
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sesja wygasła' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/faq\/create$/);
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(E2E_ADMIN_EMAIL);
  await dialog.getByLabel('Hasło', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog
    .getByLabel('Hasło', { exact: true })
    .fill(process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdmin123');
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(dialog).toBeHidden();
  // the form is as it was, and saves now
  await expect(page.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(question);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie dodano pytanie FAQ')).toBeVisible();
  await expect(page).toHaveURL(/\/faq\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(question);
});

test.describe('with a differently configured server', () => {
  test('an access token that expires mid-session is refreshed without the user noticing', async ({
    page,
  }) => {
    // 5 s, not less: on a busy machine a refreshed request's retry can take over a second to
    // leave the browser, and a token of 1–2 s (whole seconds) was dead again by then
    const server = await startServer({ ACCESS_TOKEN_TTL: '5' });
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/token') && req.postDataJSON()?.grantType === 'refresh_token')
        refreshes.push(req.url());
    });
    try {
      await page.goto(`${server.baseURL}/login`);
      await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
      await page
        .getByLabel('Hasło', { exact: true })
        .fill(process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdmin123');
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(page.getByText('Zalogowany:')).toBeVisible();

      await page.waitForTimeout(6_000); // the access token is dead now
      const listLoaded = page.waitForResponse(
        (r) => r.url().includes('/api/admin/faq') && r.status() === 200,
      );
      await page.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq/);
      await expect(page.getByRole('heading', { name: 'FAQ' }).first()).toBeVisible();
      await expect(page.getByText('Zalogowany:')).toBeVisible();
      await listLoaded; // the list data came through with a refreshed token
      expect(refreshes.length).toBeGreaterThan(0);
      await page.reload();
      await expect(page.getByText('Zalogowany:')).toBeVisible();
      expect(page.url()).not.toMatch(/\/login$/);
    } finally {
      await server.stop();
    }
  });

  test('with system maintenance on, the app shows the maintenance screen with the configured title and message', async ({
    page,
  }) => {
    const server = await startServer({ SYSTEM_MAINTENANCE: '1' });
    try {
      await page.goto(`${server.baseURL}/login`);
      await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
      await page.getByLabel('Hasło', { exact: true }).fill('E2eAdmin123');
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(page.getByRole('heading', { name: 'Aktualizacja systemu' })).toBeVisible();
      await expect(
        page.getByText('Trwa aktualizacja systemu. Spróbuj ponownie za kilka minut.'),
      ).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
