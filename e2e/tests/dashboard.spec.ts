import { expect, test } from '@playwright/test';
import { createStaff, placeOrderViaApi, signIn } from './support.js';

/*
 * The home screen (REQ-DASH-1) as the two people who open it first: a finance user sees what to
 * act on (the pending transfers, linking to their screens) and the charts; a content editor
 * sees the content recently changed instead, and none of the money. The demo data has orders,
 * transactions and investors over two years.
 */

test('a finance user sees the money panels, the charts, and opens a transaction', async ({
  page,
  request,
}) => {
  // a transfer to act on, whatever other specs confirmed before (a statement's batch)
  await placeOrderViaApi(request, 1);
  const finance = await createStaff(request, [
    'admin:order:list',
    'admin:transaction:list',
    'admin:transaction:get',
    'admin:investment:list',
  ]);
  await signIn(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of [
    'Zebrane środki na ofertę',
    'Zamówienia według statusu',
    'Nowi inwestorzy tygodniowo',
  ]) {
    const panel = page.getByRole('region', { name });
    // the chart is drawn (its lazy chunk loaded) and its figures are there as a table
    await expect(panel.locator('.recharts-surface')).toBeVisible();
    await expect(panel.getByRole('table')).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Ostatnio zmienione treści' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ostatnie zmiany w systemie' })).toHaveCount(0);

  const awaiting = page.getByRole('region', { name: 'Przelewy do zaakceptowania' });
  const first = awaiting.getByRole('link', { name: /^Transakcja \d+:/ }).first();
  await expect(first).toBeVisible();
  const id = (await first.getAttribute('href'))?.match(/\/transactions\/(\d+)\/edit$/)?.[1];
  expect(id).toBeTruthy();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${id}`);
});

test('a content editor sees the recently changed content and no money', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, [
    'admin:offer:list',
    'admin:offer:get',
    'admin:blog:list',
    'admin:blog:get',
    'admin:page:list',
  ]);
  await signIn(page, editor.email, editor.password, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const content = page.getByRole('region', { name: 'Recently changed content' });
  await expect(content.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfers awaiting acceptance' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Money raised per offer' })).toHaveCount(0);
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  const blogPost = content.getByRole('listitem').filter({ hasText: 'Blog post' }).first();
  await blogPost.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
});
