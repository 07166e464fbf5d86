import type { ListResponse, OrderListItem } from '@backoffice/contract';
import type { UserListItem } from '@backoffice/contract/users';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import fs from 'node:fs/promises';
import { adminApi, signIn } from './support.js';

/*
 * REQ-EXPORT-1 and REQ-VIEWS-1 in Chromium: the orders list filtered, exported to XLSX through the
 * Export menu, the file opened and its rows counted against the list's total; the filters saved as
 * a view, the
 * page reloaded bare, the view picked and the filters back. The staff accounts list exported to
 * CSV holds only the staff (the list's own onlyAdmin=1 goes with the export), its visible
 * columns.
 */

test('filtered orders exported and counted; a saved view picked after a reload', async ({
  page,
  request,
}) => {
  const filter = 'filters[status][choice]=paid';
  const api = await adminApi(request);
  const listed = await api.get<ListResponse<OrderListItem>>(`/api/admin/order?${filter}`);
  expect(listed.pagination.totalItems).toBeGreaterThan(0);

  await signIn(page, undefined, undefined, 'en');
  await page.goto(`/orders?${filter}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('No.');
  // the header, a row per order, and the totals row (REQ-FINLIST-3)
  const last = sheet?.actualRowCount ?? 0;
  expect(last - 2).toBe(listed.pagination.totalItems);
  expect(sheet?.getRow(last).getCell(1).value).toBe('Total');
  const statusColumn = (sheet?.getRow(1).values as unknown[]).indexOf('Status');
  for (let row = 2; row < last; row++) {
    expect(sheet?.getRow(row).getCell(statusColumn).value).toBe('Paid');
  }

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Paid orders');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('View "Paid orders" saved')).toBeVisible();

  await page.goto('/orders');
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Paid orders' }).click();
  await expect(page).toHaveURL(
    /filters\[status\]\[choice\]=paid|filters%5Bstatus%5D%5Bchoice%5D=paid/,
  );
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  for (const status of await page
    .getByRole('row')
    .locator('td')
    .filter({ hasText: /^(Pending|Completed|Cancelled)$/ })
    .all()) {
    await expect(status).toHaveCount(0);
  }
});

test('the staff accounts list exported to CSV: only staff, the visible columns', async ({
  page,
  request,
}) => {
  const order = 'order[0][column]=email&order[0][direction]=ASC';
  const api = await adminApi(request);
  const listed = await api.get<ListResponse<UserListItem>>(
    `/api/admin/user?onlyAdmin=1&${order}&pagination[pageSize]=100`,
  );
  expect(listed.pagination.totalItems).toBeGreaterThan(0);

  await signIn(page, undefined, undefined, 'en');
  await page.goto(`/staff-accounts?${order}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^staff-accounts-.*\.csv$/);
  const lines = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  // the staff list hides the account kind columns, and its creation date waits in the column
  // chooser (hidden by default so the list fits 1280 px): neither is exported
  expect(lines[0]).toBe('Email,First name,Last name,Super admin');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    listed.items.map((user) => user.email),
  );
});
