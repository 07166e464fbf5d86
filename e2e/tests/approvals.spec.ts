import type {
  InvestorOptionsResponse,
  ManualOrderOptions,
  Order,
  Transaction,
} from '@backoffice/contract';
import type { Config } from '@backoffice/contract/settings';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, createStaff, fillManualOrder, placeOrderViaApi, signIn } from './support.js';

/*
 * Four eyes on money (REQ-APPR-1 to REQ-APPR-6) in Chromium: a finance user's accept above the
 * threshold goes to the inbox instead of taking effect, and a second user approves it there (the
 * order becomes accepted, its timeline names both). The inbox and its approve dialog pass axe in
 * both languages. The rule is switched on through the settings API for this spec only and off
 * again after it (the flows run one spec at a time).
 */

const MAKER = [
  'admin:order:list',
  'admin:order:get',
  'admin:order:accept',
  'admin:approval:list',
  'admin:transaction:get',
  'admin:transaction:accept',
];
const CHECKER = [
  'admin:order:list',
  'admin:order:get',
  'admin:approval:list',
  'admin:approval:approve',
];

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

async function setApprovals(request: APIRequestContext, mode: 'off' | 'threshold') {
  const api = await admin(request);
  const config = await api.get<Config>('/api/admin/config');
  await api.put<Config>('/api/admin/config', {
    data: { approvals: { mode, threshold: '1.00' } },
    version: config.version,
  });
}

/** A paid order (placed and paid by the admin while four eyes are off). */
async function paidOrder(request: APIRequestContext): Promise<Order> {
  const api = await admin(request);
  const placed = await placeOrderViaApi(request, 2);
  const order = await api.get<Order>(`/api/admin/order/${placed.id}`);
  await api.put<Transaction>(`/api/admin/transaction/${order.transaction?.id ?? 0}/accept`, {});
  return order;
}

async function signedIn(
  browser: Browser,
  request: APIRequestContext,
  permissions: string[],
  language: 'pl' | 'en',
) {
  const staff = await createStaff(request, permissions);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, staff.email, staff.password, language);
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('an accept above the threshold waits in the inbox; a second person approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const order = await paidOrder(request);
  await setApprovals(request, 'threshold');
  try {
    // 1. the finance user accepts: it is sent for approval, nothing is issued
    const maker = await signedIn(browser, request, MAKER, 'en');
    await maker.goto(`/orders/${order.id}/edit`);
    await maker.getByRole('button', { name: 'Accept order' }).click();
    await maker.getByRole('dialog').getByRole('button', { name: 'Accept order' }).click();
    await expect(toast(maker, 'Sent for approval')).toBeVisible();
    await expect(maker.locator('[data-awaiting-approval]')).toContainText(
      'Awaiting approval by a second person',
    );
    await expect(maker.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
    await expect(maker.locator('[data-order-timeline]')).toContainText('Sent for approval');
    await expectNoAxeViolations(maker, `/orders/${order.id}/edit awaiting approval (en)`);
    // the order's transaction says the same instead of its own action buttons
    await maker.goto(`/transactions/${order.transaction?.id ?? 0}/edit`);
    await expect(maker.locator('[data-awaiting-approval]')).toContainText(
      'Awaiting approval by a second person',
    );
    await maker.context().close();

    // 2. the inbox and its dialog pass axe in Polish
    const polish = await signedIn(browser, request, CHECKER, 'pl');
    await polish.goto('/approvals');
    await expect(
      polish.getByRole('link', { name: `Otwórz zamówienie #${order.id}` }),
    ).toBeVisible();
    await expect(polish.locator('[data-sidebar-count]')).toBeVisible();
    await expectNoAxeViolations(polish, '/approvals (pl)');
    await polish
      .getByRole('button', { name: /^Zatwierdź:/ })
      .first()
      .click();
    await expect(polish.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(polish, '/approvals approve dialog (pl)');
    await polish.getByRole('dialog').getByRole('button', { name: 'Anuluj' }).click();
    await polish.context().close();

    // 3. a second person approves it in English: the order becomes accepted
    const checker = await signedIn(browser, request, CHECKER, 'en');
    await checker.goto('/approvals');
    const row = checker.getByRole('row').filter({
      has: checker.getByRole('link', { name: `Open order #${order.id}` }),
    });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(checker, '/approvals (en)');
    await row.getByRole('button', { name: /^Approve:/ }).click();
    const dialog = checker.getByRole('dialog');
    await expect(dialog).toContainText('Once approved, the action runs in your name');
    await dialog.getByLabel('Comment (optional)').fill('transfer checked');
    await expectNoAxeViolations(checker, '/approvals approve dialog (en)');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(checker, 'Action approved and carried out')).toBeVisible();
    await expect(checker.getByRole('link', { name: `Open order #${order.id}` })).toHaveCount(0);

    await checker.goto(`/orders/${order.id}/edit`);
    await expect(checker.getByText('Completed', { exact: true }).first()).toBeVisible();
    const timeline = checker.locator('[data-order-timeline]');
    await expect(timeline).toContainText('Approved by a second person (requested by Ola Testowa)');
    await expect(timeline).toContainText('Comment: transfer checked');
    await expect(timeline.getByText(/^Order accepted/)).toHaveCount(1);
    await checker.context().close();
  } finally {
    await setApprovals(request, 'off');
  }
});

test('a manual order above the threshold is sent for approval from the form, and nothing is placed yet', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await admin(request);
  const options = await api.get<ManualOrderOptions>('/api/admin/investment/manual-order/options');
  const offer = options.offers.find((o) => o.isOpen && o.series.some((s) => s.isOpen));
  const series = offer?.series.find((s) => s.isOpen);
  if (!offer || !series) throw new Error('no open offer with an open series in the demo data');
  const investors = await api.get<InvestorOptionsResponse>(
    '/api/admin/investment/manual-order/investors?search=',
  );
  const investor = investors.items.at(-1);
  if (!investor) throw new Error('no investor in the demo data');
  await setApprovals(request, 'threshold');
  try {
    const maker = await signedIn(
      browser,
      request,
      ['admin:order:list', 'admin:order:get', 'admin:investment:manual-order'],
      'en',
    );
    await fillManualOrder(maker, {
      investorEmail: investor.email,
      offerId: offer.id,
      seriesName: series.name,
      quantity: 1,
      agreements: options.agreements,
    });
    // no order to open yet: back to the list, told that it waits for a second person
    await expect(toast(maker, 'Sent for approval')).toBeVisible();
    await expect(maker).toHaveURL(/\/orders(\?.*)?$/);
    const pending = await api.get<{
      items: { action: string; orderId: number | null; investor: { email: string } | null }[];
    }>('/api/admin/approval');
    expect(
      pending.items.some(
        (item) =>
          item.action === 'order.manual' &&
          item.orderId === null &&
          item.investor?.email === investor.email,
      ),
    ).toBe(true);
    await maker.context().close();
  } finally {
    await setApprovals(request, 'off');
  }
});

test('a transfer confirmation above the threshold says it waits, and the transaction stays as it was', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await admin(request);
  const options = await api.get<ManualOrderOptions>('/api/admin/investment/manual-order/options');
  const offer = options.offers.find((o) => o.isOpen && o.series.some((s) => s.isOpen));
  const series = offer?.series.find((s) => s.isOpen);
  const investor = (
    await api.get<InvestorOptionsResponse>('/api/admin/investment/manual-order/investors?search=')
  ).items.at(-2);
  if (!offer || !series || !investor)
    throw new Error('no open series or investor in the demo data');
  // a waiting bank transfer, placed while four eyes are off
  const order = await api.post<Order>('/api/admin/investment/manual-order', {
    userId: investor.id,
    offerId: offer.id,
    seriesId: series.id,
    quantity: 1,
    acceptedAgreementIds: options.agreements.map((a) => a.id),
  });
  const transactionId = order.transaction?.id ?? 0;
  await setApprovals(request, 'threshold');
  try {
    const maker = await signedIn(
      browser,
      request,
      ['admin:transaction:list', 'admin:transaction:get', 'admin:transaction:accept'],
      'en',
    );
    await maker.goto(`/transactions/${transactionId}/edit`);
    await maker.getByRole('button', { name: 'Confirm transfer received' }).click();
    await maker
      .getByRole('dialog')
      .getByRole('button', { name: 'Confirm transfer received' })
      .click();
    await expect(toast(maker, 'Sent for approval')).toBeVisible();
    // the screen still shows the transaction (not the approval in its place), marked as waiting
    // for a second person instead of its buttons and its transfer form (REQ-APPR-5)
    await expect(maker.locator('[data-awaiting-approval]')).toContainText(
      'Awaiting approval by a second person',
    );
    await expect(maker.getByRole('button', { name: 'Confirm transfer received' })).toHaveCount(0);
    await expect(maker.getByRole('form', { name: 'Transfer received' })).toHaveCount(0);
    const after = await api.get<Transaction>(`/api/admin/transaction/${transactionId}`);
    expect(after.status).toBe(order.transaction?.status);
    await maker.context().close();
  } finally {
    await setApprovals(request, 'off');
  }
});
