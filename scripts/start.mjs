// `npm start`: install what is missing, build, then run the server (which migrates, seeds on
// first start, and serves the web app at / and the API at /api).
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, requireNode, root, run } from './lib.mjs';

requireNode();
await ensureDependencies();
if (!process.argv.includes('--no-build')) {
  console.log('Building the web app and the server…');
  await run('npm', ['run', 'build', '--silent']);
}
const envFile = path.join(root, '.env');
const nodeArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const child = (await import('node:child_process')).spawn(
  process.execPath,
  [...nodeArgs, path.join(root, 'apps/server/dist/server.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
