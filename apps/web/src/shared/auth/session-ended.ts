/**
 * "Your session ended": set when a refused token refresh sends the user to /login (not by
 * signing out, which the user chose), so the sign-in screen says why it is there instead of
 * appearing without a word. In this tab's sessionStorage, like the return path it goes with.
 */
const SESSION_ENDED_KEY = 'sessionEnded';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markSessionEnded(): void {
  session()?.setItem(SESSION_ENDED_KEY, 'true');
}

export function isSessionEnded(): boolean {
  return session()?.getItem(SESSION_ENDED_KEY) === 'true';
}

/** Said until the user signs in again: a sign-out after that lands on a plain /login. */
export function clearSessionEnded(): void {
  session()?.removeItem(SESSION_ENDED_KEY);
}
