// `npm run dev`: the API server with reload (tsx watch) on :3000 and Vite with hot reload on :5173,
// which proxies /api to the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, requireNode, root } from './lib.mjs';

requireNode();
await ensureDependencies();
const envFile = path.join(root, '.env');
const envArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const children = [
  spawn(
    process.execPath,
    [...envArgs, '--import', 'tsx', '--conditions=source', '--watch', 'apps/server/src/server.ts'],
    { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } },
  ),
  spawn('npm', ['run', 'dev', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
