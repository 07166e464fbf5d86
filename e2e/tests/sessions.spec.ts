import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import * as OTPAuth from 'otpauth';
import { apiToken, createStaff, readMail, signIn } from './support.js';

/**
 * Sessions (REQ-SESS-2, REQ-SESS-3): a staff user signed in from two browsers sees both on
 * their own page, this one marked; signing the other out from here takes that browser back to
 * the sign-in screen at its next step. A super admin sees the user's sessions and the
 * second-factor reset on the user's record. Every new section and dialog passes axe in pl and en.
 */
test('two browsers: both sessions listed, ending the other signs that browser out', async ({
  page,
  browser,
  request,
}) => {
  const staff = await createStaff(request, []);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, staff.email, staff.password, 'pl');
  await signIn(page, staff.email, staff.password, 'pl');

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Sesje' });
  const rows = section.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'To urządzenie' })).toHaveCount(1);
  await expect(rows.first()).toContainText('Chrome');
  await expect(rows.first()).toContainText('127.0.0.1');
  await expectNoAxeViolations(page, 'account sessions (pl)');

  const otherRow = rows.filter({ hasNotText: 'To urządzenie' });
  await otherRow.getByRole('button', { name: /Wyloguj sesję/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wylogować sesję?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'end session dialog (pl)');
  await dialog.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('To urządzenie');

  // the other browser's next step finds its session ended: back to the sign-in screen
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login/);

  // English: the section and "sign out everywhere else" (here with nothing else to end, it hides)
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  const enSection = page.getByRole('region', { name: 'Sessions' });
  await expect(enSection.getByText('This device')).toBeVisible();
  await expect(enSection.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'account sessions (en)');
  await other.close();
});

test("a super admin sees a user's sessions and the second-factor reset on their record", async ({
  page,
  browser,
  request,
}) => {
  const staff = await createStaff(request, []);
  const theirs = await browser.newContext();
  await signIn(await theirs.newPage(), staff.email, staff.password, 'pl');
  await theirs.close();
  // the user turns TOTP on (through the API, as their app would answer)
  const headers = {
    authorization: `Bearer ${await apiToken(request, staff.email, staff.password)}`,
  };
  const { secret } = await (await request.post('/api/user/me/two-step/totp', { headers })).json();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  const confirm = await request.post('/api/user/me/two-step/totp/confirm', {
    headers,
    data: { code },
  });
  expect(confirm.status()).toBe(200);

  await signIn(page);
  await page.goto(`/staff-accounts/${staff.id}?tab=security`);
  const sessions = page.getByRole('region', { name: 'Sesje' });
  // the browser's and the API's sign-ins
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  const twoStep = page.getByRole('region', { name: 'Logowanie dwuetapowe' });
  await expect(twoStep.getByTestId('user-two-step-status')).toHaveText('Włączone');
  await expectNoAxeViolations(page, 'user record security tab (pl)');

  const since = Date.now();
  await twoStep.getByRole('button', { name: 'Resetuj logowanie dwuetapowe' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Zresetować logowanie dwuetapowe?' });
  // mounted first, so axe's wait sees its fade-in (read mid-fade, its text is low contrast)
  await expect(resetDialog).toBeVisible();
  await expectNoAxeViolations(page, 'second-factor reset dialog (pl)');
  await resetDialog.getByRole('button', { name: 'Resetuj logowanie dwuetapowe' }).click();
  await expect(twoStep.getByTestId('user-two-step-status')).toHaveText('Wyłączone');
  const mail = await readMail(staff.email, since);
  expect(mail.subject).toBe('Z Twojego konta usunięto drugi składnik logowania');

  await sessions
    .getByRole('button', { name: /Wyloguj sesję/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Wylogować sesję?' })
    .getByRole('button', { name: 'Wyloguj' })
    .click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Sessions', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'user record security tab (en)');
});
