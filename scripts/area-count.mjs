// `npm run check:area-count`: the proof that an area is declared once (docs/architecture.md
// "How to add an area"). In a throwaway copy of the working tree it adds a FAQ-shaped area,
// `memo`, made from the FAQ area's own files by renaming, plus one entry in each of `AREAS`,
// `MODULES` and `FEATURES`; generates its migration; type-checks everything; runs the tests that
// check the derived catalogues (permissions, error messages, sidebar, audit names, routes); and
// counts the files outside the area's own folders that changed. It fails unless that is exactly
// those three files and the migration. The area's schemas need no line in the contract's index:
// its module and feature import them by subpath (`@backoffice/contract/memo`, the package's
// `./*` export), which the renaming carries over from FAQ's `@backoffice/contract/faq`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'area-count-'));
const sh = (command, args, cwd = tmp) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const step = (text) => console.log(`• ${text}`);

try {
  // 1. The working tree's files (committed or not), in a git repository of their own.
  step(`copying the working tree to ${tmp}`);
  const files = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tmp, file));
  }
  // the installed packages, with the workspace's own packages pointing into the copy
  fs.mkdirSync(path.join(tmp, 'node_modules/@backoffice'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@backoffice') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(tmp, 'node_modules', entry));
  }
  for (const [name, target] of [
    ['contract', 'packages/contract'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
    ['e2e', 'e2e'],
  ])
    fs.symlinkSync(path.join(tmp, target), path.join(tmp, 'node_modules/@backoffice', name));
  for (const workspace of ['apps/web', 'apps/server', 'packages/contract', 'e2e']) {
    const own = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(tmp, workspace, 'node_modules'));
  }
  sh('git', ['init', '-q']);
  sh('git', ['add', '-A']);
  sh('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', 'commit', '-qm', 'base']);

  // 2. The area's own files: FAQ's, renamed.
  step('adding the area `memo` from the FAQ area’s files');
  const rename = (text) =>
    text.replaceAll('faq', 'memo').replaceAll('Faq', 'Memo').replaceAll('FAQ', 'MEMO');
  const own = [
    'packages/contract/src/areas/faq.ts',
    'packages/contract/src/faq.ts',
    'apps/server/src/modules/faq',
    'apps/web/src/features/faq',
  ];
  const copy = (from) => {
    const source = path.join(tmp, from);
    if (fs.statSync(source).isDirectory()) {
      for (const entry of fs.readdirSync(source)) copy(path.join(from, entry));
      return;
    }
    const target = path.join(tmp, rename(from));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, rename(fs.readFileSync(source, 'utf8')));
  };
  for (const from of own) copy(from);

  // 3. One entry in each list (with its import).
  const addAfter = (file, pattern, make) => {
    const full = path.join(tmp, file);
    const lines = fs.readFileSync(full, 'utf8').split('\n');
    const out = lines.flatMap((line) => (pattern.test(line) ? [line, make(line)] : [line]));
    if (out.length === lines.length) throw new Error(`${file}: nothing matched ${pattern}`);
    fs.writeFileSync(full, out.join('\n'));
  };
  addAfter('packages/contract/src/catalogue.ts', /faq/, rename);
  addAfter('apps/server/src/modules/index.ts', /faq/i, rename);
  addAfter('apps/web/src/app/features.ts', /faq/i, rename);

  // 4. Its migration, as a developer would generate it.
  step('generating the migration');
  sh('npx', ['drizzle-kit', 'generate'], path.join(tmp, 'apps/server'));

  // 5. Everything compiles, and the derived catalogues take the new area.
  step('type-checking');
  sh('npx', ['tsc', '-b']);
  step('running the catalogue tests');
  sh('npx', [
    'vitest',
    'run',
    '--project',
    'contract',
    '--project',
    'web',
    'packages/contract/src/catalogue.test.ts',
    'apps/web/src/app/features.test.ts',
    'apps/web/src/i18n/catalogues.test.ts',
  ]);
  const contract = await import(path.join(tmp, 'packages/contract/dist/index.js'));
  const memo = contract.SIDEBAR_ENTRIES.find((entry) => entry.href === '/memo');
  if (!memo || !contract.ALL_PERMISSIONS.includes('admin:memo:delete'))
    throw new Error('the new area is missing from the derived sidebar or permissions');
  if (!contract.AUDIT_ACTIONS.includes('memo.restore'))
    throw new Error('the new area is missing from the audit vocabulary');

  // 6. What changed outside the area's own folders.
  const changed = sh('git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !/(^|\/)dist\/|tsbuildinfo/.test(file));
  const isOwn = (file) => own.some((o) => file === rename(o) || file.startsWith(`${rename(o)}/`));
  const isMigration = (file) => file.startsWith('apps/server/src/db/migrations/');
  const shared = [...new Set(changed.filter((file) => !isOwn(file) && !isMigration(file)))];
  const ownCount = changed.filter(isOwn).length;
  console.log(`\nThe area's own files: ${ownCount}`);
  console.log(`Migration files: ${changed.filter(isMigration).join(', ')}`);
  console.log(
    `Shared files changed (${shared.length}):\n${shared.map((f) => `  ${f}`).join('\n')}`,
  );
  const expected = [
    'apps/server/src/modules/index.ts',
    'apps/web/src/app/features.ts',
    'packages/contract/src/catalogue.ts',
  ];
  if (shared.sort().join() !== expected.join()) {
    console.error(`✗ expected exactly: ${expected.join(', ')}`);
    process.exitCode = 1;
  } else console.log('✓ a FAQ-shaped area touches AREAS, MODULES, FEATURES and its migration');
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
