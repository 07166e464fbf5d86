// E2E tests drive Debian's Chromium (Playwright cannot download its own browser here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const canInstall =
    process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${chromium}.\n` +
        'Install it with:  sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("Chromium is missing; installing Debian's chromium package…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
