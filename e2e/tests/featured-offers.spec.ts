import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Featured offers through the UI (REQ-FEAT-1 to REQ-FEAT-4), as staff holding only this area's
 * permissions: the homepage group's title and flags saved, an entry left without an offer dropped
 * on save,
 * a reader without the edit permission sees no save buttons and a read-only form, and an offer
 * put into the homepage group through the searching select.
 */

const EDITOR = [
  'admin:featured-offer:list',
  'admin:featured-offer:get',
  'admin:featured-offer:edit',
];

const unique = () => Date.now().toString(36);

/** An offer to put in a group, made through the offers API. */
async function createOffer(request: APIRequestContext, title: string): Promise<number> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const text = { pl: title, en: title };
  const res = await request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: {
      data: {
        isOpen: true,
        isVisible: true,
        title: text,
        slug: { pl: slug, en: slug },
        seoTitle: text,
        seoDescription: text,
        mainDescription: { pl: '', en: '' },
        projectType: { pl: '', en: '' },
        tenants: { pl: '', en: '' },
        investmentStart: '2026-01-01',
        investmentEnd: '2026-12-31',
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** The homepage group's id, looked up by its name (the seed's ids are not the test's to know). */
async function homepageGroupId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/admin/featured-offer?pagination[pageSize]=50', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  const group = items.find((item) => item.name === 'homepage');
  if (!group) throw new Error('no homepage group');
  return group.id;
}

test('an editor saves the homepage group: title, shuffle, and an empty entry is dropped', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.getByRole('link', { name: 'Featured offers' }).first().click();
  const table = page.getByRole('table');
  for (const name of ['homepage', 'new-offers', 'investor-dashboard']) {
    // the first visit loads the area's chunks: slow on a busy machine
    await expect(table.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  }
  // no create, no delete: the groups are the public site's
  await expect(page.getByRole('link', { name: /^(Create|Add)/ })).toHaveCount(0);
  await table
    .getByRole('row', { name: /homepage/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Edit: / })).toBeVisible();
  await expect(page.getByLabel('Name (technical key)')).toHaveValue('homepage');
  await expect(page.getByLabel('Name (technical key)')).toHaveAttribute('readonly', '');

  const title = `Homepage ${unique()}`;
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  const shuffle = page.getByRole('switch', { name: 'Shuffle (except fixed positions)' });
  // the demo data shuffles the homepage: whatever it is, the save must keep the other state
  const shuffled = await shuffle.isChecked();
  await shuffle.click();
  const entries = page.getByTestId('featured-offer-entry');
  const before = await entries.count();
  await page.getByRole('button', { name: 'Add offer' }).click();
  await expect(entries).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited featured offers')).toBeVisible();
  // the entry without an offer was not sent: the saved group has what it had
  await expect(entries).toHaveCount(before);
  await page.reload();
  // a reload loads the page's chunks again: slow on a busy machine
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(title, {
    timeout: 30_000,
  });
  await expect(shuffle).toBeChecked({ checked: !shuffled });
});

test('a reader without the edit permission sees the group read-only, without save', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, [
    'admin:featured-offer:list',
    'admin:featured-offer:get',
  ]);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto(`/featured-offers/${await homepageGroupId(request)}`);
  // without the edit permission the screen is a view, and says so
  await expect(page.getByRole('heading', { name: /^View: / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add offer' })).toHaveCount(0);
  await expect(
    page.getByRole('switch', { name: 'Shuffle (except fixed positions)' }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: /Reload/ }).first()).toBeVisible();
});

test('an offer goes into the homepage group through the searching select', async ({
  page,
  request,
}) => {
  const title = `Apartamenty Kraków ${unique()}`;
  await createOffer(request, title);
  const staff = await createStaff(request, EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto(`/featured-offers/${await homepageGroupId(request)}`);
  // the demo offers are in the homepage group: count them once the form has loaded
  await expect(page.getByRole('button', { name: 'Add offer' })).toBeVisible({ timeout: 30_000 });
  const entries = page.getByTestId('featured-offer-entry');
  const before = await entries.count();
  await page.getByRole('button', { name: 'Add offer' }).click();
  const entry = page.getByRole('group', { name: `Offer ${before + 1}` });
  const select = entry.getByRole('combobox', { name: 'Offer' });
  await select.click();
  await select.fill(title.split(' ').pop() ?? title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await entry.getByRole('switch', { name: 'Fixed position' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited featured offers')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Offer' }).nth(before)).toHaveValue(
    new RegExp(title),
  );
});
