import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FileInput, StoredFile, UploadKind } from '@backoffice/contract';
import type { FileStoreConfig, FilesConfig } from '../../config.js';
import { files } from '../../db/schema/index.js';
import { recordAudit, type AuditActor } from '../audit.js';
import type { Clock } from '../clock.js';
import type { DbOrTx } from '../db/database.js';
import { AppError } from '../errors.js';
import {
  cleanFileName,
  extensionOf,
  inspectUpload,
  isImageType,
  maxBytesOf,
  jsonUploadTooLarge,
  tooLarge,
  uploadError,
  wrongType,
} from './content.js';
import { isRaster, makeVariants, readImageFacts, stripMetadata } from './images.js';
import type { FileReference } from './references.js';
import { createLocalFileStore } from './local-store.js';
import { createS3FileStore } from './s3-store.js';
import type { FileStore } from './store.js';

export type FileRow = typeof files.$inferSelect;

/** What the file functions need from the app: the store, the spool folder, the references. */
export interface FileService {
  store: FileStore;
  config: FilesConfig;
  clock: Clock;
  /** every place a record points at a file (the modules' `fileReferences`) */
  references: readonly FileReference[];
}

/** Local disk unless `S3_BUCKET` is set. */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? createS3FileStore(config) : createLocalFileStore(config.dir);
}

export function createFileService(
  config: FilesConfig,
  clock: Clock,
  references: readonly FileReference[],
): FileService {
  return { store: createFileStore(config.store), config, clock, references };
}

/** `/uploads/<key>`: where a stored object is served (`GET /uploads/*`, modules/uploads). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** A files row as the contract's `StoredFile`; areas map their joined/loaded rows with it. */
export function storedFile(row: FileRow): StoredFile {
  const url = uploadUrl(row.storageKey);
  const image = isImageType(row.mimeType) && row.kind === 'photo';
  return {
    id: row.id,
    url,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    // an SVG or BMP has no raster variants: the original is shown at every size
    imageUrl: row.displayKey ? uploadUrl(row.displayKey) : image ? url : null,
    thumbUrl: row.thumbKey ? uploadUrl(row.thumbKey) : image ? url : null,
  };
}

/** The stored files behind some ids (for a list of records), keyed by id. */
export async function loadStoredFiles(
  db: DbOrTx,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, StoredFile>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, storedFile(row)]));
}

/** One stored file, or null when the id is null or gone. */
export async function loadStoredFile(db: DbOrTx, id: string | null): Promise<StoredFile | null> {
  if (!id) return null;
  return (await loadStoredFiles(db, [id])).get(id) ?? null;
}

/** An upload spooled to local disk while it is checked; `discard()` removes it. */
export interface Spooled {
  path: string;
  size: number;
  discard(): Promise<void>;
}

async function spoolPath(service: FileService): Promise<string> {
  await fsp.mkdir(service.config.tempDir, { recursive: true });
  return path.join(service.config.tempDir, `${crypto.randomUUID()}.upload`);
}

/**
 * Streams an upload to the spool folder, counting bytes and stopping as soon as it reaches the
 * kind's limit (413): a 100 MB file never sits in memory.
 */
export async function spoolStream(
  service: FileService,
  source: Readable,
  kind: UploadKind,
): Promise<Spooled> {
  const file = await spoolPath(service);
  const limit = maxBytesOf(kind);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size >= limit) done(tooLarge(kind));
      else done(null, chunk);
    },
  });
  const out = fs.createWriteStream(file);
  try {
    await pipeline(source, counter, out);
  } catch (error) {
    // a source that fails at once can settle the pipeline before the write stream has even
    // opened (and so created) the file: wait for it to close, or the removal comes first and
    // the empty file stays behind in the spool folder
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(file, { force: true });
    throw error;
  }
  return { path: file, size, discard: () => fsp.rm(file, { force: true }) };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The spec's JSON body: strict base64 (line breaks allowed, a `data:…;base64,` prefix too). */
export async function spoolBase64(
  service: FileService,
  base64: string,
  kind: UploadKind,
  /** the JSON upload route's own, lower limit (`JSON_UPLOAD_MAX_BYTES`) */
  jsonLimit?: number,
): Promise<Spooled> {
  const body = base64.replace(/^data:[\w.+/-]*;base64,/, '').replace(/[\r\n]/g, '');
  if (body.length === 0) throw uploadError(400, 'EMPTY_FILE', 'The file is empty');
  if (body.length % 4 !== 0 || !BASE64.test(body)) {
    throw uploadError(400, 'INVALID_BASE64', 'The file is not valid base64');
  }
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const bytes = (body.length / 4) * 3 - padding;
  if (bytes >= maxBytesOf(kind)) throw tooLarge(kind);
  if (jsonLimit !== undefined && bytes >= jsonLimit) throw jsonUploadTooLarge(jsonLimit);
  const decoded = Buffer.from(body, 'base64');
  const file = await spoolPath(service);
  await fsp.writeFile(file, decoded);
  return { path: file, size: decoded.length, discard: () => fsp.rm(file, { force: true }) };
}

/** Bytes already in memory (demo data, tests) spooled like an upload. */
export async function spoolBuffer(service: FileService, bytes: Buffer): Promise<Spooled> {
  const file = await spoolPath(service);
  await fsp.writeFile(file, bytes);
  return { path: file, size: bytes.length, discard: () => fsp.rm(file, { force: true }) };
}

/** A checked upload whose objects are in the store; its row is written by `insertFile`. */
export interface PreparedFile {
  row: typeof files.$inferInsert & { id: string };
}

/**
 * Checks a spooled upload by content, then writes its objects under a fresh random id: the
 * original (an SVG sanitised, a raster image without EXIF/GPS) and, for photos, the display
 * size and thumbnail in WebP. Heavy work happens here, outside any transaction; objects whose
 * row is never written are swept by the cleanup.
 */
export async function prepareFile(
  service: FileService,
  spooled: Spooled,
  rawFileName: string,
  kind: UploadKind,
): Promise<PreparedFile> {
  const fileName = cleanFileName(rawFileName);
  const inspected = await inspectUpload(spooled.path, spooled.size, fileName, kind);
  const { mimeType } = inspected;
  const id = crypto.randomUUID();
  const ext = extensionOf(mimeType);
  const storageKey = `${id}/original.${ext}`;
  let original: Buffer | Readable = inspected.replacement ?? fs.createReadStream(spooled.path);
  let size = inspected.replacement?.length ?? spooled.size;
  let width: number | null = null;
  let height: number | null = null;
  let variants: { display: Buffer; thumb: Buffer } | null = null;

  if (isImageType(mimeType) && mimeType !== 'image/svg+xml') {
    const facts = await readImageFacts(spooled.path, mimeType, kind);
    width = facts.width;
    height = facts.height;
    try {
      if (facts.hasMetadata && isRaster(mimeType)) {
        if (!Buffer.isBuffer(original)) original.destroy();
        original = await stripMetadata(spooled.path, mimeType);
        size = original.length;
      }
      if (kind === 'photo' && isRaster(mimeType)) variants = await makeVariants(spooled.path);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // the header was fine but the pixels are not (truncated, corrupt)
      throw wrongType(kind, 'the image cannot be decoded');
    }
  }
  if (kind === 'photo' && !isImageType(mimeType)) throw wrongType(kind, mimeType);

  const displayKey = variants ? `${id}/display.webp` : null;
  const thumbKey = variants ? `${id}/thumb.webp` : null;
  const written: string[] = [];
  try {
    await service.store.put(storageKey, original, mimeType);
    written.push(storageKey);
    if (variants && displayKey && thumbKey) {
      await service.store.put(displayKey, variants.display, 'image/webp');
      written.push(displayKey);
      await service.store.put(thumbKey, variants.thumb, 'image/webp');
      written.push(thumbKey);
    }
  } catch (error) {
    await Promise.all(written.map((key) => service.store.delete(key).catch(() => undefined)));
    throw error;
  }
  return {
    row: {
      id,
      kind,
      storageKey,
      displayKey,
      thumbKey,
      fileName,
      mimeType,
      size,
      width,
      height,
    },
  };
}

/** Writes a prepared file's row and its audit entry, in the caller's transaction. */
export async function insertFile(
  tx: DbOrTx,
  prepared: PreparedFile,
  actor: AuditActor,
  now: Date,
): Promise<StoredFile> {
  const [row] = await tx
    .insert(files)
    .values({ ...prepared.row, createdAt: now, createdBy: actor.id })
    .returning();
  if (!row) throw new Error('files insert returned nothing');
  const stored = storedFile(row);
  await recordAudit(tx, actor, {
    action: 'file.upload',
    entityType: 'file',
    entityId: row.id,
    after: { ...stored, kind: row.kind, width: row.width, height: row.height },
  });
  return stored;
}

/** Removes the objects of a prepared file whose row was not written (the transaction failed). */
export async function discardPrepared(service: FileService, prepared: PreparedFile) {
  const keys = [prepared.row.storageKey, prepared.row.displayKey, prepared.row.thumbKey];
  await Promise.all(
    keys.flatMap((key) => (key ? [service.store.delete(key).catch(() => undefined)] : [])),
  );
}

/**
 * Stores bytes through the whole upload pipeline (checks, variants, store, row and audit entry in
 * `tx`): for demo data and tests; requests go through the upload routes or `resolveFileInput`.
 */
export async function storeFile(
  service: FileService,
  tx: DbOrTx,
  input: { content: Buffer; fileName: string; kind: UploadKind; actor: AuditActor },
): Promise<StoredFile> {
  const spooled = await spoolBuffer(service, input.content);
  try {
    const prepared = await prepareFile(service, spooled, input.fileName, input.kind);
    try {
      return await insertFile(tx, prepared, input.actor, service.clock.now());
    } catch (error) {
      await discardPrepared(service, prepared);
      throw error;
    }
  } finally {
    await spooled.discard();
  }
}

export interface ResolveOptions {
  files: FileService;
  kind: UploadKind;
  actor: AuditActor;
  /** the file id the record holds now (kept when the input is omitted) */
  current?: string | null;
  /** the field, for the error's `context` (e.g. `image`, `attachments.2.file`) */
  context?: string;
}

/**
 * A record's file field on save, inside the record's transaction: omitted → the current file;
 * `{delete: true}` → null; `{fileId}` → that uploaded file (it must exist, and be an image where
 * a photo is wanted; its row is locked so the cleanup cannot remove it meanwhile); the spec's
 * inline `{base64, fileName}` → checked, stored and answered as a new file id.
 */
export async function resolveFileInput(
  tx: DbOrTx,
  input: FileInput | undefined,
  options: ResolveOptions,
): Promise<string | null> {
  const { kind, context = 'file' } = options;
  if (input === undefined) return options.current ?? null;
  if (input.delete === true) return null;
  if (input.fileId !== undefined) {
    const [row] = await tx
      .select({ id: files.id, mimeType: files.mimeType })
      .from(files)
      .where(eq(files.id, input.fileId))
      .for('share');
    if (!row) {
      throw new AppError(400, [
        { code: 'UPLOAD:FILE_NOT_FOUND', message: 'The uploaded file does not exist', context },
      ]);
    }
    if (kind === 'photo' && !isImageType(row.mimeType)) {
      throw new AppError(400, [
        { code: 'UPLOAD:WRONG_IMAGE_TYPE', message: 'The file is not an image', context },
      ]);
    }
    return row.id;
  }
  if (input.base64 !== undefined) {
    const spooled = await spoolBase64(options.files, input.base64, kind);
    try {
      const prepared = await prepareFile(
        options.files,
        spooled,
        input.fileName ?? (kind === 'photo' ? 'image' : 'file'),
        kind,
      );
      try {
        return (await insertFile(tx, prepared, options.actor, options.files.clock.now())).id;
      } catch (error) {
        await discardPrepared(options.files, prepared);
        throw error;
      }
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(
          error.status,
          error.errors.map((e) => ({ ...e, context })),
        );
      }
      throw error;
    } finally {
      await spooled.discard();
    }
  }
  return options.current ?? null;
}
