/**
 * An e-mail handed from one signed-out screen to the next (sign-in → forgot password, an
 * expired set-password link → forgot password), so it need not be typed again. It travels in
 * the history entry's state, never in the URL: an address in a URL ends up in server and proxy
 * logs and in the browser's history list. It is never logged.
 */
export interface EmailHandoff {
  email: string;
}

/** The state to navigate with; null for an empty e-mail (nothing to hand on). */
export function emailHandoff(email: unknown): EmailHandoff | null {
  const value = typeof email === 'string' ? email.trim() : '';
  return value ? { email: value } : null;
}

/** The e-mail the previous screen handed to this one (`useLocation().state`), or ''. */
export function handedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
