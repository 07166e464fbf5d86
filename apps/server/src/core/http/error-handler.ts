import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@backoffice/contract';
import { AppError } from '../errors.js';

// Contract schemas put catalogue codes (e.g. POSITION_IS_REQUIRED) in their error messages,
// so the form and the server report the same code.
const CATALOGUE = new Set<string>(ERROR_CODES);

function send(status: number, errors: ApiError[]) {
  return { status, body: { errors } };
}

/** Maps every failure (ours, Fastify's, zod's, unexpected) onto the spec's error shape. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: { errors: ApiError[] } & Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return { status: error.status, body: { errors: error.errors, ...error.extra } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    return send(
      400,
      error.validation.map((issue) => {
        const segments = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        // query parameters are named as they are written: filters[field][name]
        const fieldPath =
          part === 'querystring'
            ? segments.map((s, i) => (i === 0 ? s : `[${s}]`)).join('')
            : segments.join('.');
        const code =
          issue.message && CATALOGUE.has(issue.message) ? issue.message : 'VALIDATION_FAILED';
        return {
          code: `REQUEST:${code}`,
          message: issue.message ?? 'Invalid value',
          context: fieldPath || part,
        };
      }),
    );
  }
  if (isResponseSerializationError(error)) {
    return send(500, [{ code: 'SERVER:INTERNAL_ERROR', message: 'Internal server error' }]);
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, [
        { code: 'REQUEST:MALFORMED_JSON', message: 'The request body is not valid JSON' },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, [
        { code: 'REQUEST:PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
      ]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(415, [
        { code: 'REQUEST:UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
      ]);
    default:
      break;
  }
  // Fastify's own 4xx (bad content length, etc.) keep their status, never a stack.
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return send(fastifyError.statusCode, [
      { code: 'REQUEST:INVALID', message: fastifyError.message ?? 'Bad request' },
    ]);
  }
  return send(500, [{ code: 'SERVER:INTERNAL_ERROR', message: 'Internal server error' }]);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.errors[0]?.code, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}
