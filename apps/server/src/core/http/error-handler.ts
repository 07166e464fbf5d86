import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@backoffice/contract';
import { describeFailure, isDatabaseUnreachable, sqlStateOf } from '../db/database-errors.js';
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
        // a message may carry its limit after the code (`POSITION_TOO_LARGE|1000000`)
        const named = issue.message?.split('|')[0];
        const code = named && CATALOGUE.has(named) ? named : 'VALIDATION_FAILED';
        return {
          code: `REQUEST:${code}`,
          message: issue.message ?? 'Invalid value',
          context: fieldPath || part,
        };
      }),
    );
  }
  // Class 22 "data exception": a value the schema let through that the column cannot hold (an
  // integer beyond int4, a malformed date). The request is at fault, whichever field it was,
  // so no schema added later can turn such a value into a 500.
  if (sqlStateOf(error)?.startsWith('22')) {
    return send(400, [
      { code: 'REQUEST:INVALID', message: 'A value is out of range or not valid for storage' },
    ]);
  }
  // The database restarted, failed over or is down: no fault of the request and no bug to
  // trace, so a code that says so. 500, not 503: a 503 is the maintenance gate's own answer,
  // which the web turns into its maintenance screen (docs/architecture.md, Money / database).
  if (isDatabaseUnreachable(error)) {
    return send(500, [
      {
        code: 'SERVER:DATABASE_UNAVAILABLE',
        message: 'The database is not reachable right now; try again in a moment',
      },
    ]);
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

function answer(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  // one line, no stack: the cause is the database's, and it is logged by the pool as well
  if (body.errors[0]?.code === 'SERVER:DATABASE_UNAVAILABLE') {
    request.log.warn({ reason: describeFailure(error) }, 'database not reachable');
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  // a database data exception is the client's fault, but it also means a schema lacks a bound
  else if (sqlStateOf(error)) request.log.warn({ err: error }, 'database refused a value');
  else request.log.info({ code: body.errors[0]?.code, status }, 'request rejected');
  // sent here; nothing returned (a returned reply would read as a promise to Fastify and lint)
  void reply.status(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answer);
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (a path
 * parameter longer than maxParamLength, a URL that is not valid percent-encoding) gets the same
 * error shape instead of Fastify's own.
 */
export const answerFrameworkError = answer;
