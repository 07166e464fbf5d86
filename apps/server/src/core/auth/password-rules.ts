import { passwordMeetsRules } from '@backoffice/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,233 passwords zxcvbn-ts ranks as the most common in leaked sets (all lower case).
 * Checked here on the server only: the list is ~380 KB of JavaScript, far over the web bundle's
 * budget for a screen most users see once, and the server answers the field's message on submit
 * (docs/architecture.md, "Passwords").
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** A common password, whatever its capitals: `Password1` is `password1` with a capital. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export interface PasswordProblem {
  code: 'PASSWORD_CONSTRAINTS_MISMATCH' | 'PASSWORD_TOO_COMMON';
  message: string;
}

/**
 * The rule every password set in the product follows (a reset or set-password link, and
 * `ADMIN_PASSWORD`): the spec's 8 characters, a capital letter and a digit (the contract's
 * `passwordMeetsRules`, which the web checks too), and not one of the common passwords.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!passwordMeetsRules(password)) {
    return {
      code: 'PASSWORD_CONSTRAINTS_MISMATCH',
      message: 'The password needs at least 8 characters, a capital letter and a digit',
    };
  }
  if (isCommonPassword(password)) {
    return {
      code: 'PASSWORD_TOO_COMMON',
      message:
        'This password is one of the most commonly used ones and is easy to guess; choose another',
    };
  }
  return null;
}
