// Small helpers shared by the project's scripts (no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node >= 20.19 is required; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/**
 * Runs one step of `npm start` with its output kept in a log file instead of the terminal, so the
 * few lines a person needs (what is happening, then the banner with the address and the admin's
 * sign-in) are not lost in hundreds of lines of npm and Vite output (docs/performance.md,
 * "npm start"). Prints "label… done in N s"; on a failure, the log's last lines and its path.
 */
export async function step(label, command, args, logName) {
  const logDir = path.join(root, '.tmp');
  fs.mkdirSync(logDir, { recursive: true });
  const logPath = path.join(logDir, logName);
  const log = fs.openSync(logPath, 'w');
  const started = Date.now();
  process.stdout.write(`${label}… `);
  try {
    await run(command, args, { stdio: ['ignore', log, log] });
  } catch (error) {
    fs.closeSync(log);
    const tail = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.log('failed.');
    console.error(
      `${tail}\n\n${error.message}; the whole output is in ${path.relative(root, logPath)}`,
    );
    process.exit(1);
  }
  fs.closeSync(log);
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Installs dependencies when node_modules is missing or stale against the lockfile. npm writes
 * node_modules/.package-lock.json on every install, so an older one means the lock changed since.
 * `quiet` keeps npm's output in .tmp/npm-install.log (`step`).
 */
export async function ensureDependencies({ quiet = false } = {}) {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const fresh =
    fs.existsSync(installed) &&
    (!fs.existsSync(lock) || fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh) return;
  const label = fs.existsSync(installed)
    ? 'Dependencies are stale against package-lock.json; installing'
    : 'Installing dependencies';
  const args = [fs.existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'];
  if (quiet) return step(label, 'npm', args, 'npm-install.log');
  console.log(`${label}…`);
  await run('npm', args);
}
