import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, isValidKey, type FileStore } from './store.js';

/** Files on local disk under one directory (`DATA_DIR/uploads` by default). */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(base, key);
    // the key pattern already forbids it; this is the belt to its braces
    if (!file.startsWith(base + path.sep)) throw new Error('Storage key escapes the store');
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // written beside and renamed: a reader never sees half a file
      const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          fs.createWriteStream(partial),
        );
        await fsp.rename(partial, file);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // the key's folder goes when its last variant does
      await fsp.rmdir(path.dirname(file)).catch(() => undefined);
    },
    async exists(key) {
      try {
        return (await fsp.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async *list() {
      const folders = await fsp.readdir(base, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        const names = await fsp.readdir(path.join(base, folder.name)).catch(() => []);
        for (const name of names) {
          const key = `${folder.name}/${name}`;
          if (!isValidKey(key)) continue;
          const stat = await fsp.stat(path.join(base, key)).catch(() => null);
          if (stat?.isFile()) yield { key, lastModified: stat.mtime };
        }
      }
    },
    async close() {},
  };
}
