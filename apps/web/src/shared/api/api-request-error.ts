import { errorKey, type ApiError, type ErrorCode } from '@backoffice/contract';

/** HTTP status of a call that got no answer at all (server down, network lost). */
export const NETWORK_FAILURE_STATUS = 0;

/**
 * Every failed call rejects with this (REQ-ERR-5: "reject with response data, errors and
 * status"). `errors` is never empty: a body without a usable `errors[]` gets one entry whose
 * code is derived from the status.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiError[];
  readonly data: unknown;

  constructor(status: number, errors: ApiError[], data: unknown) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.data = data;
  }

  /** The translation keys of the errors: the last colon segment of each code (REQ-ERR-4). */
  get keys(): string[] {
    return this.errors.map((error) => errorKey(error.code));
  }

  hasKey(key: ErrorCode): boolean {
    return this.keys.includes(key);
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The code used when an answer carries no `errors[]` of its own. */
export function fallbackErrorCode(status: number): ErrorCode {
  if (status === NETWORK_FAILURE_STATUS) return 'SERVICE_UNAVAILABLE';
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'STALE_WRITE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_TRIES';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  }
}
