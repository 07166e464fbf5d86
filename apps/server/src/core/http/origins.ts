import type { FastifyRequest } from 'fastify';

/** The origins a mailed link may point at: the caller's own and the configured CORS ones. */
export function allowedOrigins(request: FastifyRequest, configured: string[]): string[] {
  return [`${request.protocol}://${request.host}`, ...configured].flatMap((origin) => {
    try {
      return [new URL(origin).origin]; // normalises default ports and case
    } catch {
      return [];
    }
  });
}
