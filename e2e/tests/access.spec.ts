import { expect, test, type Locator, type Page } from '@playwright/test';
import { linkPath, readMail, signIn } from './support.js';

/*
 * Accounts and access through the UI, end to end: the seeded super admin builds a role with the
 * FAQ permissions, creates a staff account and gives it the role; the new user sets a password
 * from the mailed link and sees only what the role allows; the role is taken away and the very
 * next call is refused, and after a reload the menu shrinks. The account's page shows its last
 * sign-in (none, then the new user's).
 */

const FAQ_ACTIONS = ['list', 'get', 'create', 'edit', 'delete', 'export'] as const;

/** A picker (`DualListPicker`) by its heading, and its two lists. */
function picker(page: Page, title: string) {
  const group = page.getByRole('group', { name: title, exact: true });
  return {
    group,
    list: (name: string): Locator => group.getByRole('list', { name, exact: true }),
    search: (name: string): Locator => group.getByRole('searchbox', { name: `Szukaj: ${name}` }),
  };
}

/** The links of the sidebar, in order. */
function menuLinks(page: Page): Locator {
  return page.getByRole('navigation').getByRole('link');
}

test('a role with the FAQ permissions, given to a new staff account and taken away again', async ({
  page,
  browser,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const roleName = `FAQ editors ${unique}`;
  const email = `faq-editor-${unique}@example.com`;
  const password = 'Redaktor123';

  await signIn(page);

  // 1. the role, through the Roles screens: create → its editor
  await page.getByRole('navigation').getByRole('link', { name: 'Role', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Role', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj rolę' }).first().click();
  await expect(page).toHaveURL(/\/roles\/create$/);
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(roleName);
  await page.getByRole('textbox', { name: 'Opis' }).fill('Redakcja pytań i odpowiedzi FAQ.');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie dodano rolę')).toBeVisible();
  await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
  const roleEditor = new URL(page.url()).pathname;
  await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(roleName);

  // the FAQ permissions, found with the picker's search and assigned one by one
  const rolePermissions = picker(page, 'Uprawnienia roli');
  await rolePermissions.search('Dostępne uprawnienia').fill('admin:faq:');
  await expect(rolePermissions.list('Dostępne uprawnienia').getByRole('listitem')).toHaveCount(
    FAQ_ACTIONS.length,
  );
  for (const action of FAQ_ACTIONS) {
    await rolePermissions.group
      .getByRole('button', { name: `Przypisz: admin:faq:${action}` })
      .click();
    await expect(
      rolePermissions.list('Uprawnienia roli').getByText(`admin:faq:${action}`, { exact: true }),
    ).toBeVisible();
  }
  await expect(rolePermissions.list('Uprawnienia roli').getByRole('listitem')).toHaveCount(
    FAQ_ACTIONS.length,
  );

  // 2. the staff account, through the Staff accounts screens: create → its page
  await page.getByRole('navigation').getByRole('link', { name: 'Konta pracowników' }).click();
  await expect(page.getByRole('heading', { name: 'Konta pracowników', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj konto pracownika' }).first().click();
  await expect(page).toHaveURL(/\/staff-accounts\/create$/);
  await expect(page.getByRole('switch', { name: /^Administrator/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Imię' }).fill('Fryderyk');
  await page.getByRole('textbox', { name: 'Nazwisko' }).fill('Redaktor');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(page.getByText('Pomyślnie dodano użytkownika')).toBeVisible();
  await expect(page).toHaveURL(/\/staff-accounts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edycja: Fryderyk Redaktor' })).toBeVisible();
  const staffPage = new URL(page.url()).pathname;
  // the sign-in history: a new account has none yet
  await expect(page.getByTestId('last-sign-in')).toHaveText('ostatnie logowanie: brak');

  // 3. the role, from the account's Roles tab
  await page.getByRole('tab', { name: 'Role' }).click();
  const userRoles = picker(page, 'Role użytkownika');
  await expect(userRoles.group.getByText('Użytkownik nie ma żadnej roli.')).toBeVisible();
  await userRoles.search('Dostępne role').fill(unique);
  await userRoles.group.getByRole('button', { name: `Przypisz: ${roleName}` }).click();
  await expect(page.getByText('Pomyślnie przypisano rolę użytkownikowi')).toBeVisible();
  await expect(userRoles.list('Przypisane role').getByText(roleName)).toBeVisible();

  // 4. the new user sets a password from the mailed link, in a browser of their own
  const mail = await readMail(email);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto(linkPath(mail.text));
  await expect(userPage.getByRole('heading', { name: 'Ustaw hasło' })).toBeVisible();
  await userPage.getByLabel('Nowe hasło', { exact: true }).fill(password);
  await userPage.getByLabel('Powtórz hasło', { exact: true }).fill(password);
  await userPage.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(userPage.getByText('Hasło ustawione')).toBeVisible();

  // 5. signed in, the menu holds exactly Dashboard and FAQ, and the FAQ list opens
  await signIn(userPage, email, password);
  await expect(userPage.getByText('Fryderyk Redaktor')).toBeVisible();
  await expect(menuLinks(userPage)).toHaveText(['Dashboard', 'FAQ']);
  await menuLinks(userPage).filter({ hasText: 'FAQ' }).click();
  await expect(userPage.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(userPage.getByRole('table')).toBeVisible();
  await expect(userPage.getByRole('link', { name: 'Dodaj pytanie' }).first()).toBeVisible();

  // the administrator sees the sign-in on the account's page: when, and from which address
  await page.goto(staffPage);
  await expect(page.getByTestId('last-sign-in')).toHaveText(
    /^ostatnie logowanie: \d.*, IP (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/,
  );

  // 6. the administrator takes the role away, from the role editor's users picker
  await page.goto(roleEditor);
  const roleUsers = picker(page, 'Użytkownicy z tą rolą');
  await expect(roleUsers.list('Mają tę rolę').getByText(email)).toBeVisible();
  await roleUsers.group
    .getByRole('button', { name: `Odbierz: Redaktor Fryderyk (${email})` })
    .click();
  await expect(page.getByText('Pomyślnie odebrano rolę użytkownikowi')).toBeVisible();
  await expect(roleUsers.group.getByText('Nikt nie ma jeszcze tej roli.')).toBeVisible();

  // 7. the user's next call is refused: reloading the FAQ list shows the error
  const refused = userPage.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/faq' && response.status() === 403,
  );
  await userPage.getByRole('button', { name: 'Odśwież' }).click();
  await refused;
  await expect(
    userPage.getByRole('alert').filter({ hasText: 'Nie udało się wczytać listy' }),
  ).toBeVisible();

  // 8. after a reload the FAQ route is gone (404 screen) and the menu shrinks to Dashboard
  await userPage.reload();
  await expect(
    userPage.getByRole('heading', { name: '404 – nie znaleziono strony' }),
  ).toBeVisible();
  await expect(menuLinks(userPage)).toHaveText(['Dashboard']);

  await userContext.close();
});
