import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  uploadResponseSchema,
  type StoredFile,
  type UploadKind,
} from '@backoffice/contract';
import { ApiRequestError } from './api-request-error';
import {
  apiUrl,
  baseHeaders,
  failedAnswer,
  networkFailure,
  parseBodyText,
  withSession,
} from './request';

/**
 * Uploads (REQ-FILES-1): the two upload routes, sent as multipart through
 * XMLHttpRequest, the one browser API that reports upload progress (fetch does not). Token,
 * refresh on 401, maintenance on 503 and the error shape are the request client's own.
 */

export const UPLOAD_PATHS: Record<UploadKind, string> = {
  photo: '/admin/common/upload-photo',
  file: '/admin/common/upload-file',
};

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers */
  percent: number;
}

export interface UploadOptions {
  /** The name kept with the file (default: the file's own); a rich-text link shows it. */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the transfer; the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Each type's usual name as browsers report it, and the other names some systems use. */
const TYPE_ALIASES: Record<string, readonly string[]> = {
  'image/jpeg': ['image/jpg', 'image/pjpeg'],
  'image/bmp': ['image/x-bmp', 'image/x-ms-bmp'],
  'text/csv': ['application/csv', 'text/x-csv', 'application/x-csv', 'text/comma-separated-values'],
  'application/xml': ['text/xml'],
};

type TypeTable = Readonly<Record<string, readonly string[]>>;

/** REQ-FILES-2: images for photos; documents *and* images for files ("page attachments"). */
export const ACCEPTED_TYPES: Record<UploadKind, TypeTable> = {
  photo: IMAGE_TYPES,
  file: { ...DOCUMENT_TYPES, ...IMAGE_TYPES },
};

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  photo: IMAGE_MAX_BYTES,
  file: DOCUMENT_MAX_BYTES,
};

/** The table react-dropzone's `accept` and the file dialog filter take: `{type: ['.ext']}`. */
export function dropzoneAccept(kind: UploadKind): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(ACCEPTED_TYPES[kind]).map(([type, extensions]) => [
      type,
      extensions.map((extension) => `.${extension}`),
    ]),
  );
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The check before sending (REQ-FILES-2), by the name's extension and by the type the browser
 * reports. An empty reported type passes (browsers leave it empty for types they do not know);
 * the server checks the content either way. Answers the refusal's code, or null.
 */
export function checkUploadFile(
  kind: UploadKind,
  file: Pick<File, 'name' | 'type' | 'size'>,
): UploadRefusal | null {
  const table = ACCEPTED_TYPES[kind];
  const extension = extensionOf(file.name);
  const typeOk = (type: string) => type === '' || type in table;
  const reported = file.type.toLowerCase();
  const canonical =
    Object.entries(TYPE_ALIASES).find(([, aliases]) => aliases.includes(reported))?.[0] ?? reported;
  const extensionOk = Object.values(table).some((extensions) => extensions.includes(extension));
  if (!extensionOk || !typeOk(canonical)) {
    return kind === 'photo' ? 'WRONG_IMAGE_TYPE' : 'WRONG_FILE_TYPE';
  }
  if (file.size === 0) return 'EMPTY_FILE';
  // REQ-FILES-2: *under* the limit, as the server counts it (10,000,000 bytes is one too many)
  if (file.size >= UPLOAD_MAX_BYTES[kind]) {
    return kind === 'photo' ? 'IMAGE_TOO_LARGE' : 'FILE_TOO_LARGE';
  }
  return null;
}

export type UploadRefusal =
  'WRONG_IMAGE_TYPE' | 'WRONG_FILE_TYPE' | 'IMAGE_TOO_LARGE' | 'FILE_TOO_LARGE' | 'EMPTY_FILE';

/**
 * A file refused by the check before sending: nothing went to the server. It has the shape of
 * the server's own refusal (`UPLOAD:<CODE>`, 400), so both are shown the same way.
 */
export class UploadRefusedError extends ApiRequestError {
  constructor(code: UploadRefusal) {
    super(400, [{ code: `UPLOAD:${code}`, message: code }], null);
    this.name = 'UploadRefusedError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function sendOnce(
  url: string,
  body: FormData,
  token: string | null,
  size: number,
  { onProgress, signal }: UploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    for (const [header, value] of Object.entries(baseHeaders(token))) {
      xhr.setRequestHeader(header, value);
    }
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : size;
      const loaded = Math.min(event.loaded, total);
      onProgress?.({
        loaded,
        total,
        percent: total > 0 ? Math.floor((loaded / total) * 100) : 0,
      });
    };
    xhr.onload = () => {
      settle();
      const data = parseBodyText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(failedAnswer(xhr.status, data));
    };
    xhr.onerror = () => {
      settle();
      reject(networkFailure(new Error('the upload did not reach the server')));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/**
 * Uploads one file to the photo or file route (REQ-FILES-1) and answers the stored file. The
 * check of REQ-FILES-2 runs first: a refused file rejects with `UploadRefusedError` and nothing is
 * sent. Server refusals reject with `ApiRequestError` (`UPLOAD:WRONG_IMAGE_TYPE`, 400/413),
 * a cancel with an `AbortError` (see `isAbortError`).
 *
 * @example
 *   const stored = await uploadFile('photo', file, { onProgress: (p) => setPercent(p.percent), signal });
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  options: UploadOptions = {},
): Promise<StoredFile> {
  const refusal = checkUploadFile(kind, file);
  if (refusal) throw new UploadRefusedError(refusal);
  const fileName = options.fileName?.trim() || file.name;
  const url = apiUrl(UPLOAD_PATHS[kind]);
  const data = await withSession((token) => {
    // built per attempt: the retry after a refresh sends the whole body again.
    // `fileName` goes first: a streaming server reads it before the file's bytes.
    const body = new FormData();
    body.append('fileName', fileName);
    body.append('file', file, fileName);
    return sendOnce(url, body, token, file.size, options);
  });
  const parsed = uploadResponseSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(
      201,
      [{ code: 'INVALID', message: `Unexpected upload answer: ${parsed.error.message}` }],
      data,
    );
  }
  return parsed.data.file;
}
