import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real production build, served by the real server, on a fresh temporary PGlite directory.
// The config is evaluated by the runner and by each worker: create the directory only once.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
process.env.E2E_PORT ??= '3199';
// the map element's address lookup: a Nominatim-compatible fake on loopback (scripts/fake-geocoder.mjs)
process.env.E2E_GEOCODER_PORT ??= String(Number(process.env.E2E_PORT) + 1);
export const E2E_ADMIN_EMAIL = 'admin@example.com';
export const E2E_ADMIN_PASSWORD = 'E2eAdmin123';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // a test's whole time: the long walks (the access walk, the builder) took just over 60 s on a
  // 2-core CI machine shared by both e2e groups; a hang still fails, at 2 min
  timeout: 120_000,
  // how long an assertion waits for the page to get there: the offer editor took 7.6 s to load
  // once, and 10 s were not enough the next time, with both e2e groups on CI's two cores
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // scripts/e2e.mjs gives each of its groups its own: Playwright empties the folder it starts in
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    // A failed test keeps its trace (each action's DOM snapshot, the network, the console) but
    // not the trace's screencast: recording the screencast for every test, passed ones included,
    // took a quarter of the e2e run's CPU (figures in docs/performance.md, "History moved from
    // code comments"). The failure screenshot stays.
    // E2E_TRACE=off (`.ci/run`): no trace at all. CI keeps its log, not the test-results folder,
    // so a trace there is never opened, and recording one for every test cost ~10% of the run's
    // CPU (the walk: 66–69 s with traces, 59–63 s without), on two cores that are all busy.
    trace:
      process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: `node ${path.join(root, 'scripts/fake-geocoder.mjs')} ${process.env.E2E_GEOCODER_PORT}`,
      port: Number(process.env.E2E_GEOCODER_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
      url: `http://127.0.0.1:${process.env.E2E_PORT}/api/readyz`,
      reuseExistingServer: false,
      // a first start migrates and seeds the demo data, pictures and PDFs included: it took
      // 115 s at load average 16 on this shared 2-core machine
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: '1',
        // an investor's set-password link goes to the investor site; in e2e, this same server
        INVESTOR_SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        GEOCODER_URL: `http://127.0.0.1:${process.env.E2E_GEOCODER_PORT}/`,
      },
    },
  ],
});
