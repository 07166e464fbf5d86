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

/**
 * A request's address as the log writes it: a password link's token (`?token=…` of the link
 * check, `/reset-password/…` and `/set-password/…` of the web app's screens) is left out, so
 * the server's log holds no usable link (REQ-SEC-1).
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1••••')
    .replace(/(\/(?:reset|set)-password\/)[^/?#]+/gi, '$1••••');
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer (method, url, host, address), with `loggedUrl`. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
