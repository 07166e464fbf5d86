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
 * Installs dependencies when node_modules is missing or stale against the lockfile. npm writes
 * node_modules/.package-lock.json on every install, so an older one means the lock changed since.
 */
export async function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const fresh =
    fs.existsSync(installed) &&
    (!fs.existsSync(lock) || fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh) return;
  console.log(
    fs.existsSync(installed)
      ? 'Dependencies are stale against package-lock.json; installing…'
      : 'Installing dependencies…',
  );
  await run('npm', [fs.existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}
