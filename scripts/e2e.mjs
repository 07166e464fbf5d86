// The end-to-end specs (after `npm run build`), in two groups run side by side, each with its own
// server, PGlite database and Chromium: the accessibility walk only reads, the flows write, and
// on one server they would see each other's data (a flow's maintenance mode, the walk's dark
// colour scheme). Side by side the two cores are both busy; one after the other, CI took the
// e2e alone ~38 min. Arguments (a spec, `--grep …`) run one Playwright as usual instead.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const config = path.join('e2e', 'playwright.config.ts');
const args = process.argv.slice(2);
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');

if (args.length > 0) {
  const child = spawn(playwright, ['test', '-c', config, ...args], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const specs = fs
    .readdirSync(path.join(root, 'e2e', 'tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  // the axe walks and the screenshots read; every other spec goes to the flows group. CI waits
  // for the longer group: with the gate's faster axe runs (e2e/tests/axe.ts) the walk alone took
  // 12.5 min against the flows' ~24, so the money screens' walk is back with the readers
  const READERS = ['a11y.spec.ts', 'a11y-money.spec.ts', 'screenshots.spec.ts'];
  const groups = [
    { name: 'a11y', specs: specs.filter((spec) => READERS.includes(spec)) },
    { name: 'flows', specs: specs.filter((spec) => !READERS.includes(spec)) },
  ];
  const basePort = Number(process.env.E2E_PORT ?? 3199);
  const groupEnv = (port, name) => {
    const env = {
      ...process.env,
      E2E_PORT: String(port),
      // its own artifacts folder: a second Playwright would delete the first one's traces
      E2E_OUTPUT_DIR: path.join(root, 'test-results', name),
    };
    delete env.E2E_DATA_DIR; // the config makes a fresh one per Playwright run
    return env;
  };
  const started = Date.now();
  const results = await Promise.all(
    groups.map(
      (group, index) =>
        new Promise((resolve) => {
          const child = spawn(
            playwright,
            ['test', '-c', config, ...group.specs.map((spec) => `e2e/tests/${spec}`)],
            {
              cwd: root,
              stdio: ['ignore', 'pipe', 'pipe'],
              // each group its own server port (and the geocoder fake's, port + 1) and data dir
              env: groupEnv(basePort + index * 10, group.name),
            },
          );
          const prefix = `[${group.name}] `;
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.on('data', (chunk) => {
              const lines = (rest + chunk.toString()).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
            });
            stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
          }
          child.on('exit', (code) => {
            const minutes = ((Date.now() - started) / 60_000).toFixed(1);
            console.log(`${prefix}finished with exit code ${code} after ${minutes} min`);
            resolve(code);
          });
        }),
    ),
  );
  process.exit(results.every((code) => code === 0) ? 0 : 1);
}
