import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

// PostgreSQL cannot store NUL in text or jsonb, and a lone UTF-16 surrogate has no UTF-8 form:
// either would reach the database and fail there (500). Without the `u` flag these match code
// units, so a lone high surrogate (not followed by a low one) and a lone low one are both found.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No schema of ours nests this deep; deeper input is refused before any recursive code sees it. */
export const MAX_INPUT_DEPTH = 32;

type Part = 'body' | 'querystring' | 'params';

export interface InputProblem {
  code: 'INVALID_CHARACTERS' | 'VALIDATION_FAILED';
  message: string;
  /** where, written as the error handler writes validation contexts */
  context: string;
}

function contextOf(part: Part, segments: string[]): string {
  if (segments.length === 0) return part;
  // query parameters are named as they are written: filters[field][name]
  return part === 'querystring'
    ? segments.map((s, i) => (i === 0 ? s : `[${s}]`)).join('')
    : segments.join('.');
}

/**
 * The first string (value or key) with a NUL or a lone surrogate, or the first place nested
 * deeper than MAX_INPUT_DEPTH. Iterative, so hostile nesting cannot overflow the stack here.
 */
export function findInputProblem(value: unknown, part: Part): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (UNSAFE_TEXT.test(current)) {
        return {
          code: 'INVALID_CHARACTERS',
          message: 'Text must not contain NUL characters or unpaired surrogates',
          context: contextOf(part, path),
        };
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      return {
        code: 'VALIDATION_FAILED',
        message: `Input is nested deeper than ${MAX_INPUT_DEPTH} levels`,
        context: contextOf(part, path),
      };
    }
    for (const [key, child] of Object.entries(current)) {
      if (UNSAFE_TEXT.test(key)) {
        return {
          code: 'INVALID_CHARACTERS',
          message: 'Names must not contain NUL characters or unpaired surrogates',
          context: contextOf(part, path),
        };
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * The one check every request's parsed body, query and path parameters pass through before any
 * schema or handler sees them, whatever the route: a route added later is covered without
 * declaring anything. Answers 400 `REQUEST:INVALID_CHARACTERS` (or `REQUEST:VALIDATION_FAILED`
 * for hostile nesting) naming the field or parameter.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const problem = findInputProblem(value, part);
      if (problem) {
        throw new AppError(400, [
          { code: `REQUEST:${problem.code}`, message: problem.message, context: problem.context },
        ]);
      }
    }
  });
}
