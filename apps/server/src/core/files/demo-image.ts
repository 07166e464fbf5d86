import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AuditActor } from '../audit.js';
import type { DbOrTx } from '../db/database.js';
import { insertFile, prepareFile, type FileService } from './service.js';

const SYSTEM: AuditActor = { id: null, email: null, ip: null };

/**
 * A demo picture (a colour gradient with a title, 1600 × 600), stored like an upload: original,
 * display size and thumbnail. Answers its file id.
 */
export async function demoImage(
  db: DbOrTx,
  files: FileService,
  picture: { fileName: string; title: string; colours: [string, string] },
): Promise<string> {
  const [from, to] = picture.colours;
  const title = picture.title.replace(/[<&>"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1600" height="600" fill="url(#g)"/>
    <circle cx="1320" cy="140" r="220" fill="#ffffff" fill-opacity="0.12"/>
    <text x="100" y="330" font-family="sans-serif" font-size="96" font-weight="700"
      fill="#ffffff">${title}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const file = path.join(os.tmpdir(), `demo-${crypto.randomUUID()}.png`);
  await fsp.writeFile(file, png);
  try {
    const prepared = await prepareFile(
      files,
      { path: file, size: png.length, discard: () => fsp.rm(file, { force: true }) },
      picture.fileName,
      'photo',
    );
    return (await insertFile(db, prepared, SYSTEM, files.clock.now())).id;
  } finally {
    await fsp.rm(file, { force: true });
  }
}
