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

/** An object or array on the walk; strings and other leaves are checked without one. */
interface Frame {
  value: object;
  key: string;
  parent: Frame | null;
  depth: number;
}

function pathOf(frame: Frame | null, key?: string): string[] {
  const path = key === undefined ? [] : [key];
  for (let f = frame; f?.parent; f = f.parent) path.unshift(f.key);
  return path;
}

/**
 * The first string (value or key) with a NUL or a lone surrogate, or the first place nested
 * deeper than MAX_INPUT_DEPTH. Iterative, so hostile nesting cannot overflow the stack here, and
 * allocation-free for leaves, so a body of a few hundred thousand numbers stays cheap.
 */
export function findInputProblem(value: unknown, part: Part): InputProblem | null {
  const badText = (frame: Frame | null, key: string | undefined, what: string) => ({
    code: 'INVALID_CHARACTERS' as const,
    message: `${what} must not contain NUL characters or unpaired surrogates`,
    context: contextOf(part, pathOf(frame, key)),
  });
  if (typeof value === 'string')
    return UNSAFE_TEXT.test(value) ? badText(null, undefined, 'Text') : null;
  if (value === null || typeof value !== 'object') return null;
  const stack: Frame[] = [{ value, key: '', parent: null, depth: 0 }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (frame.depth >= MAX_INPUT_DEPTH) {
      return {
        code: 'VALIDATION_FAILED',
        message: `Input is nested deeper than ${MAX_INPUT_DEPTH} levels`,
        context: contextOf(part, pathOf(frame)),
      };
    }
    const isArray = Array.isArray(frame.value);
    const keys = isArray ? null : Object.keys(frame.value);
    const count = keys ? keys.length : (frame.value as unknown[]).length;
    for (let i = 0; i < count; i++) {
      const key = keys ? (keys[i] as string) : String(i);
      if (keys && UNSAFE_TEXT.test(key)) return badText(frame, undefined, 'Names');
      const child = keys
        ? (frame.value as Record<string, unknown>)[key]
        : (frame.value as unknown[])[i];
      if (typeof child === 'string') {
        if (UNSAFE_TEXT.test(child)) return badText(frame, key, 'Text');
      } else if (child !== null && typeof child === 'object') {
        stack.push({ value: child, key, parent: frame, depth: frame.depth + 1 });
      }
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
