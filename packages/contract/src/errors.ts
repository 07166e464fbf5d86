/**
 * The whole error catalogue of `001 §8`, plus the transport-level codes the server needs
 * for the error shape of the spec README. A server answer carries `AREA:CODE`; the client
 * reduces it to the last segment (`CODE`) and translates that.
 */
export const CATALOGUE_ERROR_CODES = [
  // client-side validation codes
  'NAME_IS_EMPTY',
  'DESCRIPTION_IS_EMPTY',
  'FIRST_NAME_IS_EMPTY',
  'LAST_NAME_IS_EMPTY',
  'POSITION_IS_REQUIRED',
  'EMAIL_INVALID_FORMAT',
  'GUEST_BUTTON_LABEL_IS_EMPTY',
  'IMAGE_IS_REQUIRED',
  'PASSWORD_NOT_SAME',
  'EMAIL_EMPTY',
  'PASSWORD_EMPTY',
  // auth
  'INVALID_GRANT',
  'RESET_TOKEN_NOT_VALID',
  'USER_IS_NOT_ADMIN',
  'TOO_MANY_TRIES',
  'ACTIVATION_TOKEN_NOT_EXIST',
  'TOKEN_EXPIRED',
  // conflicts
  'SLUG_NOT_UNIQUE',
  'PAGE_SLUG_EXIST',
  'NOT_UNIQUE_NAME',
  'NOT_UNIQUE_USER',
  'EMAIL_EXISTS',
  'EMAIL_TAKEN',
  'APIKEY_TAKEN',
  'NOT_UNIQUE_IDENTIFIER',
  // not found
  'OFFER_NOT_EXISTS',
  'OFFER_SLUG_NOT_EXISTS',
  'OFFER_NOT_VISIBLE',
  'PAGE_NOT_EXISTS',
  'PAGE_SLUG_NOT_EXISTS',
  'PAGE_NOT_ACTIVE',
  'FAQ_NOT_EXISTS',
  'TAG_NOT_EXISTS',
  'TAG_HAS_NO_PAGES',
  'USER_NOT_EXISTS',
  'USER_ALREADY_DELETED',
  'USER_IS_DELETED',
  'CLIENT_NOT_EXISTS',
  'PERMISSION_NOT_EXISTS',
  'ROLE_NOT_EXISTS',
  'COUNTRY_NOT_FOUND',
  'AGREEMENT_NOT_EXISTS',
  'AGREEMENT_BY_TARGET_NOT_EXISTS',
  'INVESTMENT_NOT_EXISTS',
  'TYPE_NOT_FOUND',
  'NOT_FOUND',
  'ENTITY_NOT_EXIST',
  // in use
  'PERMISSION_IS_IN_USE',
  'ROLE_IS_IN_USE',
  'CANT_DELETE_SERIES',
  'CANT_DELETE_ENTITY_WITH_RELATIONS',
  // password
  'CURRENT_PASSWORD_NOT_MATCH',
  'PASSWORD_CONSTRAINTS_MISMATCH',
  // payments and orders
  'WAIT_UNTIL_IS_EMPTY',
  'CANT_EXTEND_WAIT_UNTIL',
  'CANT_RETRY_PAYMENT',
  'CAN_CREATE_PAYMENT',
  'CAN_CAPTURE_PAYMENT',
  'SERIES_NOT_ASSIGNED_TO_OFFER',
  'SERIES_CLOSED_FOR_INVESTMENTS',
  'OFFER_CLOSED_FOR_INVESTMENTS',
  'NOT_ENOUGH_SHARES_AVAILABLE',
  'NO_TRANSACTION_METHODS_AVAILABLE',
  'TRANSACTION_EXPIRED',
  'CANT_UPDATE_ORDER',
  'ORDER_NOT_PAID',
  'TRANSACTION_NOT_PAID',
  'ALREADY_ACCEPTED',
  'ORDER_COMPLETED',
  'ORDER_ALREADY_REJECTED',
  'ORDER_MUST_BE_COMPLETED',
  'WRONG_ORDER_STATUS_FOR_ACCEPT',
  'WRONG_TRANSACTION_STATUS_FOR_ACCEPT',
  // other
  'CANT_SEND_MESSAGE',
  'IS_REQUIRED',
  'CANT_REMOVE_LAST_ACTIVE',
  'BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG',
  'SANDBOX_CREDENTIALS_EMPTY',
  'PRODUCTION_CREDENTIALS_EMPTY',
  'UNKNOWN_TYPE',
  'INVALID',
  'NOT_AVAILABLE',
  // field codes the product adds where `001 §5` names a required-field message
  'QUESTION_IS_REQUIRED',
  'ANSWER_IS_REQUIRED',
  'LABEL_IS_REQUIRED',
  'FIELD_IS_REQUIRED',
  'PARENT_OR_CODE_NAME_REQUIRED',
  'PARENT_CREATES_CYCLE',
  'MENU_ITEM_NOT_EXISTS',
  'CANT_REMOVE_OWN_ACCESS',
  'ONLY_SUPER_ADMIN',
  'CANT_GRANT_WHAT_YOU_LACK',
  'CANT_DELETE_YOURSELF',
  'BUILT_IN_PERMISSION',
  'TOO_MANY_RESET_REQUESTS',
] as const;

/** Transport-level codes: every failure the HTTP layer itself can produce. */
export const TRANSPORT_ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STALE_WRITE',
  'MAINTENANCE',
  'SYSTEM_MAINTENANCE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export const ERROR_CODES = [...CATALOGUE_ERROR_CODES, ...TRANSPORT_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Prefixes used in front of a code on the wire, e.g. `OFFER:SLUG_NOT_UNIQUE`. */
export type ErrorArea = string;

/** `AREA:CODE`, or a bare `CODE`. */
export function errorCode(area: ErrorArea | null, code: ErrorCode): string {
  return area ? `${area}:${code}` : code;
}

/** The key a client shows for a server code: its last colon-separated segment. */
export function errorKey(code: string): string {
  const parts = code.split(':');
  return parts[parts.length - 1] ?? code;
}
