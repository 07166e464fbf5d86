import { LogController } from 'fastify';

/** Health checks: a load balancer or a monitor asks every few seconds. */
const HEALTH_PATHS = new Set(['/api/healthz', '/api/readyz']);

/**
 * A request not worth a line at `info`: the web app's files (every page load fetches dozens)
 * and health checks. What stays is the API traffic a person caused. `LOG_LEVEL=debug` (or
 * trace) logs every request again.
 */
export function isQuietRequest(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (HEALTH_PATHS.has(path)) return true;
  return path !== '/api' && !path.startsWith('/api/');
}

/** The server's request logging: quiet by default (see `isQuietRequest`), all of it in debug. */
export function requestLogController(level: string): LogController {
  const verbose = level === 'debug' || level === 'trace';
  return new LogController({
    disableRequestLogging: verbose ? false : (request) => isQuietRequest(request.url),
  });
}
