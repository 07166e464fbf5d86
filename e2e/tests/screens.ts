import { expect, type Page } from '@playwright/test';

// The accessibility walks' screens: a path, what shows once its data is there (`ready`), and
// what to open before the check. Shared by a11y.spec.ts and a11y-money.spec.ts, which run in
// different e2e groups (scripts/e2e.mjs).

export type Ready = (page: Page) => Promise<void>;
export interface Screen {
  /** the screen's address; `{key}` names a record the spec finds through the API (records.ts) */
  path: string;
  ready: Ready;
  /** something to open before the check (a dialog, the filters) */
  open?: (page: Page) => Promise<void>;
  width?: number;
}

export const table: Ready = async (page) => {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
};
/** A list at ≤ 768 px: cards instead of a table. */
export const cards: Ready = async (page) => {
  await expect(page.locator('[data-list-card]').first()).toBeVisible();
};
export const form: Ready = async (page) => {
  await expect(page.getByRole('textbox').first()).toBeVisible();
};
export const editable: Ready = async (page) => {
  await expect(page.getByRole('textbox').first()).toBeEnabled();
};
export const openTab =
  (name: RegExp) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel').getByRole('list').first()).toBeVisible();
  };
/** A money record screen: its title with the record's number. */
export const recordScreen: Ready = async (page) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#');
};
export const loaded: Ready = async (page) => {
  await expect(page.getByRole('status', { name: /Ładowanie|Loading/ })).toHaveCount(0);
};
/** The dashboard as the admin: its three charts drawn (their lazy chunk loaded). */
export const charts: Ready = async (page) => {
  await expect(page.locator('.recharts-surface')).toHaveCount(3);
};
export const all =
  (...steps: Ready[]): Ready =>
  async (page) => {
    for (const step of steps) await step(page);
  };
