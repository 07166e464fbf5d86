// `npm start`: install what is missing, build, then run the server (which migrates, seeds on
// first start, and serves the web app at / and the API at /api).
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, requireNode, root, step } from './lib.mjs';

requireNode();
await ensureDependencies({ quiet: true });
if (!process.argv.includes('--no-build')) {
  await step(
    'Building the web app and the server',
    'npm',
    ['run', 'build', '--silent'],
    'build.log',
  );
}
const envFile = path.join(root, '.env');
const nodeArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
// The server's V8 old space is capped (SERVER_HEAP_MB, default 192; 0 = Node's own limit, a
// quarter of the machine's memory). With Node's limit V8 lets garbage pile up to several times
// the live heap before a full collection: a 1M-row export grew the RSS by ~230 MB of garbage
// whatever its batch size, against the 150 MB of REQ-EXPORT-2; capped, the same export grows it by
// ~30 MB (docs/performance.md, "List export"). A V8 flag must be on the command line, so it is read
// here, from the environment or .env; a --max-old-space-size in NODE_OPTIONS wins.
const heapSetting =
  process.env.SERVER_HEAP_MB ??
  (fs.existsSync(envFile)
    ? /^\s*SERVER_HEAP_MB\s*=\s*(\d+)\s*$/m.exec(fs.readFileSync(envFile, 'utf8'))?.[1]
    : undefined) ??
  '192';
if (!/^\d+$/.test(heapSetting)) {
  console.error(`SERVER_HEAP_MB must be a whole number of megabytes, not "${heapSetting}"`);
  process.exit(64);
}
if (Number(heapSetting) > 0 && !/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  nodeArgs.push(`--max-old-space-size=${heapSetting}`);
}
const child = (await import('node:child_process')).spawn(
  process.execPath,
  [...nodeArgs, path.join(root, 'apps/server/dist/server.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
