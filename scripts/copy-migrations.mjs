// The server build copies the committed SQL migrations next to the compiled code.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const from = path.join(root, 'apps/server/src/db/migrations');
const to = path.join(root, 'apps/server/dist/db/migrations');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
