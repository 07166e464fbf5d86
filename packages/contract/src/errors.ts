// A server answer carries `AREA:CODE`; the client reduces it to the last segment (`CODE`) and
// translates that.

/**
 * Codes no single area owns: shared field rules and generic answers. Each area declares its own
 * REQ-ERR-3 codes in its contract file (`areas/`); `catalogue.ts` assembles the whole catalogue.
 */
export const CORE_ERROR_CODES = [
  'NAME_IS_EMPTY',
  'DESCRIPTION_IS_EMPTY',
  'POSITION_IS_REQUIRED',
  // above the list's maximum; a form names it (`POSITION_TOO_LARGE|1000000`, common.ts)
  'POSITION_TOO_LARGE',
  'EMAIL_INVALID_FORMAT',
  'FIELD_IS_REQUIRED',
  // a text over its schema's maximum; a form names the maximum (`TOO_LONG|1000`, use-entity-form)
  'TOO_LONG',
  'IS_REQUIRED',
  'INVALID',
  // a string with a NUL character or a lone UTF-16 surrogate: refused for every field and parameter
  'INVALID_CHARACTERS',
  // a link for the public site's `href` (contract links.ts) and a slug (contract slug.ts)
  'SITE_LINK_INVALID',
  // rich text the sanitiser refuses: over RICH_TEXT_MAX_ELEMENTS, or over its worker's budget
  'RICH_TEXT_TOO_MANY_ELEMENTS',
  'RICH_TEXT_TOO_COMPLEX',
  'SLUG_INVALID',
  'NOT_FOUND',
  'ENTITY_NOT_EXIST',
  'TYPE_NOT_FOUND',
  'UNKNOWN_TYPE',
  'NOT_AVAILABLE',
  'NOT_UNIQUE_NAME',
  // a PayPal configuration (Settings' default, a series' own) without its active mode's
  // credentials (REQ-SETTINGS-4, contract secrets.ts `missingPaypalCredential`)
  'SANDBOX_CREDENTIALS_EMPTY',
  'PRODUCTION_CREDENTIALS_EMPTY',
  'CANT_DELETE_ENTITY_WITH_RELATIONS',
  // undoing a delete (`POST …/:id/restore`, docs/decisions/0005-undoable-deletes.md)
  'RESTORE_RECORD_EXISTS',
  'RESTORE_NOT_A_DELETE',
  'RESTORE_NOT_LATEST_DELETE',
  'RESTORE_WINDOW_PASSED',
  'RESTORE_PARENT_MISSING',
  // a bulk request over BULK_MAX_ROWS rows (`BULK_TOO_MANY|100`, common.ts)
  'BULK_TOO_MANY',
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
  // the database restarted or failed over under the request (a 500, never the maintenance 503)
  'DATABASE_UNAVAILABLE',
  // the sanitiser's queue is full (a 429: only the maintenance gate answers 503)
  'CONTENT_CHECK_BUSY',
] as const;

/** The key a client shows for a server code: its last colon-separated segment. */
export function errorKey(code: string): string {
  const parts = code.split(':');
  return parts[parts.length - 1] ?? code;
}
