import type {
  InvestorOptionsResponse,
  ManualOrderOptions,
  Order,
  Transaction,
} from '@backoffice/contract';
import type { Config } from '@backoffice/contract/settings';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Lists for finance (REQ-FINLIST-1, REQ-FINLIST-2) in Chromium: the orders list shows the sum of
 * its filtered amounts; a finance user picks three paid orders and accepts them in one go, and
 * the list shows each row's result — one accepted, one waiting for a second person (above the
 * four-eyes threshold), one refused with the action's own reason (accepted meanwhile). The
 * results pass axe in Polish and English.
 */

const FINANCE = ['admin:order:list', 'admin:order:get', 'admin:order:accept', 'admin:order:export'];

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

async function setApprovals(
  request: APIRequestContext,
  mode: 'off' | 'threshold',
  threshold = '1.00',
) {
  const api = await admin(request);
  const config = await api.get<Config>('/api/admin/config');
  await api.put<Config>('/api/admin/config', {
    data: { approvals: { mode, threshold } },
    version: config.version,
  });
}

/** Three paid orders of one series: 1, 1 and 4 shares (placed and paid with four eyes off). */
async function paidOrders(request: APIRequestContext) {
  const api = await admin(request);
  const options = await api.get<ManualOrderOptions>('/api/admin/investment/manual-order/options');
  const offer = options.offers.find(
    (o) => o.isOpen && o.series.some((s) => s.isOpen && s.available >= 6),
  );
  const series = offer?.series.find((s) => s.isOpen && s.available >= 6);
  if (!offer || !series) throw new Error('no open offer with an open series in the demo data');
  const investors = await api.get<InvestorOptionsResponse>(
    '/api/admin/investment/manual-order/investors?search=',
  );
  const investor = investors.items[0];
  if (!investor) throw new Error('no investor in the demo data');
  const orders: Order[] = [];
  for (const quantity of [1, 1, 4]) {
    const order = await api.post<Order>('/api/admin/investment/manual-order', {
      userId: investor.id,
      offerId: offer.id,
      seriesId: series.id,
      quantity,
      acceptedAgreementIds: options.agreements.map((a) => a.id),
    });
    await api.put<Transaction>(`/api/admin/transaction/${order.transaction?.id ?? 0}/accept`, {});
    orders.push(order);
  }
  return orders;
}

for (const language of ['en', 'pl'] as const) {
  test(`bulk accept shows each row's result (${language})`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const [small, stale, large] = await paidOrders(request);
    if (!small || !stale || !large) throw new Error('orders not placed');
    // the large one (4 shares) is above the threshold, the small ones (1 share) below it
    const threshold = (Number(small.totalAmount) * 2).toFixed(2);
    await setApprovals(request, 'threshold', threshold);
    try {
      const staff = await createStaff(request, FINANCE);
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, staff.email, staff.password, language);
      await page.goto(
        '/orders?filters[status][choice]=paid&order[0][column]=id&order[0][direction]=DESC',
      );
      // the sum of the filtered amounts, in its own request
      await expect(page.getByTestId('list-totals')).toContainText(
        language === 'pl' ? 'Suma' : 'Sum of',
      );
      for (const order of [small, stale, large]) {
        await page
          .getByRole('checkbox', {
            name: new RegExp(`^${language === 'pl' ? 'Zaznacz' : 'Select'}: #${order.id} `),
          })
          .check();
      }
      // someone else accepts one of them meanwhile: the batch refuses it alone
      await setApprovals(request, 'off');
      await (await admin(request)).post(`/api/admin/order/${stale.id}/accept`, {});
      await setApprovals(request, 'threshold', threshold);

      const label = language === 'pl' ? 'Przyjmij opłacone zamówienia' : 'Accept paid orders';
      await page
        .getByRole('region', {
          name:
            language === 'pl' ? 'Działania na zaznaczonych wierszach' : 'Actions on selected rows',
        })
        .getByRole('button', { name: label })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: label }).click();

      const results = page.getByTestId('bulk-results');
      await expect(results.locator('li')).toHaveCount(3);
      const row = (id: number) => results.locator('li').filter({ hasText: `#${id} ` });
      await expect(row(small.id)).toHaveAttribute('data-status', 'done');
      await expect(row(large.id)).toHaveAttribute('data-status', 'waiting');
      await expect(row(stale.id)).toHaveAttribute('data-status', 'refused');
      await expect(row(stale.id)).toContainText(
        language === 'pl'
          ? 'To zamówienie zostało już przyjęte.'
          : 'This order has already been accepted.',
      );
      await expectNoAxeViolations(page, `/orders bulk results (${language})`);
      await context.close();
    } finally {
      await setApprovals(request, 'off');
    }
  });
}
