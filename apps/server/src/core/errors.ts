import type { ApiError, ErrorCode } from '@backoffice/contract';

/**
 * The one error type services throw. The error handler turns it into the spec's shape
 * `{"errors":[{"code":"AREA:CODE","message":"…","context":"path"}]}` with `status`.
 */
export class AppError extends Error {
  readonly errors: ApiError[];
  constructor(
    readonly status: number,
    errors: ApiError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(errors.map((e) => e.code).join(', '));
    this.name = 'AppError';
    this.errors = errors;
  }

  static of(
    status: number,
    area: string | null,
    code: ErrorCode,
    message: string,
    context?: string,
  ) {
    return new AppError(status, [
      { code: area ? `${area}:${code}` : code, message, ...(context ? { context } : {}) },
    ]);
  }
}

export const badRequest = (
  area: string | null,
  code: ErrorCode,
  message: string,
  context?: string,
) => AppError.of(400, area, code, message, context);
export const unauthenticated = (message = 'Authentication required') =>
  AppError.of(401, 'AUTH', 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  AppError.of(403, 'AUTH', 'FORBIDDEN', message);
export const notFound = (area: string, code: ErrorCode, message: string) =>
  AppError.of(404, area, code, message);
export const conflict = (area: string | null, code: ErrorCode, message: string, context?: string) =>
  AppError.of(409, area, code, message, context);
