// `npm run bench:web`: builds the web app and reports the gzipped JS and CSS that /login needs,
// and the largest lazy route chunk, against the budgets of the architecture brief.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET_LOGIN_JS = 150 * 1024;
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
    [...keys].flatMap((k) => (kind === 'js' ? [manifest[k].file] : (manifest[k].css ?? []))),
  ),
];

// What index.html loads up front (module scripts, modulepreloads, stylesheets): the entry.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlAssets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// Then the login route and the default language's catalogue (awaited before the first render).
const loginKey = Object.keys(manifest).find((k) => /login-page\.tsx$/.test(k));
// the shell catalogue (features have pl.ts catalogues of their own, loaded with their pages)
const catalogueKey = Object.keys(manifest).find((k) => /^src\/i18n\/pl\.ts$/.test(k));
if (!loginKey || !catalogueKey)
  throw new Error('login route or pl catalogue chunk not found in the manifest');
const keys = new Set([...closure(loginKey), ...closure(catalogueKey)]);
for (const file of htmlAssets) if (keyOfFile.has(file)) closure(keyOfFile.get(file), keys);
const loginJsFiles = new Set([
  ...htmlAssets.filter((f) => f.endsWith('.js')),
  ...files(keys, 'js'),
]);
const loginCssFiles = new Set([
  ...htmlAssets.filter((f) => f.endsWith('.css')),
  ...files(keys, 'css'),
]);
const loginJs = [...loginJsFiles].reduce((sum, f) => sum + gz(f), 0);
const loginCss = [...loginCssFiles].reduce((sum, f) => sum + gz(f), 0);
const cssFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'));
const allCss = cssFiles.reduce((s, f) => s + gz(`assets/${f}`), 0);
const lazy = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => ({ key, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (n, budget) => (n <= budget ? 'ok' : 'OVER BUDGET');
console.log(
  `JS for /login (entry + login route + pl catalogue, gzipped): ${kb(loginJs)} (budget ${kb(BUDGET_LOGIN_JS)}: ${verdict(loginJs, BUDGET_LOGIN_JS)})`,
);
console.log(
  `CSS for /login (gzipped): ${kb(loginCss)}; all CSS: ${kb(allCss)} (budget ${kb(BUDGET_CSS)}: ${verdict(allCss, BUDGET_CSS)})`,
);
console.log(
  `Lazy route chunks: ${lazy.length}; largest: ${lazy[0]?.key ?? '-'} ${kb(lazy[0]?.size ?? 0)}`,
);
for (const { key, size } of lazy.slice(0, 5)) console.log(`  ${kb(size).padStart(9)}  ${key}`);
if (loginJs > BUDGET_LOGIN_JS || allCss > BUDGET_CSS) process.exitCode = 1;
