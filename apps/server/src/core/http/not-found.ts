import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Unknown `/api/...` addresses answer the JSON error shape; any other GET answers the web
 * app's index.html so client routes (e.g. /faq) deep-link; the client draws its own 404.
 */
export function registerNotFound(app: FastifyInstance, indexHtmlPath: string | null): void {
  let indexHtml: Record<'br' | 'gzip' | 'identity', Buffer | null> | null = null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && indexHtmlPath && (request.method === 'GET' || request.method === 'HEAD')) {
      // @fastify/compress only hooks routes, not this handler: send the build's precompressed
      // copies (scripts/compress-web.mjs) ourselves.
      indexHtml ??= {
        br: readIfExists(`${indexHtmlPath}.br`),
        gzip: readIfExists(`${indexHtmlPath}.gz`),
        identity: fs.readFileSync(indexHtmlPath),
      };
      const encoding = preferredEncoding(request.headers['accept-encoding'], indexHtml);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(indexHtml[encoding]);
    }
    return reply.status(404).send({
      errors: [
        {
          code: 'REQUEST:ROUTE_NOT_FOUND',
          message: `No route ${request.method} ${pathname}`,
        },
      ],
    });
  });
}

function readIfExists(file: string): Buffer | null {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

/** brotli, else gzip, when the client accepts it (q > 0) and the build wrote that copy. */
function preferredEncoding(
  header: string | undefined,
  available: Record<'br' | 'gzip' | 'identity', Buffer | null>,
): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br') && available.br) return 'br';
  if (accepted.has('gzip') && available.gzip) return 'gzip';
  return 'identity';
}
