import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import {
  addVirtualAuthenticator,
  createStaff,
  fillManualOrder,
  manualOrderChoice,
  signIn,
} from './support.js';

/**
 * Passkeys (REQ-MFA-6 to REQ-MFA-8) through Chromium's virtual authenticator (CDP WebAuthn):
 * a staff user adds a named passkey on their own page, renames it, signs out and signs in with
 * it as the second step, in Polish and English, and removes it after a check with it; the
 * list, the dialogs and the sign-in's passkey step pass the axe gate in both languages. A user
 * whose only factor is a passkey confirms a money action with it in the step-up dialog (Polish).
 *
 * On `localhost`, not the other specs' 127.0.0.1: a passkey belongs to a host name (an IP
 * address is no relying party id), and the server's relying party is the host of its
 * configured address, here the listening address's `localhost`.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

async function passwordStep(page: Page, email: string, password: string, language: 'pl' | 'en') {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(language === 'pl' ? 'Hasło' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Sign in' }).click();
}

test('add, rename and use a passkey as the second step; remove it after a check', async ({
  page,
  request,
}) => {
  await addVirtualAuthenticator(page);
  const staff = await createStaff(request, []);
  await signIn(page, staff.email, staff.password, 'pl');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Klucze dostępu' });
  await expect(section.getByText('Nie masz jeszcze kluczy dostępu.')).toBeVisible();

  // the naming dialog: an empty name is refused in Polish
  await section.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Nowy klucz dostępu' });
  await addDialog.getByRole('button', { name: 'Dalej: utwórz klucz' }).click();
  await expect(addDialog.getByText('Podaj nazwę klucza dostępu.')).toBeVisible();
  await expectNoAxeViolations(page, 'passkey naming dialog (pl)');
  await addDialog.getByLabel('Nazwa').fill('Laptop testowy');
  await addDialog.getByRole('button', { name: 'Dalej: utwórz klucz' }).click();
  await expect(addDialog).toHaveCount(0);
  const list = section.getByTestId('passkey-list');
  await expect(list.getByRole('row', { name: /Laptop testowy/ })).toContainText(
    'Jeszcze nie użyty',
  );
  await expectNoAxeViolations(page, 'account passkey list (pl)');

  await section.getByRole('button', { name: 'Zmień nazwę klucza „Laptop testowy”' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Zmiana nazwy klucza dostępu' });
  await expect(renameDialog).toBeVisible();
  await expectNoAxeViolations(page, 'passkey rename dialog (pl)');
  await renameDialog.getByLabel('Nazwa').fill('Laptop');
  await renameDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(renameDialog).toHaveCount(0);
  await expect(list.getByRole('row', { name: /Laptop/ })).toHaveCount(1);
  await expect(list.getByText('Laptop testowy')).toHaveCount(0);

  await section.getByRole('button', { name: 'Usuń klucz „Laptop”' }).click();
  const plRemove = page.getByRole('dialog', { name: 'Usunięcie klucza dostępu' });
  await expect(
    plRemove.getByRole('button', { name: 'Potwierdź kluczem dostępu i usuń' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'passkey remove dialog (pl)');
  await plRemove.getByRole('button', { name: 'Anuluj' }).click();
  await expect(plRemove).toHaveCount(0);

  await page.getByRole('button', { name: 'Wyloguj' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // the password alone no longer signs in: a passkey is the second step, and the only one
  await passwordStep(page, staff.email, staff.password, 'pl');
  await expect(
    page.getByText('Potwierdź logowanie kluczem dostępu', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Kod z aplikacji')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Użyj kodu odzyskiwania' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'sign-in second step, passkey (pl)');
  await page.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(page.getByText('Zalogowany:')).toBeVisible();
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'Klucze dostępu' }).getByText('Jeszcze nie użyty'),
  ).toHaveCount(0);

  // English: the list and the dialogs, then the sign-in's passkey step
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  const enSection = page.getByRole('region', { name: 'Passkeys' });
  await expect(enSection.getByRole('columnheader', { name: 'Last used' })).toBeVisible();
  await expectNoAxeViolations(page, 'account passkey list (en)');
  await enSection.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('dialog', { name: 'New passkey' })).toBeVisible();
  await expectNoAxeViolations(page, 'passkey naming dialog (en)');
  await page
    .getByRole('dialog', { name: 'New passkey' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await enSection.getByRole('button', { name: 'Rename passkey "Laptop"' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename the passkey' })).toBeVisible();
  await expectNoAxeViolations(page, 'passkey rename dialog (en)');
  await page
    .getByRole('dialog', { name: 'Rename the passkey' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await enSection.getByRole('button', { name: 'Remove passkey "Laptop"' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove the passkey' })).toBeVisible();
  await expectNoAxeViolations(page, 'passkey remove dialog (en)');
  await page
    .getByRole('dialog', { name: 'Remove the passkey' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await passwordStep(page, staff.email, staff.password, 'en');
  await expect(
    page.getByText('Confirm the sign-in with a passkey', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in second step, passkey (en)');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Signed in:')).toBeVisible();

  // removing asks for a check: the passkey itself answers it
  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Passkeys' })
    .getByRole('button', { name: 'Remove passkey "Laptop"' })
    .click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove the passkey' });
  await expect(removeDialog).toBeVisible();
  await expectNoAxeViolations(page, 'passkey remove dialog, passkey only (en)');
  await removeDialog.getByRole('button', { name: 'Confirm with a passkey and remove' }).click();
  await expect(removeDialog).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByText('You have no passkeys yet.'),
  ).toBeVisible();
});

test('a user whose only factor is a passkey confirms with it in the step-up dialog (Polish)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { offer, series, investor, agreements } = await manualOrderChoice(request, {
    room: 21,
    investorAt: -3,
  });

  await addVirtualAuthenticator(page);
  const staff = await createStaff(request, [
    'admin:order:list',
    'admin:order:get',
    'admin:investment:list',
    'admin:investment:get',
    'admin:investment:manual-order',
  ]);
  await signIn(page, staff.email, staff.password, 'pl', { stepUp: false });
  // a passkey added on the account page; the session itself has made no check since
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Klucze dostępu' });
  await section.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Nowy klucz dostępu' });
  await addDialog.getByLabel('Nazwa').fill('Laptop');
  await addDialog.getByRole('button', { name: 'Dalej: utwórz klucz' }).click();
  await expect(addDialog).toHaveCount(0);
  await expect(
    section.getByTestId('passkey-list').getByRole('row', { name: /Laptop/ }),
  ).toHaveCount(1);

  await fillManualOrder(
    page,
    {
      investorEmail: investor.email,
      offerId: offer.id,
      seriesName: series.name,
      quantity: 2,
      agreements,
    },
    'pl',
  );
  const dialog = page.getByRole('dialog', { name: 'Potwierdź, że to Ty' });
  await expect(
    dialog.getByText('Ta czynność wymaga potwierdzenia kluczem dostępu', { exact: false }),
  ).toBeVisible();
  // no password and no code box: the passkey is the account's only factor
  await expect(dialog.getByLabel('Hasło', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Kod z aplikacji')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step-up dialog, passkey (pl)');
  await dialog.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/\d+\/edit$/);
});
