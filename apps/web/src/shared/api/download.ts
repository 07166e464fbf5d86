import {
  apiUrl,
  baseHeaders,
  failedAnswer,
  networkFailure,
  parseBodyText,
  withSession,
} from './request';

/** A file the API answered: its bytes and the name from `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''%C5%BC.xlsx` → the UTF-8 name if given. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * A binary answer (an order's spreadsheet) through the request client's session rules: the
 * token, one refresh and retry on 401, maintenance on 503, a failure as an `ApiRequestError`
 * with the server's codes. The JSON client reads bodies as text, which would corrupt the bytes.
 */
export function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  return withSession(async (token) => {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), { headers: { ...baseHeaders(token), Accept: '*/*' } });
    } catch (error) {
      throw networkFailure(error);
    }
    if (!response.ok) {
      throw failedAnswer(response.status, parseBodyText(await response.text().catch(() => '')));
    }
    return {
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
    };
  });
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is no longer needed after this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** How far a streamed download is: bytes so far, rows (CSV) and the rows the server announced. */
export interface DownloadProgress {
  bytes: number;
  /** data rows received so far (lines after the header), when counted */
  rows: number | null;
  /** the rows the file will hold (`X-Export-Total`), when the server said */
  total: number | null;
}

const NEWLINE = 10;

/**
 * `fetchFile` read chunk by chunk (a list export, REQ-EXPORT-1): `onProgress` hears each chunk, a
 * `signal` cancels the request and the reading. With `countRows` the lines are counted (CSV:
 * one row per line after the header; a value with a line break in it would count twice, so
 * the count is capped at the announced total).
 */
export function streamFile(
  path: string,
  fallbackName: string,
  options: {
    signal?: AbortSignal;
    countRows?: boolean;
    totalHeader?: string;
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
): Promise<DownloadedFile> {
  return withSession(async (token) => {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), {
        headers: { ...baseHeaders(token), Accept: '*/*' },
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw networkFailure(error);
    }
    if (!response.ok) {
      throw failedAnswer(response.status, parseBodyText(await response.text().catch(() => '')));
    }
    const announced = options.totalHeader ? response.headers.get(options.totalHeader) : null;
    const total = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    // fetch aborts the body too, but a reader stopped here stops at once whatever the transport
    const stop = () => void reader?.cancel().catch(() => undefined);
    options.signal?.addEventListener('abort', stop, { once: true });
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        if (options.countRows) for (const byte of value) if (byte === NEWLINE) lines += 1;
        const rows = options.countRows ? Math.max(0, lines - 1) : null;
        options.onProgress?.({
          bytes,
          rows: rows !== null && total !== null ? Math.min(rows, total) : rows,
          total,
        });
      }
    }
    options.signal?.removeEventListener('abort', stop);
    if (options.signal?.aborted) throw new DOMException('The download was cancelled', 'AbortError');
    return {
      blob: new Blob(chunks as BlobPart[], {
        type: response.headers.get('Content-Type') ?? 'application/octet-stream',
      }),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
    };
  });
}
