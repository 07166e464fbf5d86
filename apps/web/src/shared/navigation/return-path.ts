/**
 * Deep links survive sign-in: where a signed-out visitor (or an expired session) was headed is
 * kept in this tab's sessionStorage while the URL shows a plain `/login`, and sign-in goes there.
 * sessionStorage rather than a `?returnTo=` parameter: it survives a reload of the login screen
 * and the trip to "forgot password" and back, and a link someone else crafted cannot set it.
 * Whatever is read back is still checked: only a path of this app is ever followed.
 */

const RETURN_PATH_KEY = 'returnPath';

/** Screens that make no sense to return to after signing in (they are the way in). */
const SIGN_IN_PATHS = ['/login', '/forgot-password', '/reset-password/', '/set-password/'];

const FALLBACK = '/';

/** A stand-in origin to resolve against: a path of the app keeps it, anything else changes it. */
const PROBE_ORIGIN = 'http://backoffice.invalid';

/** Decodes repeatedly (at most a few rounds): `%252F` hides `%2F` hides `/`. */
function decodedForms(text: string): string[] {
  const forms = [text];
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...forms, '\\']; // a malformed escape: treated as unsafe below
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * `raw` when it is a path of this app (`/faq/3?x=1`), otherwise `/`. Refused: anything not
 * starting with one `/` (`http:`, `javascript:`, `evil.com`), protocol-relative `//evil.com`,
 * backslashes (`/\evil.com`, which browsers read as `//`), control characters, and the same
 * hidden behind percent-encoding; also the sign-in screens themselves.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return FALLBACK;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const unsafe = (text: string) => /[\\\u0000-\u001f\u007f]/.test(text) || !/^\/(?!\/)/.test(text);
  const pathPart = raw.split(/[?#]/, 1)[0] ?? '';
  if (unsafe(raw) || decodedForms(pathPart).some(unsafe)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK;
  if (SIGN_IN_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(path)))
    return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where the user was (the current URL unless given) before the login screen shows. */
export function rememberReturnPath(
  path: string = `${window.location.pathname}${window.location.search}${window.location.hash}`,
): void {
  const safe = safeReturnPath(path);
  if (safe === FALLBACK) return;
  session()?.setItem(RETURN_PATH_KEY, safe);
}

/** Where to go after signing in (checked again: storage is not trusted), and forgets it. */
export function takeReturnPath(): string {
  const store = session();
  const stored = store?.getItem(RETURN_PATH_KEY) ?? null;
  store?.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(stored);
}

/** An explicit sign-out: the next sign-in starts at the dashboard. */
export function forgetReturnPath(): void {
  session()?.removeItem(RETURN_PATH_KEY);
}
