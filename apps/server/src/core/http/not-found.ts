import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Unknown `/api/...` addresses answer the JSON error shape; any other GET answers the web
 * app's index.html so client routes (e.g. /faq) deep-link; the client draws its own 404.
 */
export function registerNotFound(app: FastifyInstance, indexHtmlPath: string | null): void {
  let indexHtml: string | null = null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && indexHtmlPath && (request.method === 'GET' || request.method === 'HEAD')) {
      indexHtml ??= fs.readFileSync(indexHtmlPath, 'utf8');
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
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
