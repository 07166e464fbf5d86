// `npm test`: every check, in order, stopping at the first failure.
import { spawn } from 'node:child_process';
import { ensureDependencies, requireNode, root, run } from './lib.mjs';

requireNode();
await ensureDependencies();

/**
 * The static checks are single-threaded and independent: they run side by side (output kept
 * per check and printed as each ends), which on a 2-core machine halves their time.
 */
const staticChecks = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['engines', 'npm', ['run', 'check:engines']],
];
const steps = [
  ['unit and component tests', 'npm', ['run', 'test:unit']],
  // a throwaway FAQ-shaped area touches exactly AREAS, MODULES and FEATURES (and its migration)
  ['area count', 'npm', ['run', 'check:area-count']],
  ['server integration tests', 'npm', ['run', 'test:integration']],
  ['end-to-end tests in Chromium', 'npm', ['run', 'test:e2e']],
];

function captured(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ name, ok: code === 0, output }));
  });
}

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));
const elapsed = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const checks = staticChecks.filter(([name]) => wanted(name));
if (checks.length > 0) {
  console.log(`\n━━ ${checks.map(([name]) => name).join(', ')} ━━`);
  const started = Date.now();
  const results = await Promise.all(checks.map((check) => captured(...check)));
  for (const result of results) {
    process.stdout.write(result.output);
    console.log(`${result.ok ? '✓' : '✗'} ${result.name}`);
  }
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((result) => result.name).join(', ')} failed`);
    process.exit(1);
  }
  console.log(`✓ static checks (${elapsed(started)})`);
}

for (const [name, command, args] of steps) {
  if (!wanted(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${elapsed(started)})`);
}
console.log('\nAll checks passed.');
