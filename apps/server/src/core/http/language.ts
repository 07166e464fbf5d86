import type { FastifyRequest } from 'fastify';
import type { Language } from '@backoffice/contract';

/** The caller's language: the client sends Accept-Language from its platformLanguage setting. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('en') ? 'en' : 'pl';
}
