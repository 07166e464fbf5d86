import { expect, test } from '@playwright/test';

test('the app loads in Chromium and renders in Polish by default', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the app renders in English when platformLanguage is en', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('platformLanguage', 'en'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a deep link to a client route is served the app, not a server 404', async ({
  page,
  request,
}) => {
  const res = await request.get('/faq');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(await res.text()).toContain('<div id="root">');

  // The client then takes over: signed out, it sends the user to the login screen.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login$/);

  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect((await api.json()).errors[0].code).toBe('REQUEST:ROUTE_NOT_FOUND');
});

test('the page runs under the strict Content-Security-Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  expect(violations).toEqual([]);
});
