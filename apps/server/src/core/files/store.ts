import type { Readable } from 'node:stream';

/** A stored object read back: its bytes as a stream and its size. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are made by the server only (`<uuid>/<variant>.<ext>`), never
 * from a user's file name; `isValidKey` is checked again by every implementation, so a key read
 * from a URL cannot leave the store.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<StoredObject | null>;
  /** removing a missing object is not an error */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** every stored object (the cleanup sweeps objects whose row never got written) */
  list(): AsyncIterable<{ key: string; lastModified: Date }>;
  close(): Promise<void>;
}

/** `<uuid>/<name>.<ext>`: lower-case hex uuid, then a plain file name; nothing else. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[a-z]+\.[a-z0-9]{1,5}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}
