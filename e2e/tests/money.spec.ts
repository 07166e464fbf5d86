import type {
  InvestorOptionsResponse,
  ManualOrderOptions,
  Order,
  Transaction,
} from '@backoffice/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, createStaff, signIn } from './support.js';
import { expectNoAxeViolations } from './axe.js';

/*
 * The finance team's day (REQ-MONEY-1 to REQ-MONEY-16) in Chromium, as a user holding only the
 * finance permissions: a bank transfer confirmed, its order accepted (shares on the investment, the
 * event on the timeline), the spreadsheet downloaded and read back, another order rejected with
 * a reason, a payment deadline extended, a manual order that needs an agreement, and a double
 * click on accept that accepts once. Orders are arranged through the API as the seeded admin.
 */

const FINANCE = [
  'admin:order:list',
  'admin:order:get',
  'admin:order:edit',
  'admin:order:accept',
  'admin:order:reject',
  'admin:order:download-spread-sheet',
  'admin:transaction:list',
  'admin:transaction:get',
  'admin:transaction:accept',
  'admin:transaction:extend',
  // the "see the shares on the investment" and "place a manual order" are the
  // investments area's permissions
  'admin:investment:list',
  'admin:investment:get',
  'admin:investment:manual-order',
];

interface Arranged {
  order: Order;
  investorEmail: string;
  offerTitle: string;
  seriesName: string;
}

async function admin(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const call = async <T>(method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(url: string) => call<T>('get', url),
    post: <T>(url: string, data: unknown) => call<T>('post', url, data),
    put: <T>(url: string, data: unknown) => call<T>('put', url, data),
  };
}

/** A manual order placed by the admin on an open series with room: a pending bank transfer. */
async function arrangeOrder(request: APIRequestContext, quantity = 2): Promise<Arranged> {
  const api = await admin(request);
  const options = await api.get<ManualOrderOptions>('/api/admin/investment/manual-order/options');
  const offer = options.offers.find(
    (o) => o.isOpen && o.series.some((s) => s.isOpen && s.available >= quantity + 20),
  );
  if (!offer) throw new Error('no open offer with an open series in the demo data');
  const series = offer.series.find((s) => s.isOpen && s.available >= quantity + 20);
  if (!series) throw new Error('unreachable');
  const investors = await api.get<InvestorOptionsResponse>(
    '/api/admin/investment/manual-order/investors?search=',
  );
  const investor = investors.items.find((i) => !i.email.startsWith('staff-')) ?? investors.items[0];
  if (!investor) throw new Error('no investor in the demo data');
  const order = await api.post<Order>('/api/admin/investment/manual-order', {
    userId: investor.id,
    offerId: offer.id,
    seriesId: series.id,
    quantity,
    acceptedAgreementIds: options.agreements.map((a) => a.id),
  });
  return {
    order,
    investorEmail: investor.email,
    offerTitle: offer.title.en,
    seriesName: series.name,
  };
}

async function signInFinance(page: Page, request: APIRequestContext) {
  const staff = await createStaff(request, FINANCE);
  await signIn(page, staff.email, staff.password, 'en');
  return staff;
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a bank transfer confirmed, its order accepted: shares on the investment, the event on the timeline, the spreadsheet read back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { order, investorEmail } = await arrangeOrder(request, 3);
  const transactionId = order.transaction?.id;
  if (!transactionId) throw new Error('the manual order has no transaction');
  await signInFinance(page, request);

  // 1. the transfer arrived
  await page.goto(`/transactions/${transactionId}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transaction #${transactionId}`);
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm transfer received' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Order #${order.id} becomes paid`);
  await confirm.getByRole('button', { name: 'Confirm transfer received' }).click();
  await expect(toast(page, 'Transfer confirmed, order paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm transfer received' })).toHaveCount(0);

  // 2. the order, now paid, is accepted
  await page.getByRole('link', { name: `Order #${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept order' }).click();
  // asked first: accepting issues the shares and cannot be undone
  const acceptDialog = page.getByRole('dialog');
  await expect(acceptDialog).toContainText(`Accept order #${order.id}?`);
  await acceptDialog.getByRole('button', { name: 'Accept order' }).click();
  await expect(toast(page, 'Order accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  const timeline = page.locator('[data-order-timeline]');
  await expect(timeline).toContainText('Payment received');
  await expect(timeline.getByText(/^Order accepted/)).toHaveCount(1);
  // the three shares, numbered in sequence, are one run
  const issued = page.locator('[data-shares] tbody tr');
  await expect(issued).toHaveCount(1);
  await expect(issued.locator('td').nth(1)).toHaveText(/^\d+–\d+$/);
  await expect(issued.locator('td').nth(2)).toHaveText('3');

  // …and the shares are on the investment
  await page.getByRole('link', { name: /^Investment #\d+$/ }).click();
  await expect(page).toHaveURL(/\/investments\/\d+\/edit$/);
  await expect(page.locator('[data-shares] tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Order #${order.id}` })).toBeVisible();
  await page.getByRole('link', { name: `Order #${order.id}` }).click();

  // 3. the spreadsheet, downloaded and opened
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download spreadsheet' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        cells.push(String(cell.text));
      }),
    ),
  );
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.join(' ')).toContain(investorEmail);
  expect(cells.some((text) => text.includes(String(order.id)))).toBe(true);
  await expect(timeline).toContainText('Spreadsheet downloaded');
});

test('the order screen has one Go back and one toolbar of its actions, at 1280 and 390 px', async ({
  page,
  request,
}, testInfo) => {
  // REQ-POLISH-4: the header's Go back, the actions toolbar; the edit form only reloads and saves
  test.setTimeout(180_000);
  const { order } = await arrangeOrder(request);
  await signInFinance(page, request);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/orders/${order.id}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.id}`);
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveCount(1);
    const actions = page.getByRole('toolbar', { name: 'Actions', exact: true });
    await expect(actions).toHaveCount(1);
    await expect(actions.getByRole('button', { name: 'Reject order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject order' })).toHaveCount(1);
    // the quantity and notes form keeps its reload and save, without a Back or Save-and-back
    const form = page.getByRole('form', { name: 'Change the order' });
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
    await expect(form.getByRole('button', { name: 'Save and back' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`order-${width}.png`), fullPage: true });
  }
});

test('an order rejected with a reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { order } = await arrangeOrder(request);
  await signInFinance(page, request);
  await page.goto(`/orders/${order.id}/edit`);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  // a pending order's transfer has not arrived: no accept
  await expect(page.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Reject order #${order.id}?`);
  await dialog.getByLabel('Reason (optional)').fill('Investor withdrew by phone');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(toast(page, 'Order rejected')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-order-timeline]')).toContainText(
    'Order rejected: Investor withdrew by phone',
  );
  await expect(page.getByRole('button', { name: 'Reject order' })).toHaveCount(0);
  // no "issued when accepted" for an order that never will be
  await expect(page.getByText('No shares: the order was cancelled.')).toBeVisible();
});

test("a pending transfer's deadline extended", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { order } = await arrangeOrder(request);
  const transactionId = order.transaction?.id ?? 0;
  await signInFinance(page, request);
  await page.goto(`/transactions/${transactionId}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transaction #${transactionId}`);
  // two weeks ahead, at the picked day's 23:59 Warsaw time: later than the manual order's 7 days
  await page.getByRole('button', { name: /^New deadline/ }).click();
  const picker = page.getByRole('dialog');
  // the open calendar passes axe too: its month buttons are named, no day is in a faint red
  await expectNoAxeViolations(page, 'the new deadline calendar (en)');
  // the calendar opens at the current deadline, and no day before it can be picked
  const current = new Date(order.transaction?.waitUntil ?? '');
  if (current.getDate() > 1) {
    const month = current.toLocaleString('en-GB', { month: 'long', year: 'numeric' });
    await expect(picker.getByRole('button', { name: `1 ${month}`, exact: true })).toBeDisabled();
  }
  // the 15th of next month may lie past the Settings' bound (30 days from now): two weeks ahead
  const target = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  if (target.getMonth() !== current.getMonth()) {
    await picker.locator('button[data-direction="next"]').click();
  }
  const targetName = target.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await picker.getByRole('button', { name: targetName, exact: true }).click();
  // a picked day starts at its last minute, 23:59 Warsaw time (REQ-RULES-1): kept as it is
  await expect(picker.getByRole('spinbutton').nth(0)).toHaveValue('23');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(toast(page, 'Payment deadline extended')).toBeVisible();
  const day = String(target.getDate()).padStart(2, '0');
  await expect(
    page.getByText(new RegExp(`^Current deadline: ${day}/\\d{2}/\\d{4} 23:59\\.`)),
  ).toBeVisible();

  // the order's timeline has the event
  await page.getByRole('link', { name: `Order #${order.id}` }).click();
  await expect(page.locator('[data-order-timeline]')).toContainText(
    new RegExp(`Payment deadline extended to ${day}/\\d{2}/\\d{4} 23:59`),
  );
});

test('a manual order that needs an agreement', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await admin(request);
  const options = await api.get<ManualOrderOptions>('/api/admin/investment/manual-order/options');
  const required = options.agreements.find((a) => a.isRequired);
  if (!required) throw new Error('the demo data has no required order agreement');
  const offer = options.offers.find(
    (o) => o.isOpen && o.series.some((s) => s.isOpen && s.available > 20),
  );
  const series = offer?.series.find((s) => s.isOpen && s.available > 20);
  if (!offer || !series) throw new Error('no open series');
  const investors = await api.get<InvestorOptionsResponse>(
    '/api/admin/investment/manual-order/investors?search=',
  );
  const investor = investors.items.at(-1);
  if (!investor) throw new Error('no investor');
  const staff = await signInFinance(page, request);

  await page.goto('/orders/create');
  await page.getByRole('combobox', { name: 'Investor' }).fill(investor.email);
  await page.getByRole('option', { name: new RegExp(investor.email.replace('.', '\\.')) }).click();
  await page.getByRole('combobox', { name: 'Offer' }).click();
  // a closed offer is listed (staff see why it is missing) but cannot be chosen (REQ-RULES-4)
  const closedOffer = options.offers.find((o) => !o.isOpen);
  if (!closedOffer) throw new Error('the demo data has no closed offer');
  await expect(page.locator(`[role="option"][value="${closedOffer.id}"]`)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // by its id: other tests' clones carry the same title
  await page.locator(`[role="option"][value="${offer.id}"]`).click();
  await page.getByRole('combobox', { name: 'Series' }).click();
  // so is a closed series of the chosen offer, where it has one
  for (const closedSeries of offer.series.filter((s) => !s.isOpen))
    await expect(
      page.getByRole('option', { name: new RegExp(`^${closedSeries.name} –`) }),
    ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: new RegExp(`^${series.name} –`) }).click();
  await expect(page.getByText(`Shares available: ${series.available}`)).toBeVisible();
  // a decimal share count is shown as typed and refused on the field, not read as 15
  await page.getByRole('textbox', { name: 'Number of shares' }).clear();
  await page.getByRole('textbox', { name: 'Number of shares' }).pressSequentially('1,5');
  await expect(page.getByRole('textbox', { name: 'Number of shares' })).toHaveValue('1.5');
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page.getByText('Whole numbers only, e.g. 2.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/create$/);
  // more than the series has left: refused on the field, with the number available
  await page.getByRole('textbox', { name: 'Number of shares' }).fill(String(series.available + 1));
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(
    page.getByText(
      `Shares of this series still available: ${series.available.toLocaleString('en-GB')}. Enter at most that.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/create$/);
  await page.getByRole('textbox', { name: 'Number of shares' }).fill('2');
  await expect(page.getByText('Whole numbers only, e.g. 2.')).toHaveCount(0);
  await expect(page.getByText(/^Shares of this series still available/)).toHaveCount(0);
  await expect(page.locator('[data-live-total]')).toContainText('Total: PLN');

  // without the required agreement the server refuses, on the agreements
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  // on the form (the error toast says it too: an unscoped text matched both once it showed)
  const requiredBox = page.getByRole('checkbox', { name: new RegExp(`^${required.name.en}`) });
  await expect(requiredBox).toHaveAttribute('aria-invalid', 'true');
  await expect(requiredBox).toHaveAccessibleDescription(
    'Required: tick this agreement to place the order.',
  );
  await page.getByRole('checkbox', { name: new RegExp(`^${required.name.en}`) }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(toast(page, 'Manual order placed')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+\/edit$/);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  const agreements = page.locator('section', { hasText: "The investor's agreements" });
  await expect(agreements).toContainText(required.name.en);
  await expect(agreements).toContainText('on behalf of the investor: Ola Testowa');
  expect(staff.email).toContain('@');
});

test('a double click on accept accepts once', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { order } = await arrangeOrder(request, 4);
  const api = await admin(request);
  await api.put<Transaction>(`/api/admin/transaction/${order.transaction?.id ?? 0}/accept`, {});
  await signInFinance(page, request);
  await page.goto(`/orders/${order.id}/edit`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept order' }).dblclick();
  await expect(toast(page, 'Order accepted')).toBeVisible();
  await expect(page.locator('[data-order-timeline]').getByText(/^Order accepted/)).toHaveCount(1);
  const after = await api.get<Order>(`/api/admin/order/${order.id}`);
  expect(after.status).toBe('completed');
  expect(after.events.filter((event) => event.type === 'accepted')).toHaveLength(1);
  expect(after.shares).toHaveLength(4);
});

test("on a phone an order's card says which order it is: number, offer, amount, status", async ({
  page,
  request,
}) => {
  const { order, offerTitle, seriesName, investorEmail } = await arrangeOrder(request);
  await signInFinance(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/orders?filters[investor][text]=${encodeURIComponent(investorEmail)}`);
  const card = page.locator('[data-list-card]').filter({ hasText: `#${order.id}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`No.:#${order.id}`);
  await expect(card).toContainText(offerTitle);
  await expect(card).toContainText(seriesName);
  await expect(card).toContainText('Total:');
  await expect(card).toContainText('Pending');
});

test("the orders list's next page by cursor: an order placed meanwhile repeats no row", async ({
  page,
  request,
}) => {
  await signInFinance(page, request);
  await page.goto('/orders?pagination[pageSize]=5');
  const rows = page.locator('table tbody tr');
  const shown = async () =>
    (await rows.allInnerTexts()).map((text) => Number(/#(\d+)/.exec(text)?.[1] ?? NaN));
  const param = (name: string) => new URL(page.url()).searchParams.get(name);
  await expect(rows).toHaveCount(5);
  const first = await shown();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => param('pagination[pageNumber]')).toBe('2');
  // the page is sought from the last row seen (keyset), not counted from the top
  expect(param('pagination[after]')).not.toBeNull();
  await expect(page.getByText(/^6–10 of /)).toBeVisible();
  const second = await shown();
  expect(second).toHaveLength(5);
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  // a new order arrives at the top of the list while the page is read
  await arrangeOrder(request);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => param('pagination[pageNumber]')).toBe('3');
  await expect(page.getByText(/^11–15 of /)).toBeVisible();
  const third = await shown();
  expect(third.filter((id) => second.includes(id))).toEqual([]);
  // by its number alone, page 3 now starts with the last row of page 2
  const api = await admin(request);
  const byNumber = await api.get<{ items: { id: number }[] }>(
    '/api/admin/order?pagination[pageSize]=5&pagination[pageNumber]=3',
  );
  expect(byNumber.items[0]?.id).toBe(second.at(-1));

  // and back: the page before the first row shown, the rows page 2 had
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect.poll(() => param('pagination[pageNumber]')).toBe('2');
  expect(param('pagination[before]')).not.toBeNull();
  await expect.poll(shown).toEqual(second);
});

test('an amount typed the Polish way filters the orders: "1 234,50" is 1234.50', async ({
  page,
  request,
}) => {
  const { order, investorEmail } = await arrangeOrder(request);
  const staff = await createStaff(request, FINANCE);
  await signIn(page, staff.email, staff.password, 'pl');
  await page.goto(`/orders?filters[investor][text]=${encodeURIComponent(investorEmail)}`);
  const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(row).toHaveCount(1);
  // as a Polish reader writes it: a decimal comma, grouped by spaces above 9,999
  const typed = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2 }).format(
    Number(order.totalAmount),
  );
  expect(typed).toContain(',');
  await page.getByRole('textbox', { name: 'Kwota: od' }).fill(typed);
  await page.getByRole('textbox', { name: 'Kwota: od' }).press('Enter');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('filters[totalAmount][min]'))
    .toBe(order.totalAmount);
  await expect(row).toHaveCount(1);
  // the field and its chip read it back the Polish way
  await expect(page.getByRole('textbox', { name: 'Kwota: od' })).toHaveValue(typed);
  await expect(page.getByRole('group', { name: /Filtry/ })).toContainText(`od ${typed}`);

  // text that is no amount, left in the box: one click on "clear" clears (its message, shown as
  // the box lost the focus, moved the button away from under the pointer)
  await page.getByRole('textbox', { name: 'Kwota: od' }).fill('abc');
  await page.getByRole('search').getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page.getByRole('group', { name: /Filtry/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Kwota: od' })).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('filters[totalAmount][min]')).toBeNull();
});

test('the offer and series filters pick by name, and are left out for a user who cannot list the names', async ({
  page,
  request,
}) => {
  const finance = await createStaff(request, FINANCE);
  await signIn(page, finance.email, finance.password, 'pl');
  await page.goto('/orders');
  await expect(page.getByRole('combobox', { name: 'Oferta', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Seria', exact: true })).toBeVisible();

  // order list only: no box for an offer's number, which read as a broken search
  const viewer = await createStaff(request, ['admin:order:list', 'admin:order:get']);
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await signIn(page, viewer.email, viewer.password, 'pl');
  await page.goto('/orders');
  await expect(page.getByRole('textbox', { name: 'Kwota: od' })).toBeVisible();
  await expect(page.getByLabel('Oferta', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Seria', { exact: true })).toHaveCount(0);
});
