import { expect, test } from '@playwright/test';
import { signIn } from './support.js';

// The dashboard's raised-against-target chart names every offer it draws: with upright bars the
// axis printed every other name, and a bar stood over its neighbour's label. The chart's data
// table (for assistive technology) lists the offers; each must be written beside its bar.

test('the raised-against-target chart writes the name of every offer it draws (pl, 1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Zebrane środki na ofertę' });
  const rows = panel.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeAttached();
  const names = (await rows.locator('td:first-child, th:first-child').allTextContents()).map(
    // the table adds "(closed)" to an offer no longer open; the axis writes the title alone
    (name) => name.replace(/\s*\([^)]*\)$/, '').replace(/\s+/g, ''),
  );
  expect(names.length).toBeGreaterThan(1);
  // an axis label may be broken over lines (tspans): compared without spaces
  const chart = panel.locator('svg.recharts-surface').first();
  await expect(chart).toBeVisible();
  await expect
    .poll(async () =>
      (await chart.locator('text').allTextContents()).map((label) => label.replace(/\s+/g, '')),
    )
    .toEqual(expect.arrayContaining(names));
});
