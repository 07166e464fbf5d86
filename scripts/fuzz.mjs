// `npm run fuzz`: the OpenAPI-driven fuzz (apps/server/test/fuzz.test.ts) with 2,000 cases per
// operation instead of the normal run's 100, on PGlite and again on PostgreSQL when
// TEST_DATABASE_URL is set, with a new random seed each time (printed; FUZZ_SEED replays it),
// where `npm test` replays a fixed one. FUZZ_RUNS and FUZZ_SEED still override.
import { run } from './lib.mjs';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31)),
};
const vitest = ['vitest', 'run', '--project', 'server-integration', 'test/fuzz.test.ts'];
console.log('\n== fuzz on PGlite ==');
await run('npx', vitest, { env: { ...env, TEST_DB: 'pglite' } });
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== fuzz on PostgreSQL (TEST_DATABASE_URL) ==');
  await run('npx', vitest, { env: { ...env, TEST_DB: 'postgres' } });
}
