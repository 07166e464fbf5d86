import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { all, cards, form, loaded, recordScreen, table, type Screen } from './screens.js';
import { firstOf, recordPaths } from './records.js';
import { signIn } from './support.js';

// The money screens (REQ-MONEY-5, REQ-MONEY-11, REQ-MONEY-13), in both languages at 1280 and 390
// px. They only read, but run in the flows group (scripts/e2e.mjs), first of its specs: the
// accessibility group is the longer of the two, and CI waits for the longer. A record screen
// names its record as `{key}`: the first the list answers, found through the API.
const pathOf = recordPaths({
  order: firstOf('/api/admin/order'),
  transaction: firstOf('/api/admin/transaction'),
  investment: firstOf('/api/admin/investment'),
});
const MONEY: Screen[] = [
  { path: '/orders', ready: table },
  { path: '/orders', ready: cards, width: 390 },
  { path: '/orders?filters[status][choice]=paid', ready: table },
  { path: '/orders/{order}/edit', ready: all(loaded, recordScreen) },
  { path: '/orders/{order}/edit', ready: all(loaded, recordScreen), width: 390 },
  { path: '/orders/create', ready: all(loaded, form) },
  { path: '/orders/create', ready: all(loaded, form), width: 390 },
  { path: '/transactions', ready: table },
  { path: '/transactions', ready: cards, width: 390 },
  { path: '/transactions/{transaction}/edit', ready: all(loaded, recordScreen) },
  { path: '/transactions/{transaction}/edit', ready: all(loaded, recordScreen), width: 390 },
  { path: '/investments', ready: table },
  { path: '/investments', ready: cards, width: 390 },
  { path: '/investments/{investment}/edit', ready: all(loaded, recordScreen) },
  { path: '/investments/{investment}/edit', ready: all(loaded, recordScreen), width: 390 },
  // REQ-EXPORT-1, REQ-VIEWS-1: the Export menu and the saved views' dialog open over the list
  {
    path: '/orders',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Eksportuj|Export)$/ }).click();
      await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    },
  },
  {
    path: '/orders',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Widoki|Views)$/ }).click();
      await page
        .getByRole('menuitem', { name: /^(Zapisz bieżący widok|Save current view)/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

for (const language of ['pl', 'en'] as const) {
  test(`the money screens pass axe (WCAG 2.1 AA), ${language}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.addInitScript(
      (lang) => window.localStorage.setItem('platformLanguage', lang),
      language,
    );
    await signIn(page, undefined, undefined, language);
    for (const screen of MONEY) {
      await page.setViewportSize({ width: screen.width ?? 1280, height: 800 });
      await page.goto(await pathOf(request, screen.path));
      await screen.ready(page);
      await screen.open?.(page);
      await expectNoAxeViolations(page, `${screen.path} (${language}, ${screen.width ?? 1280} px)`);
    }
  });
}
