import { vi, type Mock } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type FetchHandler = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON answer, as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` (the outside edge of the request client) with `handler`; every call is
 * recorded with its body parsed from JSON.
 */
export function mockFetch(handler: FetchHandler): { calls: RecordedCall[]; fetch: Mock } {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const rawBody = init?.body;
    const call: RecordedCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

/** The path of a recorded call without the API base and the query string. */
export function pathOf(call: RecordedCall): string {
  return call.url.replace(/^\/api/, '').split('?')[0] ?? '';
}
