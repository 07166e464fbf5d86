import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstOf, recordPaths } from './records.js';
import { signIn, waitForSplash } from './support.js';

// Refreshes the README's screenshots: UPDATE_SCREENSHOTS=1 npm run test:e2e -- screenshots
test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots');

/** The records the shots open, found through the API (records.ts). */
const pathOf = recordPaths({
  slide: firstOf('/api/admin/slider'),
  template: firstOf('/api/admin/email/template'),
  post: firstOf('/api/admin/blog'),
});

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

for (const language of ['pl', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`login and shell, ${language}, ${width} px`, async ({ page, request }) => {
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
      await waitForSplash(page);
      if (width < 992) {
        await page
          .getByRole('button', { name: language === 'pl' ? 'Otwórz menu' : 'Open menu' })
          .click();
        await page.waitForTimeout(400); // the navbar's slide-in
      }
      await page.screenshot({ path: out(`shell-${language}-${width}.png`) });
      if (width < 992) await page.keyboard.press('Escape');

      // the FAQ list: a table at 1280 px, cards at 390 px
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`faq-${language}-${width}.png`) });

      // files and rich text (REQ-FILES-7, REQ-RICH-1): the slider list's thumbnails, a slide's
      // image field, and a rich-text static content element
      await page.goto('/slider');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`slider-${language}-${width}.png`) });
      await page.goto(await pathOf(request, '/slider/{slide}'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`slider-form-${language}-${width}.png`), fullPage: true });
      await page.goto('/static-content');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // static content is Polish only (REQ-STATIC-3): its names are the same in both languages
      await page.getByRole('link', { name: 'Strona kontaktowa' }).click();
      await page.getByRole('link', { name: 'Treść strony kontaktowej' }).click();
      await page.getByTestId('rich-text-editor').locator('.ProseMirror').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`rich-text-${language}-${width}.png`), fullPage: true });

      // REQ-AGR, REQ-EMAIL, REQ-SETTINGS, REQ-BLOG and REQ-PAGE entries: agreements, an e-mail
      // template, the settings' PayPal tab, the blog
      const shots: [string, string][] = [
        ['/agreements', 'agreements'],
        ['/email-templates/{template}/edit', 'email-template'],
        ['/settings?tab=paypal', 'settings-paypal'],
        ['/blog', 'blog'],
        ['/blog/{post}', 'blog-post'],
      ];
      for (const [where, name] of shots) {
        await page.goto(await pathOf(request, where));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: out(`${name}-${language}-${width}.png`) });
      }

      // the command palette (Ctrl+K), filtered by typing without diacritics
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.type('uzyt');
      await page.waitForTimeout(300);
      await page.screenshot({ path: out(`palette-${language}-${width}.png`) });
    });
  }
}
