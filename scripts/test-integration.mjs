// Server integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

// Some tests start, kill and restart the built server (dist/server.js): build it first.
console.log('\n== building the server for the process tests ==');
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/contract']);
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/server']);

// Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, the
// other core idle while each file runs (its main process only hands out files). Every file has
// its own database clone and free ports, so files run side by side safely.
const vitest = ['vitest', 'run', '--project', 'server-integration', '--maxWorkers=100%'];

/**
 * `INTEGRATION_PGLITE=engine` (set by `.ci/run`, beside TEST_DATABASE_URL): the PGlite pass runs
 * only the files that ask which engine they run on (`testDatabaseKind()`: backups, crash
 * safety, start-up checks, the demo money, the upload limits), and PostgreSQL runs every file.
 * PGlite is PostgreSQL compiled to WebAssembly (same parser, planner and executor); what
 * differs is its files, its single connection and its process, which those files test. Every
 * e2e test runs on PGlite too. The whole suite took 8.7 min on PGlite (partly beside an e2e run)
 * against 4.1 on PostgreSQL (2026-11-28), the difference that kept CI over its 40 minutes
 * (docs/architecture.md, "Tests"). Without the setting (a developer's `npm test`) PGlite runs every file.
 */
function engineAwareFiles() {
  const dir = path.join(root, 'apps', 'server', 'test');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('testDatabaseKind'))
    .map((name) => `test/${name}`);
}
const pgliteOnlyEngine =
  process.env.INTEGRATION_PGLITE === 'engine' && Boolean(process.env.TEST_DATABASE_URL);
const pgliteFiles = pgliteOnlyEngine ? engineAwareFiles() : [];
console.log(
  pgliteOnlyEngine
    ? `\n== server integration tests on PGlite: the ${pgliteFiles.length} engine-aware files (INTEGRATION_PGLITE=engine) ==`
    : '\n== server integration tests on PGlite ==',
);
await run('npx', [...vitest, ...pgliteFiles], { env: { ...process.env, TEST_DB: 'pglite' } });
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== server integration tests on PostgreSQL (TEST_DATABASE_URL) ==');
  await run('npx', vitest, { env: { ...process.env, TEST_DB: 'postgres' } });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: skipping the PostgreSQL run)');
}
