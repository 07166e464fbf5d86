// Constants of the sign-in flow, kept free of zod: the web app's entry chunk imports them.

/** The fixed initial OAuth-style client the back-office signs in with (REQ-AUTH-7). */
export const INITIAL_CLIENT_ID = 'backoffice';
/**
 * The back-office is a public client: its secret ships in the browser bundle, so it
 * identifies the client but protects nothing. Server-side confidential clients get
 * their own secrets; this one is seeded with this value.
 */
export const INITIAL_CLIENT_SECRET = 'backoffice-public-client';

/** Password rules of REQ-AUTH-6: 8+ characters, one capital letter, one digit. */
export const PASSWORD_MIN_LENGTH = 8;
export function passwordMeetsRules(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /\d/.test(password);
}
