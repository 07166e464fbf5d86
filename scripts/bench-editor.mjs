// `npm run bench:editor`: the offer page builder (Sections tab) at the REQ-PERF-5 budget size,
// 100 sections × 10 elements, in Chromium on the built server. Main-thread time is read from
// CDP `Performance.getMetrics` (TaskDuration deltas: every task the renderer ran, React's
// render and commit, style, layout and paint included), which holds up better on a shared
// 2-core machine than wall-clock time or Long Tasks (those miss tasks under 50 ms).
//
// Measured, each against its budget:
//   1. opening the offer's Sections tab until interactive (wall-clock: the click until the
//      first element's field shows and the main thread has gone quiet)   < 1.5 s
//   2. a keystroke in the first element's title, the last element's title and a table cell of
//      the first section (median of KEYSTROKES presses, main-thread time)  < 16 ms each
//   3. add, reorder (down, up), remove and undo of an element (main-thread time of a mouse click
//      at the control, from the input event to the next frame)              < 50 ms each
//   4. save round trip (wall-clock: the click until the answer is in and the page is quiet) < 1 s
// Options: --no-build (use the existing build), --strict (exit 1 when a line fails or could not
// run), --headed. It exits 0 otherwise: the figures drift on a shared machine.
import fs from 'node:fs';
import { startBuiltServer, signedInStorage } from './bench-server.mjs';
import { root, run } from './lib.mjs';

// The builder's accessible names (English UI), as the e2e tests use them.
const UI = {
  sectionsTab: 'Sections',
  addSection: 'Add section',
  addElement: 'Add element to section 1',
  expand: (n) => `Expand element ${n}`,
  moveElementUp: (n) => `Move element ${n} up`,
  moveElementDown: (n) => `Move element ${n} down`,
  removeElement: (n) => `Remove element ${n}`,
  restoreElement: (n) => `Restore element ${n}`,
  confirmRemove: 'Delete',
  undo: 'Undo',
  save: 'Save',
  // TranslatableField labels its inputs `${label} (${language})` (shared/form/translatable-field)
  elementTitle: 'Title (Polish)',
  // big-offer.ts puts the technologies table fourth in each section
  tableCell: 'Cell: Back-end (Polish)',
};
const SECTIONS = 100;
const ELEMENTS_PER_SECTION = 10;
const KEYSTROKES = 20;
/** Add and undo are repeated this many times; the median is reported. */
const ROUNDS = 5;
/** How long to wait for a control before the line is reported as not run. */
const FIND_TIMEOUT = 15_000;
const BUDGET = { open: 1500, keystroke: 16, action: 50, save: 1000 };

const strict = process.argv.includes('--strict');
if (!process.argv.includes('--no-build')) await run('npm', ['run', 'build', '--silent']);
// the server's own generator (the budget page of REQ-PERF-5), from the build
const { bigOfferInput } = await import(`${root}/apps/server/dist/modules/offers/big-offer.js`);
if (!fs.existsSync(`${root}/apps/web/dist/index.html`))
  throw new Error('apps/web/dist is missing: run `npm run build`');

/** @type {Array<{ name: string, value: number | null, unit: string, budget: number, note?: string }>} */
const results = [];
const record = (name, value, unit, budget, note) =>
  results.push({ name, value, unit, budget, note });

const server = await startBuiltServer();
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: !process.argv.includes('--headed'),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // the admin's session, taken through the API as the login screen would, the UI in English
  const storage = { ...(await signedInStorage(server.base)), platformLanguage: 'en' };
  const auth = { authorization: `Bearer ${storage.accessToken}` };

  const offerId = await createBigOffer(server.base, auth);

  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1600, height: 1000 },
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  /** Main-thread task time so far, in ms. */
  const taskTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  /** The next frame has been produced: what the user sees reflects the input. */
  const nextFrame = () =>
    page.evaluate(
      () => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 0))),
    );
  /** Until the main thread has run under 5 ms of tasks in 150 ms: the page is interactive. */
  const quiet = async () => {
    let last = await taskTime();
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const now = await taskTime();
      if (now - last < 5) return;
      last = now;
    }
  };
  /** Main-thread time of `action` until the frame after it. */
  const mainThread = async (action) => {
    const before = await taskTime();
    await action();
    await nextFrame();
    return (await taskTime()) - before;
  };
  const button = (name) => page.getByRole('button', { name, exact: true });
  const card = (n) => page.getByRole('group', { name: `Element ${n}`, exact: true });
  const titleOf = (n) => card(n).getByRole('textbox', { name: UI.elementTitle, exact: true });

  await page.goto(`/pages/${offerId}/edit`);
  const tab = page.getByRole('tab', { name: UI.sectionsTab, exact: true });
  await tab.waitFor({ timeout: 60_000 });
  console.log(`editor page open: /pages/${offerId}/edit`);
  await quiet();

  // 1. the Sections tab until interactive
  await step('open Sections tab until interactive', 'ms', BUDGET.open, async () => {
    const started = Date.now();
    await tab.click();
    // a big page opens with its elements collapsed: the first card's header is the first control
    await button(UI.expand('1.1')).waitFor({ timeout: FIND_TIMEOUT });
    await quiet();
    // `quiet` ends 150 ms after the last busy stretch: that idle tail is not the user's wait
    return Date.now() - started - 150;
  });

  // 2. keystrokes
  const typeInto = async (name, locator) =>
    step(name, 'ms', BUDGET.keystroke, async () => {
      await locator.waitFor({ timeout: FIND_TIMEOUT });
      await locator.scrollIntoViewIfNeeded();
      await locator.click({ timeout: FIND_TIMEOUT });
      await page.keyboard.press('End');
      await quiet();
      const samples = [];
      for (let i = 0; i < KEYSTROKES; i++)
        samples.push(await mainThread(() => page.keyboard.press(i % 2 ? 'Backspace' : 'x')));
      return median(samples);
    });
  await button(UI.expand('1.1')).click();
  await typeInto('keystroke: first element title', titleOf('1.1'));
  await button(UI.expand('1.4')).click();
  await typeInto(
    'keystroke: table cell (element 1.4, row 3)',
    card('1.4').getByRole('textbox', { name: UI.tableCell, exact: true }).nth(2),
  );
  await scrollToEnd(page);
  await button(UI.expand(`${SECTIONS}.${ELEMENTS_PER_SECTION}`)).click();
  await typeInto('keystroke: last element title', titleOf(`${SECTIONS}.${ELEMENTS_PER_SECTION}`));

  // 3. element actions, on the first section's controls
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  /**
   * Main-thread time of a mouse click at the control. `done` checks the click did what it
   * should, so a missed click is not a fast figure.
   */
  const clickTime = async (name, control, done) => {
    const target = control();
    await target.waitFor({ timeout: FIND_TIMEOUT });
    await target.scrollIntoViewIfNeeded();
    // where a user would click, found before the measured window: Playwright's selector
    // engine (role and name queries over the whole page) is not the app's main-thread time
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: the control is not visible`);
    await quiet();
    const took = await mainThread(() =>
      page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    );
    if (done) await done().catch(() => Promise.reject(new Error(`${name}: no effect seen`)));
    return took;
  };
  const action = (name, control, done) =>
    step(name, 'ms', BUDGET.action, () => clickTime(name, control, done));

  // add and its undo, ROUNDS times each (the median): the new element has no type and would
  // block the save, so each add is undone
  const newCard = card(`1.${ELEMENTS_PER_SECTION + 1}`);
  const adds = [];
  const undos = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      adds.push(
        await clickTime(
          'add element',
          () => button(UI.addElement).first(),
          () => newCard.waitFor({ timeout: FIND_TIMEOUT }),
        ),
      );
      undos.push(
        await clickTime(
          'undo',
          () => button(UI.undo).first(),
          () => newCard.waitFor({ state: 'detached', timeout: FIND_TIMEOUT }),
        ),
      );
    }
  } catch (error) {
    console.log(`add/undo: ${String(error?.message ?? error).split('\n')[0]}`);
  }
  record(
    `add element (median of ${ROUNDS})`,
    adds.length ? median(adds) : null,
    'ms',
    BUDGET.action,
  );
  record(
    `undo the add (median of ${ROUNDS})`,
    undos.length ? median(undos) : null,
    'ms',
    BUDGET.action,
  );
  await action('move element down', () => button(UI.moveElementDown('1.1')));
  await action('move element up', () => button(UI.moveElementUp('1.2')));
  // removal asks first (REQ-NOTIFY-3): the measured click is the dialog's confirmation
  await button(UI.removeElement('1.3')).click();
  await action(
    'remove element',
    () => page.getByRole('dialog').getByRole('button', { name: UI.confirmRemove, exact: true }),
    () => button(UI.restoreElement('1.3')).waitFor({ timeout: FIND_TIMEOUT }),
  );
  await action(
    'restore element',
    () => button(UI.restoreElement('1.3')),
    () => button(UI.removeElement('1.3')).waitFor({ timeout: FIND_TIMEOUT }),
  );
  await action(
    'add section',
    () => button(UI.addSection).first(),
    // the new section comes last, far below: the builder scrolls to it and focuses its
    // element's type picker (that scroll and the cards it mounts are part of the figure when
    // they fall in the click's frame)
    () =>
      page
        .locator(`[data-section-card] select[data-element-type]:focus`)
        .waitFor({ timeout: FIND_TIMEOUT }),
  );
  await button(UI.undo).first().click();

  // 4. save round trip
  await step('save round trip', 'ms', BUDGET.save, async () => {
    const saveButton = button(UI.save).first();
    await saveButton.waitFor({ timeout: FIND_TIMEOUT });
    await quiet();
    const started = Date.now();
    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/admin/offer/${offerId}` &&
        r.request().method() !== 'GET',
      { timeout: 30_000 },
    );
    // a click that fails must not leave this wait to reject unobserved
    answered.catch(() => undefined);
    await saveButton.click({ timeout: FIND_TIMEOUT });
    const response = await answered;
    await nextFrame();
    const took = Date.now() - started;
    if (!response.ok()) throw new Error(`the save answered HTTP ${response.status()}`);
    return took;
  });
} finally {
  await browser.close();
  await server.stop();
}

printTable();
const failed = results.filter((r) => r.value === null || r.value > r.budget);
if (strict && failed.length > 0) process.exitCode = 1;

/** Runs one measurement; a control that is missing or a step that throws is reported, not fatal. */
async function step(name, unit, budget, measure) {
  try {
    record(name, await measure(), unit, budget);
  } catch (error) {
    record(name, null, unit, budget, String(error?.message ?? error).split('\n')[0]);
  }
}

async function createBigOffer(base, auth) {
  const slug = `big-offer-${Date.now().toString(36)}`;
  const body = { data: bigOfferInput(slug) };
  const started = Date.now();
  const res = await fetch(`${base}/api/admin/offer`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`creating the offer: HTTP ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  const read = await fetch(`${base}/api/admin/offer/${id}`, { headers: auth });
  const offer = await read.json();
  const stored = (offer.sections ?? []).reduce((n, s) => n + (s.elements?.length ?? 0), 0);
  console.log(
    `offer ${id} created in ${Date.now() - started} ms: ${offer.sections?.length ?? 0} sections, ${stored} elements stored`,
  );
  if (stored !== SECTIONS * ELEMENTS_PER_SECTION)
    console.log(
      `  warning: ${SECTIONS * ELEMENTS_PER_SECTION} sent; the server did not store them all`,
    );
  return id;
}

/** Scrolls the window and every scrolling box to its end until no more fields appear. */
async function scrollToEnd(page) {
  let count = -1;
  for (let i = 0; i < 50; i++) {
    await page.evaluate(() => {
      const { document } = globalThis;
      globalThis.scrollTo(0, document.documentElement.scrollHeight);
      for (const el of document.querySelectorAll('*'))
        if (
          el.scrollHeight > el.clientHeight + 1 &&
          globalThis.getComputedStyle(el).overflowY !== 'visible'
        )
          el.scrollTop = el.scrollHeight;
    });
    await new Promise((r) => setTimeout(r, 200));
    const now = await page.locator('[data-section-card]').last().getAttribute('data-section-card');
    if (now === count) return;
    count = now;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function printTable() {
  console.log(
    `\nOffer page builder, ${SECTIONS} sections × ${ELEMENTS_PER_SECTION} elements, Chromium, Node ${process.version}`,
  );
  console.log(`${'measure'.padEnd(42)} ${'figure'.padStart(10)} ${'budget'.padStart(10)}  result`);
  for (const r of results) {
    const figure = r.value === null ? 'n/a' : `${r.value.toFixed(1)} ${r.unit}`;
    const verdict = r.value === null ? `NOT RUN: ${r.note}` : r.value <= r.budget ? 'PASS' : 'FAIL';
    console.log(
      `${r.name.padEnd(42)} ${figure.padStart(10)} ${`< ${r.budget} ${r.unit}`.padStart(10)}  ${verdict}`,
    );
  }
}
