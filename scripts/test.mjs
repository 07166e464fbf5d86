// `npm test`: every check, in order, stopping at the first failure.
import { ensureDependencies, requireNode, run } from './lib.mjs';

requireNode();
await ensureDependencies();
const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['engines', 'npm', ['run', 'check:engines']],
  ['unit and component tests', 'npm', ['run', 'test:unit']],
  ['server integration tests', 'npm', ['run', 'test:integration']],
  ['end-to-end tests in Chromium', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');
