// `npm run bench:web`: builds the web app and reports the gzipped JS and CSS that /login needs,
// and the largest lazy route chunk, against the budgets of the architecture brief.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET_LOGIN_JS = 150 * 1024;
const BUDGET_CSS = 40 * 1024;

if (!process.argv.includes('--no-build')) await run('npm', ['run', 'build', '-w', '@backoffice/web', '--silent']);
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
const files = (keys, kind) =>
  [...new Set([...keys].flatMap((k) => (kind === 'js' ? [manifest[k].file] : manifest[k].css ?? [])))];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => /login-page\.tsx$/.test(k));
if (!entryKey || !loginKey) throw new Error('entry or login route chunk not found in the manifest');
const loginKeys = new Set([...closure(entryKey), ...closure(loginKey)]);
const loginJs = files(loginKeys, 'js').reduce((sum, f) => sum + gz(f), 0);
const loginCss = files(loginKeys, 'css').reduce((sum, f) => sum + gz(f), 0);
const allCss = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))].reduce((s, f) => s + gz(f), 0);
const lazy = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => ({ key, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (n, budget) => (n <= budget ? 'ok' : 'OVER BUDGET');
console.log(`JS for /login (entry + login route, gzipped): ${kb(loginJs)} (budget ${kb(BUDGET_LOGIN_JS)}: ${verdict(loginJs, BUDGET_LOGIN_JS)})`);
console.log(`CSS for /login (gzipped): ${kb(loginCss)}; all CSS: ${kb(allCss)} (budget ${kb(BUDGET_CSS)}: ${verdict(allCss, BUDGET_CSS)})`);
console.log(`Lazy route chunks: ${lazy.length}; largest: ${lazy[0]?.key ?? '-'} ${kb(lazy[0]?.size ?? 0)}`);
for (const { key, size } of lazy.slice(0, 5)) console.log(`  ${kb(size).padStart(9)}  ${key}`);
if (loginJs > BUDGET_LOGIN_JS || allCss > BUDGET_CSS) process.exitCode = 1;
