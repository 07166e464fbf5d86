import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers (Content-Security-Policy, HSTS, nosniff, frame options, …) on every
 * answer, set on the raw response before the route runs, as @fastify/helmet set them: a route
 * that sets its own (the uploads' sandboxing CSP) still replaces them.
 *
 * They are worked out once, at start-up. @fastify/helmet built helmet's middleware again on
 * every request (parsing the CSP directives each time), about 3% of a list request's CPU. Our
 * options are constants and use no per-request nonce, so every answer gets the same headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
