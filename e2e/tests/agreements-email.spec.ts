import { expect, test } from '@playwright/test';
import { adminApi, createStaff, readMail, signIn } from './support.js';

/*
 * Agreements and email templates through the UI (REQ-AGR-1 to REQ-AGR-6, REQ-EMAIL-1 to
 * REQ-EMAIL-6), as staff holding only these areas' permissions: an agreement with rich content
 * shows in the list's preview and in an
 * investor's Agreements tab; an edited reset-password template is what the next reset mail
 * says, read in the outbox and on the "Sent emails" screen.
 */

const AGREEMENT_EDITOR = [
  'admin:agreement:list',
  'admin:agreement:get',
  'admin:agreement:create',
  'admin:agreement:edit',
  'admin:agreement:delete',
  'admin:user:list',
  'admin:user:get',
  'admin:user:get-agreements',
];
const TEMPLATE_EDITOR = [
  'admin:email-template:list',
  'admin:email-template:get',
  'admin:email-template:edit',
  'admin:email-template:get-config',
  'admin:email-template:test',
];

const unique = () => `e2e${Date.now().toString(36)}`;

test('an agreement with rich content: created, previewed in the list, shown in an investor’s Agreements tab', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, AGREEMENT_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/agreements/create');
  const name = `Zgoda ${unique()}`;

  // save waits for a type and a target (REQ-AGR-2)
  await page.getByLabel('Name (Polish)').fill(name);
  await page.getByLabel('Name (English)').fill(`${name} en`);
  const create = page.getByRole('button', { name: 'Create', exact: true }).first();
  await expect(create).toBeDisabled();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Risk disclosure' }).click();
  await page.getByRole('combobox', { name: 'Target' }).click();
  await page.getByRole('option', { name: 'Registration' }).click();
  // a new agreement is inactive and not required (REQ-AGR-3)
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Active' }).check();
  await page.getByRole('switch', { name: 'Required' }).check();

  const content = page.getByTestId('rich-text-editor').locator('.ProseMirror');
  await content.click();
  await page.keyboard.type('Inwestycja niesie ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('ryzyko utraty');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' środków.');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Successfully created new agreement')).toBeVisible();
  await expect(page).toHaveURL(/\/agreements\/\d+$/);

  await page.goto('/agreements');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Risk disclosure')).toBeVisible();
  await row.getByRole('button', { name: `Show details: ${name}` }).click();
  const preview = page.getByRole('row').filter({ hasText: 'This is how an investor sees it.' });
  await expect(preview.locator('strong', { hasText: 'ryzyko utraty' })).toBeVisible();

  // an investor of the demo data (not answered yet: listed, not accepted, with the text)
  const api = await adminApi(request);
  const investors = await api.get<{ items: { id: number; email: string }[] }>(
    '/api/admin/user?filters[search][text]=jan.wisniewski',
  );
  const investor = investors.items[0];
  expect(investor).toBeDefined();
  await page.goto(`/users/${investor?.id}?tab=agreements`);
  const tab = page.getByRole('tabpanel');
  const answer = tab.getByRole('row').filter({ hasText: name });
  await expect(answer).toBeVisible();
  await expect(answer.getByText('Risk disclosure')).toBeVisible();
  await answer.getByRole('button', { name: `Show content: ${name}` }).click();
  await expect(tab.locator('strong', { hasText: 'ryzyko utraty' })).toBeVisible();
  // the demo investor accepted the registration terms, one of them with an order
  await expect(tab.getByRole('link', { name: /^Order #\d+$/ }).first()).toHaveAttribute(
    'href',
    /\/orders\/\d+\/edit$/,
  );
});

test('an edited reset-password template is what the next reset mail says, read in the outbox', async ({
  page,
  request,
  browser,
}) => {
  const staff = await createStaff(request, TEMPLATE_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/email-templates');
  await page.getByRole('row', { name: /Password reset/ }).click();
  await expect(page).toHaveURL(/\/email-templates\/\d+\/edit$/);
  await expect(page.getByText('{{reset_link}} · required')).toBeVisible();

  // a mistyped placeholder would go out as typed: refused on its field, named
  const subjectEn = page.getByRole('textbox', { name: /^Subject \(English\)/ });
  await subjectEn.fill('Hi {{frist_name}}');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText(/it would be sent as typed: \{\{frist_name\}\}/)).toBeVisible();
  // the reset link in a link's query would go to that site with the token: refused, named
  const body = page.getByTestId('rich-text-editor').locator('.ProseMirror');
  await body.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Insert a link' }).click();
  const address = page.getByPlaceholder('https://example.com/');
  await address.fill('https://evil.example/p?{{reset_link}}');
  await address.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText(/another attribute: \{\{reset_link\}\}/)).toBeVisible();
  await page.reload(); // the unsaved link goes
  await subjectEn.fill('Reset your password');

  const wording = `Kliknij poniżej ${unique()}`;
  const editor = page.getByTestId('rich-text-editor').locator('.ProseMirror');
  // Polish tab first: the first paragraph is the greeting
  await editor.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${wording}`);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited e-mail template')).toBeVisible();

  // a reset asked for from the sign-in screen, in Polish
  const since = Date.now();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(page.url().replace(/\/email-templates.*$/, '/login'));
  await visitor.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  // the sign-in form stays until the next screen's code is in: fill the new screen's field
  await expect(visitor.getByRole('heading', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await visitor.getByLabel('E-mail').fill(staff.email);
  await visitor.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(visitor.getByText('Sprawdź skrzynkę')).toBeVisible();
  await context.close();

  const mail = await readMail(staff.email, since);
  expect(mail.subject).toBe('Ustaw nowe hasło');
  expect(mail.text).toContain(wording);
  expect(mail.text).toMatch(/https?:\/\/\S+/);

  // the template editor reads no one's mail: "Sent emails" is its own permission (REQ-SEC-1)
  await expect(page.getByRole('link', { name: 'Sent e-mails' })).toHaveCount(0);
  // its holder sees the same message on the read-only screen, the password link as ••••
  const reader = await createStaff(request, ['admin:email:outbox']);
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await signIn(readerPage, reader.email, reader.password, 'en');
  await readerPage.getByRole('link', { name: 'Sent e-mails' }).click();
  const sent = readerPage.getByRole('row').filter({ hasText: staff.email }).first();
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: /^Show: / }).click();
  const frame = readerPage.frameLocator('iframe');
  await expect(frame.getByText(wording)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Ustaw hasło' })).toHaveAttribute(
    'href',
    /\/reset-password\/••••$/,
  );
  await readerContext.close();
});
