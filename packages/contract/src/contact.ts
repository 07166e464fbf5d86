/**
 * Phone numbers and postcodes of the investor data (REQ-USER-7: a phone "abc"
 * and a postcode "31-1234567" passed). Pure checks, shared by the schema, the form and the
 * server's country-aware postcode rule, so all three refuse the same values with the same code.
 */

/** Digits with the usual separators: spaces, `-`, parentheses, and a leading `+`. */
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;
/** E.164 allows at most 15 digits; 6 is the shortest real subscriber number worth storing. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

export function isValidPhoneNumber(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Poland: `NN-NNN` (e.g. `31-123`). */
export const POLISH_POSTCODE_PATTERN = /^\d{2}-\d{3}$/;
/**
 * Any other country: 2 to 10 letters, digits, spaces and hyphens, starting with a letter or a
 * digit (`SW1A 1AA`, `1000-001`, `D02 X285`, `LV-1050`, `10115`).
 */
const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function isPlausiblePostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value);
}

export type PostcodeIssue = 'ZIP_CODE_INVALID_FORMAT' | 'ZIP_CODE_POLISH_FORMAT';

/**
 * What is wrong with a postcode in a country (ISO 3166 alpha-2 code, or null when none is
 * chosen): null when nothing is. An empty postcode is allowed (the investor data is optional).
 */
export function postcodeIssue(
  zip: string,
  countryCode: string | null | undefined,
): PostcodeIssue | null {
  const value = zip.trim();
  if (value === '') return null;
  if (countryCode?.toUpperCase() === 'PL') {
    return POLISH_POSTCODE_PATTERN.test(value) ? null : 'ZIP_CODE_POLISH_FORMAT';
  }
  return isPlausiblePostcode(value) ? null : 'ZIP_CODE_INVALID_FORMAT';
}
