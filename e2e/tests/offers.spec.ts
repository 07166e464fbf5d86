import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Offers through the UI (REQ-OFFER-1 to REQ-OFFER-10): an offer created with two badges and an
 * agreement, an attachment added once it exists, badges reordered, one removed and restored, save
 * and back,
 * a clone landing on its edit screen, a slug clash on its field, revalidate all with its
 * confirmation and toast, and the read-only view without the edit permission.
 */

const OFFER_EDITOR = [
  'admin:offer:list',
  'admin:offer:get',
  'admin:offer:create',
  'admin:offer:edit',
  'admin:offer:delete',
  'admin:offer:clone',
  'admin:offer:revalidate',
  'admin:agreement:list',
];

const unique = () => Date.now().toString(36);

async function createOffer(request: APIRequestContext, slug: string, title: string) {
  const res = await request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: {
      data: {
        title: { pl: title, en: '' },
        slug: { pl: slug, en: '' },
        seoTitle: { pl: title, en: '' },
        seoDescription: { pl: title, en: '' },
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

test('an offer is created with badges, an agreement and an attachment, reordered, cloned, and revalidated', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const takenSlug = `zajeta-oferta-${id}`;
  await createOffer(request, takenSlug, `Zajęta ${id}`);
  const staff = await createStaff(request, OFFER_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');

  await page.goto('/pages/create');
  const title = `Apartamenty Żółte ${id}`;
  await page.getByRole('textbox', { name: 'Title (Polish)', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug (Polish)', exact: true })).toHaveValue(
    `apartamenty-zolte-${id}`,
  );
  await page.getByRole('textbox', { name: 'SEO title (Polish)', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'SEO description (Polish)', exact: true }).fill(title);

  const badges = page.getByRole('group', { name: 'Badges' });
  await badges.getByRole('button', { name: 'Add' }).click();
  await badges.getByRole('button', { name: 'Add' }).click();
  await badges.getByRole('textbox', { name: 'Badge (Polish)' }).nth(0).fill('Pierwsza');
  await badges.getByRole('textbox', { name: 'Badge (Polish)' }).nth(1).fill('Druga');
  await page
    .getByRole('group', { name: 'Agreements' })
    .getByRole('button', { name: 'Add' })
    .click();

  // the series select offers the demo series (GET /api/admin/share/series)
  await page.getByRole('combobox', { name: 'Series', exact: true }).click();
  await page.getByRole('option', { name: 'Seria B – Kraków Zabłocie' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page.getByText('Successfully created new offer')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);
  const offerId = Number(page.url().split('/').at(-2));

  // edit: an attachment (edit only), badges swapped, one removed and restored
  const attachments = page.getByRole('group', { name: 'Investor attachments' });
  await attachments.getByRole('button', { name: 'Add' }).click();
  await attachments
    .getByRole('textbox', { name: 'Display name (Polish)' })
    .first()
    .fill('Prospekt informacyjny');
  await page.getByRole('button', { name: 'Move Badges item 2 up' }).click();
  await expect(badges.getByRole('textbox', { name: 'Badge (Polish)' }).nth(0)).toHaveValue('Druga');
  await page.getByRole('button', { name: 'Remove Badges item 1' }).click();
  await expect(badges.getByText('will be removed on save')).toBeVisible();
  await page.getByRole('button', { name: 'Undo removing Badges item 1' }).click();
  await expect(badges.getByText('will be removed on save')).toHaveCount(0);

  // a taken slug shows its message on the slug field
  const slug = page.getByRole('textbox', { name: 'Slug (Polish)', exact: true });
  await slug.fill(takenSlug);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('This slug is already taken.').first()).toBeVisible();
  await slug.fill(`apartamenty-zolte-${id}`);

  // the bottom toolbar: the error toast of the clash sits over the top one's right end
  await page
    .getByRole('toolbar', { name: 'Form actions (page bottom)' })
    .getByRole('button', { name: 'Save and back' })
    .click();
  await expect(page.getByText('Successfully edited offer')).toBeVisible();
  await expect(page).toHaveURL(/\/pages(\?.*)?$/);

  const saved = await request
    .get(`/api/admin/offer/${offerId}`, {
      headers: { authorization: `Bearer ${await apiToken(request)}` },
    })
    .then((res) => res.json());
  expect(saved.badges.map((b: { name: { pl: string } }) => b.name.pl)).toEqual([
    'Druga',
    'Pierwsza',
  ]);
  expect(saved.series).toBe(
    (
      (await request
        .get('/api/admin/share/series', {
          headers: { authorization: `Bearer ${await apiToken(request)}` },
        })
        .then((res) => res.json())) as { items: { id: number; name: string }[] }
    ).items.find((item) => item.name === 'Seria B – Kraków Zabłocie')?.id,
  );
  expect(saved.agreements).toHaveLength(1);
  expect(saved.investorAttachments).toHaveLength(1);

  // clone lands on the clone's edit screen
  await page.getByLabel('Search', { exact: true }).fill(id);
  await page.getByRole('button', { name: `Clone offer ${title}` }).click();
  await expect(page.getByText('Successfully cloned offer')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);
  expect(Number(page.url().split('/').at(-2))).not.toBe(offerId);
  await expect(page.getByRole('textbox', { name: 'Slug (Polish)', exact: true })).toHaveValue(
    `apartamenty-zolte-${id}-kopia`,
  );

  // revalidate all: the question, then the toast (no webhook configured in e2e: a no-op)
  await page.goto('/pages');
  await page.getByRole('button', { name: 'Revalidate all offers' }).click();
  await expect(page.getByText('Are you sure you want to revalidate all offers?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Revalidate all offers' }).click();
  await expect(page.getByText('No public site is configured: nothing was sent')).toBeVisible();
});

test('without the edit permission the offer opens read-only', async ({ page, request }) => {
  const id = unique();
  const offerId = await createOffer(request, `tylko-odczyt-${id}`, `Tylko odczyt ${id}`);
  const viewer = await createStaff(request, ['admin:offer:list', 'admin:offer:get']);
  await signIn(page, viewer.email, viewer.password, 'en');
  await page.goto(`/pages/${offerId}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title (Polish)', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('the offers list filters by series, picked by name', async ({ page, request }) => {
  const staff = await createStaff(request, OFFER_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/pages');
  const table = page.getByRole('table');
  await expect(table.getByText('Zabłocie Apartments', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('combobox', { name: 'Series' })
    .selectOption('Seria A – Gdańsk Hotel Motława');
  await expect(page).toHaveURL(/filters%5Bseries%5D|filters\[series\]/);
  await expect(table.getByText('Motława Hotel', { exact: true })).toBeVisible();
  await expect(table.getByText('Zabłocie Apartments', { exact: true })).toHaveCount(0);
});

test('a General field refused while the Sections tab is open opens General, its tab counting the error', async ({
  page,
  request,
}) => {
  const id = unique();
  const offerId = await createOffer(request, `zakladki-${id}`, `Zakładki ${id}`);
  await signIn(page, undefined, undefined, 'en');
  await page.goto(`/pages/${offerId}/edit`);
  const seoTitle = page.getByRole('textbox', { name: 'SEO title (Polish)', exact: true });
  await seoTitle.fill('');
  await page.getByRole('tab', { name: 'Sections' }).click();
  await expect(seoTitle).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const general = page.getByRole('tab', { name: /^General/ });
  await expect(general).toHaveAttribute('aria-selected', 'true');
  await expect(general.getByLabel('Errors on this tab: 1')).toBeVisible();
  await expect(seoTitle).toHaveAttribute('aria-invalid', 'true');
});
