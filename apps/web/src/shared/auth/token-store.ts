import type { TokenResponse } from '@backoffice/contract/auth';
import { useSyncExternalStore } from 'react';

/** The stored values of REQ-AUTH-11: access token, refresh token, logged-in flag, token expiry. */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isLoggedIn: 'isLoggedIn',
  tokenExpiry: 'tokenExpiry',
} as const;

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** epoch milliseconds at which the access token expires */
  tokenExpiry: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEYS.accessToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEYS.refreshToken) ?? null;
}

/** Epoch ms of the access token's expiry, or null when unknown. */
export function getTokenExpiry(): number | null {
  const raw = storage()?.getItem(TOKEN_STORAGE_KEYS.tokenExpiry);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function isLoggedIn(): boolean {
  const store = storage();
  return (
    store?.getItem(TOKEN_STORAGE_KEYS.isLoggedIn) === 'true' &&
    Boolean(store.getItem(TOKEN_STORAGE_KEYS.accessToken))
  );
}

/** Stores a token answer (login or refresh); expiry is now + expiresIn seconds. */
export function storeTokens(tokens: TokenResponse, now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
  store.setItem(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  store.setItem(TOKEN_STORAGE_KEYS.tokenExpiry, String(now + tokens.expiresIn * 1000));
  store.setItem(TOKEN_STORAGE_KEYS.isLoggedIn, 'true');
  notify();
}

/** Forgets a refresh token the server refused; the rest stays until the user signs in again. */
export function clearRefreshToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
}

/** Forgets the session: tokens removed, logged-in flag false. */
export function clearTokens(): void {
  const store = storage();
  if (store) {
    store.removeItem(TOKEN_STORAGE_KEYS.accessToken);
    store.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
    store.removeItem(TOKEN_STORAGE_KEYS.tokenExpiry);
    store.setItem(TOKEN_STORAGE_KEYS.isLoggedIn, 'false');
  }
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the same localStorage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEYS.isLoggedIn) notify();
  });
}

/** Re-renders when the user signs in or out (in this tab or another). */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, isLoggedIn, () => false);
}
