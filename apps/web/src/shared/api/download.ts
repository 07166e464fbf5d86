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
