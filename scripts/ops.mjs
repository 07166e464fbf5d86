// `npm run backup [file]` / `npm run restore <file>` / `npm run migrate`: build the server, then
// run its operations command with the same environment (and .env) as `npm start`. See docs/operations.md.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, requireNode, root, run } from './lib.mjs';

requireNode();
await ensureDependencies();
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/contract']);
await run('npm', ['run', 'build', '--silent', '-w', '@backoffice/server']);
const envFile = path.join(root, '.env');
const nodeArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
try {
  await run(process.execPath, [
    ...nodeArgs,
    path.join(root, 'apps/server/dist/ops/cli.js'),
    ...process.argv.slice(2),
  ]);
} catch {
  process.exit(1);
}
