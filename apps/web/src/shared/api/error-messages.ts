import { ERROR_CODES, errorKey, type ApiError, type ErrorCode } from '@backoffice/contract';
import type { TFunction } from 'i18next';
import { isApiRequestError } from './api-request-error';

const KNOWN_ERROR_KEYS: ReadonlySet<string> = new Set<string>(ERROR_CODES);

export function isKnownErrorKey(key: string): key is ErrorCode {
  return KNOWN_ERROR_KEYS.has(key);
}

/** `AREA:CODE` → the catalogue key `errors.CODE` (`000 §5`), or `errors.UNKNOWN`. */
export function errorTranslationKey(code: string): `errors.${ErrorCode}` | 'errors.UNKNOWN' {
  const key = errorKey(code);
  return isKnownErrorKey(key) ? `errors.${key}` : 'errors.UNKNOWN';
}

/** One error in the UI language: a known code is translated, an unknown one shows its message. */
export function translateApiError(t: TFunction, error: Pick<ApiError, 'code' | 'message'>): string {
  const key = errorKey(error.code);
  if (isKnownErrorKey(key)) return t(`errors.${key}`);
  return error.message || t('errors.UNKNOWN');
}

/** Every distinct message of a failure, translated; anything that is not an API error is UNKNOWN. */
export function errorMessages(t: TFunction, error: unknown): string[] {
  if (!isApiRequestError(error)) return [t('errors.UNKNOWN')];
  return [...new Set(error.errors.map((entry) => translateApiError(t, entry)))];
}

/** A form's error key (`EMAIL_EMPTY`, `AUTH:PASSWORD_NOT_SAME`) in the UI language; undefined stays undefined. */
export function translateErrorKey(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return translateApiError(t, { code: key, message: key });
}
