import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoAxeViolations } from './axe.js';
import { createStaff, signIn } from './support.js';

/**
 * Two-step sign-in (REQ-MFA-1 to REQ-MFA-3): a staff user turns TOTP on from their own page,
 * reading the secret off the screen and computing the codes here as an authenticator app
 * would; signs out; signs in with the password and a code, and with a recovery code; the
 * section and the second step pass the axe gate in Polish and English.
 */
const codeFor = (secret: string, atMs = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: atMs });

async function passwordStep(page: Page, email: string, password: string, language: 'pl' | 'en') {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(language === 'pl' ? 'Hasło' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Sign in' }).click();
}

test('enrol TOTP on the own page, sign out, sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, []);
  await signIn(page, staff.email, staff.password, 'pl');

  // the user's name in the top bar opens their own page
  await page.getByRole('link', { name: 'Ola Testowa' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const section = page.getByRole('region', { name: 'Logowanie dwuetapowe' });
  await expect(section.getByText('Wyłączone')).toBeVisible();
  await expectNoAxeViolations(page, 'account two-step off (pl)');

  await section.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
  const secretText = await section.getByTestId('totp-secret').innerText();
  const secret = secretText.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(section.getByRole('img', { name: /Kod QR/ })).toBeVisible();
  await expectNoAxeViolations(page, 'account two-step enrolment (pl)');

  // a wrong first code: the error in Polish, and nothing is on
  await section.getByLabel('Kod z aplikacji').fill('000000');
  await section.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(section.getByText('Nieprawidłowy kod.', { exact: false })).toBeVisible();
  await section.getByLabel('Kod z aplikacji').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const codes = (
    await section.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()
  ).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page, 'account two-step recovery codes (pl)');
  await section.getByRole('button', { name: 'Zapisałem kody' }).click();
  await expect(section.getByText('Włączone')).toBeVisible();
  await expect(section.getByText('Niewykorzystane kody odzyskiwania: 10')).toBeVisible();
  await expect(section.getByTestId('totp-secret')).toHaveCount(0);

  await page.getByRole('button', { name: 'Wyloguj' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // the password alone no longer signs in: the second step asks for the code
  await passwordStep(page, staff.email, staff.password, 'pl');
  const codeField = page.getByLabel('Kod z aplikacji');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page, 'sign-in second step (pl)');
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowy kod.');
  await page.getByRole('button', { name: 'Użyj kodu odzyskiwania' }).click();
  await expect(page.getByLabel('Kod odzyskiwania')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in second step, recovery code (pl)');
  await page.getByRole('button', { name: 'Użyj kodu z aplikacji' }).click();
  // the enrolment's code spent its step: the next step's code is the one the app shows soon
  await page.getByLabel('Kod z aplikacji').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Zalogowany:')).toBeVisible();

  // English: the page, then the second step with a recovery code
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByText('Signed in:')).toBeVisible();
  await page.goto('/account');
  const enSection = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(enSection.getByText('Unused recovery codes: 10')).toBeVisible();
  await expectNoAxeViolations(page, 'account two-step on (en)');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await passwordStep(page, staff.email, staff.password, 'en');
  await expect(page.getByLabel('Code from the app')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in second step (en)');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill('zzzzz-zzzzz');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The recovery code is not valid or has already been used.',
  );
  await expectNoAxeViolations(page, 'sign-in second step, recovery code error (en)');
  await page.getByLabel('Recovery code').fill(String(codes[0]));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Signed in:')).toBeVisible();
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'Two-step sign-in' }).getByText('Unused recovery codes: 9'),
  ).toBeVisible();
});
