import { vi } from 'vitest';

/**
 * A stand-in for `XMLHttpRequest`, the outside edge of the upload client: each request is
 * recorded, and the test drives it (upload progress, the answer, a network failure) the way a
 * server and the browser would.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  /** The server answers with a JSON body. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }

  /** The `file` part of the multipart body. */
  get file(): File | null {
    const part = this.body?.get('file');
    return part instanceof File ? part : null;
  }
}

/** Replaces `XMLHttpRequest` for the test; answers the list of requests sent, in order. */
export function installFakeXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}

/** A stored file as the upload routes answer it. */
export function storedFile(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: '0b6f7f0e-7a53-4a5e-9d0e-1a0c3f6f2b11',
    url: '/uploads/0b6f7f0e.png',
    fileName: 'photo.png',
    mimeType: 'image/png',
    size: 2048,
    imageUrl: '/uploads/0b6f7f0e.display.webp',
    thumbUrl: '/uploads/0b6f7f0e.thumb.webp',
    ...overrides,
  };
}
