/**
 * "This session has not greeted the user yet": set by a password sign-in, cleared once the
 * welcome splash has shown (REQ-SHELL-5: once per sign-in). Kept in localStorage beside the tokens,
 * so a reload or a new tab of the same session does not greet again, while the next sign-in
 * (which always goes through the password grant) does. A token refresh does not set it.
 */
const SPLASH_PENDING_KEY = 'splashPending';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Called by the sign-in screen with the new session's tokens. */
export function markSignedIn(): void {
  storage()?.setItem(SPLASH_PENDING_KEY, 'true');
}

/** Whether this session's greeting is still to be shown. */
export function isGreetingPending(): boolean {
  return storage()?.getItem(SPLASH_PENDING_KEY) === 'true';
}

/** The greeting was shown: not again in this session (this tab, other tabs, reloads). */
export function markGreeted(): void {
  storage()?.removeItem(SPLASH_PENDING_KEY);
}
