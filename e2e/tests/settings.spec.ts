import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Settings through the UI (REQ-SETTINGS-1 to REQ-SETTINGS-5, REQ-MAINT-1 to REQ-MAINT-3):
 * maintenance switched on in the Maintenance tab shuts a non-admin out with the saved Polish and
 * English texts; PayPal credentials saved, reloaded,
 * come back masked. Every spec shares one server and database: maintenance is switched off
 * again whatever happens here.
 */

const CONFIG_EDITOR = ['admin:config:get', 'admin:config:edit'];

async function switchMaintenanceOff(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const config = await (await request.get('/api/admin/config', { headers })).json();
  if (!config.maintenanceMode) return;
  const res = await request.put('/api/admin/config', {
    headers,
    data: { data: { maintenanceMode: false }, version: config.version },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterAll(async ({ request }) => {
  await switchMaintenanceOff(request);
});

/** Signs in through the login screen in a fresh browser, as someone maintenance shuts out. */
async function signInDuringMaintenance(
  browser: Browser,
  user: { email: string; password: string },
  language: 'pl' | 'en',
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    (lang) => window.localStorage.setItem('platformLanguage', lang),
    language,
  );
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page
    .getByLabel(language === 'pl' ? 'Hasło' : 'Password', { exact: true })
    .fill(user.password);
  await page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Sign in' }).click();
  return { page, close: () => context.close() };
}

test('maintenance switched on in Settings shows non-admins the maintenance screen with the saved pl and en texts', async ({
  page,
  browser,
  request,
}) => {
  // three browser sessions and two saves: more than the default minute on a loaded machine
  test.setTimeout(180_000);
  const staff = await createStaff(request, CONFIG_EDITOR);
  const investor = await createStaff(request, [], 'Investor123', { isAdmin: false });
  const stamp = Date.now().toString(36);
  const texts = {
    titlePl: `Prace serwisowe ${stamp}`,
    titleEn: `Scheduled works ${stamp}`,
    messagePl: 'Wracamy dziś o 18:00. Dziękujemy za cierpliwość.',
    messageEn: 'We are back today at 6 pm. Thank you for your patience.',
  };
  try {
    await signIn(page, staff.email, staff.password, 'en');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Maintenance' });
    await panel.getByLabel('Maintenance title (Polish)').fill(texts.titlePl);
    await panel.getByLabel('Maintenance title (English)').fill(texts.titleEn);
    await panel.getByLabel('Maintenance message (Polish)').fill(texts.messagePl);
    await panel.getByLabel('Maintenance message (English)').fill(texts.messageEn);

    // switching on asks first; cancel leaves it off
    const toggle = panel.getByRole('switch', { name: 'Maintenance mode' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Switch maintenance on?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await page
      .getByRole('dialog', { name: 'Switch maintenance on?' })
      .getByRole('button', { name: 'Switch on' })
      .click();
    await expect(toggle).toBeChecked();
    await panel.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Successfully edited settings')).toBeVisible();

    // the administrator keeps working: the page reloads with the switch on
    await page.reload();
    await expect(
      page.getByRole('tabpanel', { name: 'Maintenance' }).getByRole('switch', {
        name: 'Maintenance mode',
      }),
    ).toBeChecked();

    for (const [language, title, message] of [
      ['pl', texts.titlePl, texts.messagePl],
      ['en', texts.titleEn, texts.messageEn],
    ] as const) {
      const visitor = await signInDuringMaintenance(browser, investor, language);
      try {
        await expect(visitor.page.getByRole('heading', { name: title })).toBeVisible();
        await expect(visitor.page.getByText(message)).toBeVisible();
      } finally {
        await visitor.close();
      }
    }

    // and switched off again in the same tab: no question asked
    await page
      .getByRole('tabpanel', { name: 'Maintenance' })
      .getByRole('switch', {
        name: 'Maintenance mode',
      })
      .click();
    await page
      .getByRole('tabpanel', { name: 'Maintenance' })
      .getByRole('button', { name: 'Save', exact: true })
      .first()
      .click();
    await expect(page.getByText('Successfully edited settings').first()).toBeVisible();
  } finally {
    await switchMaintenanceOff(request);
  }
});

test('PayPal credentials saved in Settings come back masked after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(request, CONFIG_EDITOR);
  const secret = `e2e-sandbox-secret-${Date.now().toString(36)}-QRST`;
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/settings?tab=paypal');
  const panel = page.getByRole('tabpanel', { name: 'PayPal' });
  // the amount's hint is one line at 1280 px (REQ-POLISH-2)
  await page.setViewportSize({ width: 1280, height: 900 });
  const hint = panel.getByText('The largest single payment.');
  const height = (await hint.boundingBox())?.height ?? 0;
  const lineHeight = await hint.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThan(lineHeight * 1.5);
  await panel.getByLabel('Maximum amount (PLN)').fill('25000.00');
  await panel.getByLabel('Client ID (sandbox)').fill('e2e-sandbox-client');
  await panel.getByLabel('Secret (sandbox)').fill(secret);
  await panel.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited PayPal configuration')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('tabpanel', { name: 'PayPal' });
  await expect(reloaded.getByLabel('Secret (sandbox)')).toHaveValue('••••QRST');
  await expect(reloaded.getByText('The stored secret ends in ••••QRST')).toBeVisible();
  await expect(reloaded.getByLabel('Client ID (sandbox)')).toHaveValue('e2e-sandbox-client');
  await expect(reloaded.getByLabel('Maximum amount (PLN)')).toHaveValue('25,000.00');
  expect(await page.content()).not.toContain(secret);

  // saved again as it is (another field changed): the secret stays the stored one
  await reloaded.getByLabel('Maximum amount (PLN)').fill('26000');
  await reloaded.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited PayPal configuration')).toBeVisible();
  await expect(reloaded.getByLabel('Secret (sandbox)')).toHaveValue('••••QRST');
});
