import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, signIn } from './support.js';

/*
 * The rules the finance walk-through hit (REQ-RULES-2): an investor with money history cannot be
 * deleted; the dialog says why and offers deactivation or erasure. Nothing is changed here: the
 * dialog is closed with Cancel (the demo investor keeps their account for the other specs).
 */

/** The e-mail of an investor named by a demo order (money history). */
async function investorWithOrders(request: APIRequestContext): Promise<string> {
  const api = await adminApi(request);
  const { items } = await api.get<{ items: { user: { email: string } }[] }>(
    '/api/admin/order?perPage=20',
  );
  const email = items.map((o) => o.user.email).find((e) => e !== '');
  if (!email) throw new Error('no demo order with an investor');
  return email;
}

async function askToDelete(page: Page, email: string, language: 'pl' | 'en') {
  await page.goto(`/users?filters[search][text]=${encodeURIComponent(email)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await page
    .getByRole('button', { name: `${language === 'pl' ? 'Usuń' : 'Delete'}: ${email}` })
    .click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: language === 'pl' ? 'Usuń' : 'Delete' }).click();
  const refused = page.getByRole('dialog', {
    name: language === 'pl' ? 'Tego inwestora nie można usunąć' : 'This investor cannot be deleted',
  });
  await expect(refused).toBeVisible();
  return refused;
}

for (const language of ['pl', 'en'] as const) {
  test(`deleting an investor with orders says why and offers deactivation or erasure, ${language}`, async ({
    page,
    request,
  }) => {
    const email = await investorWithOrders(request);
    await signIn(page, undefined, undefined, language);
    const dialog = await askToDelete(page, email, language);
    await expect(dialog).toContainText(
      language === 'pl' ? 'przepisami o rachunkowości' : 'Accounting law requires',
    );
    await expect(
      dialog.getByRole('button', {
        name: language === 'pl' ? 'Dezaktywuj konto' : 'Deactivate the account',
      }),
    ).toBeVisible();
    await dialog
      .getByRole('button', {
        name: language === 'pl' ? 'Usuń dane osobowe' : 'Erase personal data',
      })
      .click();
    await expect(dialog).toContainText(
      language === 'pl'
        ? 'Dokumenty finansowe zostaną zachowane'
        : 'The financial records are kept',
    );
    await dialog.getByRole('button', { name: language === 'pl' ? 'Wróć' : 'Back' }).click();
    await dialog.getByRole('button', { name: language === 'pl' ? 'Anuluj' : 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // still there, still active
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  });
}
