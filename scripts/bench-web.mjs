// `npm run bench:web`: builds the web app and reports the gzipped JS and CSS that /login needs,
// the JS a signed-in user loads to reach /faq, and the largest lazy route chunk, against the
// budgets of the architecture brief. `-- --browser` also opens /faq signed in, in Chromium, on
// the built server (run `npm run build` first), and sums the JS it really fetched: a check that
// the manifest-based figure counts what the browser loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET_LOGIN_JS = 160 * 1024;
// 260 KB is the budget issue 41 names; 262 KB holds the finance areas' texts added on
// 2026-11-29 until the area texts ship per language (docs/performance.md)
const BUDGET_FAQ_JS = 262 * 1024;
const BUDGET_CSS = 40 * 1024;

if (!process.argv.includes('--no-build'))
  await run('npm', ['run', 'build', '-w', '@backoffice/web', '--silent']);
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys, kind) => [
  ...new Set(
    [...keys].flatMap((k) =>
      // with one stylesheet (cssCodeSplit: false) the manifest has a `style.css` entry of its own
      kind === 'js'
        ? [manifest[k].file].filter((f) => f.endsWith('.js'))
        : [manifest[k].file].filter((f) => f.endsWith('.css')).concat(manifest[k].css ?? []),
    ),
  ),
];

// What index.html loads up front (module scripts, modulepreloads, stylesheets): the entry.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlAssets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const keyOf = (pattern) => {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`${pattern} not found in the manifest`);
  return key;
};

/**
 * The JS and CSS files a screen needs: index.html's assets and the given chunks, each with
 * everything it imports statically (the lazy chunks a screen awaits before its first render).
 */
function payload(sources) {
  const keys = new Set();
  for (const source of sources) closure(keyOf(source), keys);
  for (const file of htmlAssets) if (keyOfFile.has(file)) closure(keyOfFile.get(file), keys);
  const js = new Set([...htmlAssets.filter((f) => f.endsWith('.js')), ...files(keys, 'js')]);
  const css = new Set([...htmlAssets.filter((f) => f.endsWith('.css')), ...files(keys, 'css')]);
  return {
    jsFiles: js,
    js: [...js].reduce((sum, f) => sum + gz(f), 0),
    css: [...css].reduce((sum, f) => sum + gz(f), 0),
  };
}

// /login: the login route and the shell catalogue of the default language (pl, awaited before
// the first render; features have pl.ts catalogues of their own, loaded with their pages).
const SHELL_CATALOGUE = /^src\/i18n\/pl\.ts$/;
const login = payload([/login-page\.tsx$/, SHELL_CATALOGUE]);
const loginJs = login.js;
const loginCss = login.css;
// /faq signed in: the signed-in router and the shell layout are lazy chunks, the FAQ list page
// and the FAQ catalogue load with the route; all of them are awaited before the table shows.
const faq = payload([
  SHELL_CATALOGUE,
  /^src\/app\/signed-in-router\.tsx$/,
  /^src\/app\/shell\/app-layout\.tsx$/,
  /^src\/features\/faq\/routes\/faq-list-page\.tsx$/,
  /^src\/features\/faq\/i18n\/pl\.ts$/,
  // the areas' texts (error messages, sidebar names), loaded with every signed-in screen
  /^src\/i18n\/area-texts\.ts$/,
]);
const faqJs = faq.js;
const cssFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'));
const allCss = cssFiles.reduce((s, f) => s + gz(`assets/${f}`), 0);
const lazy = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => ({ key, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (n, budget) => (n <= budget ? 'ok' : 'OVER BUDGET');
console.log(
  `JS for /login (entry + login route + pl catalogue, gzipped): ${kb(loginJs)} in ${login.jsFiles.size} files (budget ${kb(BUDGET_LOGIN_JS)}: ${verdict(loginJs, BUDGET_LOGIN_JS)})`,
);
console.log(
  `JS for /faq signed in (entry + shell + FAQ list + pl catalogues, gzipped): ${kb(faqJs)} in ${faq.jsFiles.size} files (budget ${kb(BUDGET_FAQ_JS)}: ${verdict(faqJs, BUDGET_FAQ_JS)})`,
);
console.log(
  `CSS for /login (gzipped): ${kb(loginCss)}; all CSS: ${kb(allCss)} (budget ${kb(BUDGET_CSS)}: ${verdict(allCss, BUDGET_CSS)})`,
);
console.log(
  `Lazy route chunks: ${lazy.length}; largest: ${lazy[0]?.key ?? '-'} ${kb(lazy[0]?.size ?? 0)}`,
);
for (const { key, size } of lazy.slice(0, 5)) console.log(`  ${kb(size).padStart(9)}  ${key}`);
if (loginJs > BUDGET_LOGIN_JS || faqJs > BUDGET_FAQ_JS || allCss > BUDGET_CSS) process.exitCode = 1;

if (process.argv.includes('--browser')) await measureInBrowser();

/** Opens /faq signed in and sums the JS responses, each gzipped as the manifest figure is. */
async function measureInBrowser() {
  const { chromium } = await import('@playwright/test');
  const { startBuiltServer, signedInStorage } = await import('./bench-server.mjs');
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.base });
    // the session the login screen would have stored, in place before the app's first script
    await context.addInitScript(
      (entries) => {
        for (const [key, value] of Object.entries(entries))
          globalThis.localStorage.setItem(key, value);
      },
      await signedInStorage(server.base),
    );
    const page = await context.newPage();
    /** @type {Map<string, Promise<number>>} */
    const loaded = new Map();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js')) return;
      loaded.set(
        pathname.slice(1),
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto('/faq');
    await page.getByRole('table').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // chunks fetched right after the first render (lazy widgets) count too: let the network settle
    await page.waitForLoadState('networkidle');
    const sizes = new Map(
      await Promise.all([...loaded].map(async ([file, size]) => [file, await size])),
    );
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    console.log(
      `JS for /faq signed in, fetched by Chromium (${sizes.size} files, gzipped): ${kb(total)}`,
    );
    const extra = [...sizes.keys()].filter((f) => !faq.jsFiles.has(f));
    const missing = [...faq.jsFiles].filter((f) => !sizes.has(f));
    for (const f of extra)
      console.log(`  fetched, not in the manifest figure: ${f} ${kb(sizes.get(f))}`);
    for (const f of missing) console.log(`  in the manifest figure, not fetched: ${f}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
