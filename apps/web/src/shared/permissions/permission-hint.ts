import { getAccessToken } from '../auth/token-store';

const HINT_KEY = 'backoffice.permission-hint';

interface StoredHint {
  user: string;
  permissions: string[];
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The signed-in user's id, from the access token's `sub` claim; null when unreadable. */
function tokenSubject(): string | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the last permission set `GET /user/me` answered in this tab, for the next page load's
 * warm start (`app/warm-start.ts`): a list route the hint grants loads its first page beside
 * `/user/me` instead of after it. It only decides what to ask for early: the screens read the
 * answer itself (`useCan`), and the server checks every call.
 */
export function rememberPermissionHint(userId: number, permissions: readonly string[]): void {
  const hint: StoredHint = { user: String(userId), permissions: [...permissions] };
  try {
    storage()?.setItem(HINT_KEY, JSON.stringify(hint));
  } catch {
    // storage full or refused: the warm start waits for /user/me instead
  }
}

/**
 * The remembered set if it was the current token's user's, else null (none yet, another user
 * signed in since, unreadable).
 */
export function permissionHint(): ReadonlySet<string> | null {
  const user = tokenSubject();
  const text = storage()?.getItem(HINT_KEY);
  if (!user || !text) return null;
  try {
    const hint = JSON.parse(text) as Partial<StoredHint> | null;
    if (hint?.user !== user || !Array.isArray(hint.permissions)) return null;
    return new Set(hint.permissions.filter((p): p is string => typeof p === 'string'));
  } catch {
    return null;
  }
}
