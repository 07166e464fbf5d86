import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection is read and discarded after an answer sent before its body was read. */
export const LINGER_MS = 2000;

const lingering = new WeakSet<Socket>();

/**
 * An answer sent before the request's body was read (a 413 on the declared length, a refusal
 * mid-upload) ends with `connection: close`, and Node then destroys the socket at once. With the
 * rest of the body still unread in the kernel, that close is a TCP reset, and a client still
 * sending loses the answer it was sent: it sees EPIPE or "connection reset" instead of the 413
 * and its message. So such a connection is half-closed instead (the answer and a FIN go out),
 * the rest of the body is read and thrown away for at most LINGER_MS, and then it is closed
 * (docs/operations.md, "Timeouts and limits").
 */
export function registerEarlyAnswerLinger(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.raw.complete) lingerBeforeClose(request.raw);
    done(null, payload);
  });
}

function lingerBeforeClose(request: IncomingMessage): void {
  const socket = request.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket || lingering.has(socket) || typeof socket.destroySoon !== 'function') return;
  lingering.add(socket);
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // the client has stopped sending (it read the answer, or finished): nothing left to read
    socket.once('end', () => socket.destroy());
    request.resume();
  };
}
