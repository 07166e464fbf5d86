import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { adminApi, apiToken, createStaff, signIn } from './support.js';

/*
 * The screens follow the user's permissions (issue 43, REQ-PERMUI-1..3): a permission revoked
 * while the user works is gone from the screen after the first refused call, without a reload;
 * a screen the user may not open is the 404 screen, and its list is never asked for; one read
 * of the permission set at start-up serves every screen.
 */

/** A word no seeded record contains, so a search finds only what the test made. */
const token = () => `perm${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The calls that read the user's permission set: `/user/me` and the server's check route. */
const isPermissionRead = (req: Request) => {
  const path = new URL(req.url()).pathname;
  return path === '/api/user/me' || path.startsWith('/api/admin/user/me/permission-check');
};

/** Every request the page sends from now on. */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => sent.push(req));
  return sent;
}

async function permissionId(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
) {
  const found = await request.get(
    `/api/admin/permission?filters[search][text]=${encodeURIComponent(name)}`,
    { headers },
  );
  const id = ((await found.json()) as { items: { id: number; name: string }[] }).items.find(
    (p) => p.name === name,
  )?.id;
  if (!id) throw new Error(`unknown permission ${name}`);
  return id;
}

test('a permission revoked while the user works: the refused action leaves the screen without a reload', async ({
  page,
  request,
}) => {
  const word = token();
  const staff = await createStaff(request, ['admin:faq:list', 'admin:faq:get', 'admin:faq:delete']);
  const api = await adminApi(request);
  await api.post('/api/admin/faq', {
    data: {
      active: true,
      position: 5,
      isFeatured: false,
      question: { pl: `Pytanie ${word}`, en: `Question ${word}` },
      answer: { pl: 'Odpowiedź.', en: 'Answer.' },
    },
  });

  await signIn(page, staff.email, staff.password);
  await page.goto(`/faq?filters[search][text]=${word}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const deleteButton = page.getByRole('button', { name: `Usuń: Pytanie ${word}` });
  await expect(deleteButton).toBeVisible();
  // a mark on this document: a reload would lose it
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const sent = recordRequests(page);

  // the administrator takes the delete permission away while the screen is open
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const pid = await permissionId(request, headers, 'admin:faq:delete');
  const revoked = await request.delete(`/api/admin/user/${staff.id}/personal-permissions/${pid}`, {
    headers,
  });
  expect(revoked.status(), await revoked.text()).toBe(200);

  // the button is still there (nothing told the page yet): the click is refused by the server
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  const refused = page.waitForResponse(
    (res) =>
      res.request().method() === 'DELETE' &&
      new URL(res.url()).pathname.startsWith('/api/admin/faq'),
  );
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  expect((await refused).status()).toBe(403);

  // the user is told, the permissions are read again, and the delete action is gone
  await expect(page.getByText('Brak uprawnień do tej operacji.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Usuń:/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `Pytanie ${word}`, exact: true })).toBeVisible();
  expect(sent.filter(isPermissionRead).map((r) => r.method())).toEqual(['GET']);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test('a screen the user may not open is the 404 screen, and its list is never asked for', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['admin:faq:list', 'admin:faq:get']);
  await signIn(page, staff.email, staff.password);
  const sent = recordRequests(page);

  await page.goto('/orders');
  await expect(
    page.getByRole('heading', { name: '404 – nie znaleziono strony', level: 1 }),
  ).toBeVisible();
  // the start-up read has answered (the 404 is drawn from it): nothing else is on its way
  await page.waitForLoadState('networkidle');
  const apiCalls = sent.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/api/'));
  expect(apiCalls).toContain('/api/user/me');
  expect(apiCalls.filter((p) => p.startsWith('/api/admin/order'))).toEqual([]);

  // a screen the user may open still loads its list beside the start-up read
  const listed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/faq');
  await page.goto('/faq');
  await listed;
  await expect(page.getByRole('table')).toBeVisible();
});

test('the manual order page reads the permission set once', async ({ page }) => {
  await signIn(page);
  const sent = recordRequests(page);

  await page.goto('/orders/create');
  await expect(page.getByRole('heading', { name: 'Zamówienie ręczne', level: 1 })).toBeVisible();
  // the form at work (an investor search) before counting: it asks for no permission either
  const searched = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/admin/investment/manual-order/investors' &&
      new URL(res.url()).searchParams.get('search') === 'a',
  );
  await page.getByRole('combobox', { name: 'Inwestor' }).fill('a');
  expect((await searched).status()).toBe(200);
  await page.waitForLoadState('networkidle');

  const reads = sent.filter(isPermissionRead).map((r) => new URL(r.url()).pathname);
  expect(reads).toEqual(['/api/user/me']);
});
