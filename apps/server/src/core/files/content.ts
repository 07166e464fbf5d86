import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  JSON_UPLOAD_MAX_BYTES,
  SVG_MAX_BYTES,
  type UploadKind,
} from '@backoffice/contract';
import { AppError } from '../errors.js';
import { checkSvg } from './svg.js';

type MimeType = keyof typeof IMAGE_TYPES | keyof typeof DOCUMENT_TYPES;

export const ALL_TYPES: Record<string, readonly string[]> = { ...IMAGE_TYPES, ...DOCUMENT_TYPES };
export const isImageType = (mime: string): mime is keyof typeof IMAGE_TYPES => mime in IMAGE_TYPES;

/** The one extension a stored object gets for each accepted type (also how it is served). */
export function extensionOf(mime: string): string {
  const ext = ALL_TYPES[mime]?.[0];
  if (!ext) throw new Error(`No extension for ${mime}`);
  return ext;
}

/** The served Content-Type of a stored object, from the extension the server gave it. */
export function mimeOfExtension(ext: string): string | null {
  if (ext === 'webp') return 'image/webp';
  for (const [mime, extensions] of Object.entries(ALL_TYPES)) {
    if (extensions[0] === ext) return mime;
  }
  return null;
}

export function maxBytesOf(kind: UploadKind): number {
  return kind === 'photo' ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
}

export function uploadError(status: 400 | 413, code: string, message: string): AppError {
  return new AppError(status, [{ code: `UPLOAD:${code}`, message, context: 'file' }]);
}

export function wrongType(kind: UploadKind, why: string): AppError {
  return kind === 'photo'
    ? uploadError(
        400,
        'WRONG_IMAGE_TYPE',
        `Not an accepted image (jpeg, png, gif, svg, bmp, webp): ${why}`,
      )
    : uploadError(400, 'WRONG_FILE_TYPE', `Not an accepted file type: ${why}`);
}

export function tooLarge(kind: UploadKind): AppError {
  return kind === 'photo'
    ? uploadError(413, 'IMAGE_TOO_LARGE', `An image must be under ${IMAGE_MAX_BYTES} bytes`)
    : uploadError(413, 'FILE_TOO_LARGE', `A file must be under ${DOCUMENT_MAX_BYTES} bytes`);
}

/** A JSON (base64) upload over its limit: the message names the streamed multipart path. */
export const jsonUploadTooLarge = (limit = JSON_UPLOAD_MAX_BYTES) =>
  uploadError(
    413,
    'JSON_UPLOAD_TOO_LARGE',
    `A file sent as JSON (base64) must be under ${limit} bytes: send a larger one as ` +
      'multipart/form-data (a "file" part), which is streamed to disk',
  );

export const emptyFile = () => uploadError(400, 'EMPTY_FILE', 'The file is empty');

/** The lower-case extension of a user's file name ('' when it has none). */
export function extensionOfName(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The user's file name as metadata: its last path segment (a name such as `../../etc/passwd`
 * keeps only `passwd`), without control characters, at most 255 characters. It is never used
 * to build a path: stored names are random.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}

/** What an accepted upload is: its type and, for an SVG, the sanitised text to store instead. */
export interface Inspected {
  mimeType: MimeType;
  /** the sanitised SVG (stored instead of the upload) */
  replacement: Buffer | null;
}

/** Old binary Office files are all OLE compound files; their first stream's name tells them apart. */
const CFB_STREAMS: [string, MimeType][] = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];

export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function cfbTypes(file: string): Promise<Set<MimeType>> {
  // directory entries are UTF-16LE names; a small document keeps them in its first megabyte
  const head = await readHead(file, 1024 * 1024);
  const found = new Set<MimeType>();
  for (const [stream, mime] of CFB_STREAMS) {
    if (head.includes(Buffer.from(stream, 'utf16le'))) found.add(mime);
  }
  return found;
}

/** Valid UTF-8 from start to end and no NUL, read as a stream (a 100 MB text is never held). */
async function isPlainText(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

async function looksLikeXml(file: string): Promise<boolean> {
  const head = (await readHead(file, 1024))
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  return /^<(\?xml[\s?]|[A-Za-z_][\w.:-]*[\s/>])/.test(head) && (await isPlainText(file));
}

/**
 * Checks an upload by its content (`file-type` magic bytes; the text formats file-type cannot
 * sniff are checked here) and refuses it with an `UPLOAD:` code: a type the route does not take,
 * or a name whose extension says another type than the content (a `.png` holding a PDF).
 */
export async function inspectUpload(
  file: string,
  size: number,
  fileName: string,
  kind: UploadKind,
): Promise<Inspected> {
  if (size === 0) throw emptyFile();
  if (size >= maxBytesOf(kind)) throw tooLarge(kind);
  const nameExt = extensionOfName(fileName);
  const accepts = (mime: string) => (kind === 'photo' ? isImageType(mime) : mime in ALL_TYPES);
  const matchesName = (mime: string) => ALL_TYPES[mime]?.includes(nameExt) === true;

  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  let mimeType: string | null = null;
  let replacement: Buffer | null = null;

  if (sniffed && sniffed.mime !== 'application/xml') {
    if (sniffed.mime === 'application/x-cfb') {
      const candidates = await cfbTypes(file);
      mimeType = [...candidates].find(matchesName) ?? null;
      if (!mimeType) throw wrongType(kind, `an OLE document named .${nameExt}`);
    } else {
      mimeType = sniffed.mime;
    }
    if (!accepts(mimeType)) throw wrongType(kind, `the content is ${sniffed.ext}`);
    if (!matchesName(mimeType)) {
      throw wrongType(
        kind,
        `the name ends .${nameExt || '(none)'} but the content is ${sniffed.ext}`,
      );
    }
    return { mimeType: mimeType as MimeType, replacement: null };
  }

  // Text formats: only the name can say which one is meant; the content must then fit it.
  switch (nameExt) {
    case 'svg': {
      if (size >= IMAGE_MAX_BYTES) throw tooLarge('photo');
      if (!(await isPlainText(file))) throw wrongType(kind, 'the .svg file is not UTF-8 text');
      // refused above its size or element limit before parsing; parsed in a worker thread
      const clean = await checkSvg(
        size < SVG_MAX_BYTES ? await fsp.readFile(file, 'utf8') : '',
        size,
      );
      if (clean === null) throw wrongType(kind, 'the .svg file is not an SVG document');
      if (!clean) throw wrongType(kind, 'nothing of the SVG is left after sanitising');
      mimeType = 'image/svg+xml';
      replacement = Buffer.from(clean, 'utf8');
      break;
    }
    case 'xml':
      if (!(await looksLikeXml(file))) throw wrongType(kind, 'the .xml file is not XML text');
      mimeType = 'application/xml';
      break;
    case 'txt':
    case 'sta':
    case 'csv':
      if (!(await isPlainText(file))) {
        throw wrongType(kind, `the .${nameExt} file is not UTF-8 text`);
      }
      mimeType = nameExt === 'csv' ? 'text/csv' : 'text/plain';
      break;
    default:
      throw wrongType(
        kind,
        sniffed ? `the content is ${sniffed.ext}` : 'the content is not recognised',
      );
  }
  if (!accepts(mimeType)) throw wrongType(kind, `a .${nameExt} file`);
  return { mimeType: mimeType as MimeType, replacement };
}
