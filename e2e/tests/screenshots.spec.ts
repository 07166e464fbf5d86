import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support.js';

// Refreshes the README's screenshots: UPDATE_SCREENSHOTS=1 npm run test:e2e -- screenshots
test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots');

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

for (const language of ['pl', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`login and shell, ${language}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.addInitScript(
        (lang) => window.localStorage.setItem('platformLanguage', lang),
        language,
      );
      await page.goto('/login');
      await expect(
        page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Sign in' }),
      ).toBeVisible();
      await page.screenshot({ path: out(`login-${language}-${width}.png`) });
      await signIn(page, undefined, undefined, language);
      const splash = page.getByRole('dialog');
      await splash.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
      await splash.waitFor({ state: 'hidden', timeout: 6_000 }); // the splash hides after 3 s
      if (width < 992) {
        await page
          .getByRole('button', { name: language === 'pl' ? 'Otwórz menu' : 'Open menu' })
          .click();
        await page.waitForTimeout(400); // the navbar's slide-in
      }
      await page.screenshot({ path: out(`shell-${language}-${width}.png`) });
    });
  }
}
