import { expect, test } from '@playwright/test';
import { signIn } from './support.js';

// throwaway (not committed): screenshots of the sliders and static content screens
const SCREENS = [
  ['slider-list', '/slider'],
  ['slider-create', '/slider/create'],
  ['slider-edit', '/slider/1'],
  ['sc-root', '/static-content'],
  ['sc-footer', '/static-content/1'],
  ['sc-newsletter', '/static-content/5'],
  ['sc-text', '/static-content/element/2'],
  ['sc-image', '/static-content/element/9'],
  ['sc-rich', '/static-content/element/12'],
] as const;

for (const language of ['pl', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`shots ${language} ${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await signIn(page, undefined, undefined, language);
      for (const [name, path] of SCREENS) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status', { name: /Ładowanie|Loading/ })).toHaveCount(0);
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `/tmp/ss-shots/${name}-${language}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
}
