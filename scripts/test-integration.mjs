// Server integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { run } from './lib.mjs';

// Some tests start, kill and restart the built server (dist/server.js): build it first.
console.log('\n== building the server for the process tests ==');
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/contract']);
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/server']);

// Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, the
// other core idle while each file runs (its main process only hands out files). Every file has
// its own database clone and free ports, so files run side by side safely.
const vitest = ['vitest', 'run', '--project', 'server-integration', '--maxWorkers=100%'];
console.log('\n== server integration tests on PGlite ==');
await run('npx', vitest, { env: { ...process.env, TEST_DB: 'pglite' } });
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== server integration tests on PostgreSQL (TEST_DATABASE_URL) ==');
  await run('npx', vitest, { env: { ...process.env, TEST_DB: 'postgres' } });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: skipping the PostgreSQL run)');
}
