import { errorKey, type ApiError, type ErrorCode } from '@backoffice/contract';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';
import { isApiRequestError } from './api-request-error';

/**
 * A code the catalogue translates. Asked of the catalogue rather than of the contract's code
 * list: the sign-in screens show errors, and the whole list would weigh on /login. The
 * catalogues are typed `Record<ErrorCode, string>`, so both name the same codes.
 */
export function isKnownErrorKey(key: string): key is ErrorCode {
  return i18n.exists(`errors.${key}`);
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
  // `TOO_LONG|1000`, `POSITION_TOO_LARGE|1000000`: a key with the limit it names
  const limited = /^([A-Z_]+)\|(\d+)$/.exec(key);
  if (limited?.[1] && limited[2] && isKnownErrorKey(limited[1]))
    return t(`errors.${limited[1]}`, { max: Number(limited[2]).toLocaleString(i18n.language) });
  // `UNKNOWN_PLACEHOLDER|{{bad}}`: a form's key with the names it is about, said after it
  const named = /^([A-Z_]+)\|(.+)$/.exec(key);
  if (named?.[1] && named[2] && isKnownErrorKey(named[1]))
    return `${t(`errors.${named[1]}`).replace(/\.$/, '')}: ${named[2]}`;
  return translateApiError(t, { code: key, message: key });
}
