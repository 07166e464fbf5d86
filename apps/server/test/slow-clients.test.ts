import { once } from 'node:events';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';

// Short limits, so a client that trickles is cut off in a second or two, not the defaults' 10-30 s.
const HEADERS_TIMEOUT_MS = 800;
const REQUEST_TIMEOUT_MS = 1500;
const KEEP_ALIVE_TIMEOUT_MS = 500;
const MAX_HEADER_SIZE = 4096;

const ctx = useTestApp({
  admin: false,
  env: {
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    MAX_HEADER_SIZE: String(MAX_HEADER_SIZE),
  },
});
let port: number;
beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});

/** A raw connection that records what the server sends and when it hangs up. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const openedAt = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a reset while we are still writing is one way to be cut off
  const closed = once(socket, 'close').then(() => Date.now() - openedAt);
  return { socket, closed, received: () => received };
}

/** Writes one byte every `everyMs` until the server hangs up; answers how many it took. */
async function trickle(socket: net.Socket, text: string, everyMs: number): Promise<number> {
  let sent = 0;
  while (!socket.destroyed && sent < text.length) {
    socket.write(text.charAt(sent));
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return sent;
}

describe('slow and abusive clients', () => {
  it('a body sent byte by byte is cut off after REQUEST_TIMEOUT_MS with 408', async () => {
    const body = JSON.stringify({ grantType: 'password', email: 'x@example.com', password: 'y' });
    const { socket, closed, received } = await connect();
    socket.write(
      'POST /api/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length + 10_000}\r\n\r\n`,
    );
    // 10 bytes a second would take over 17 minutes to send this body
    const sent = await trickle(socket, body + ' '.repeat(10_000), 100);
    const heldMs = await closed;
    expect(sent).toBeLessThan(body.length + 10_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    // not before the limit, and not long after it (Node sweeps connections every second)
    expect(heldMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it('headers sent byte by byte are cut off after HEADERS_TIMEOUT_MS with 408', async () => {
    const { socket, closed, received } = await connect();
    socket.write('GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await trickle(socket, `X-Slow: ${'a'.repeat(1000)}\r\n\r\n`, 50);
    const heldMs = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
  });

  it('headers over MAX_HEADER_SIZE answer 431', async () => {
    const { socket, closed, received } = await connect();
    socket.write(
      `GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(MAX_HEADER_SIZE)}\r\n\r\n`,
    );
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 431 /);

    // just under the limit is served
    const ok = await fetch(`http://127.0.0.1:${port}/api/healthz`, {
      headers: { 'x-big': 'a'.repeat(MAX_HEADER_SIZE - 500) },
    });
    expect(ok.status).toBe(200);
  });

  it('an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { socket, closed, received } = await connect();
    socket.write('GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const heldMs = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(heldMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100);
    expect(heldMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 2000);
  });
});
