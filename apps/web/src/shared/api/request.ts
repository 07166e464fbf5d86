import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET, type ApiError } from '@backoffice/contract';
import {
  clearTokens,
  clearRefreshToken,
  getAccessToken,
  getRefreshToken,
  getTokenExpiry,
  storeTokens,
} from '../auth/token-store';
import { readStoredLanguage } from '../../i18n/language';
import { enterMaintenance } from '../maintenance/maintenance-store';
import { rememberReturnPath } from '../navigation/return-path';
import { markSessionEnded } from '../auth/session-ended';
import { stringifyQuery } from './query-string';
import { asApiError, asMaintenance, asTokenResponse } from './response-guards';
import {
  ApiRequestError,
  NETWORK_FAILURE_STATUS,
  fallbackErrorCode,
  isApiRequestError,
} from './api-request-error';

/**
 * The one way to call the API (REQ-WIRE-1, REQ-ERR-5): base address from `VITE_API_URL`, bearer
 * token, JSON bodies, bracket query strings; 401 → one shared token refresh and a retry;
 * the maintenance gate's 503 → maintenance screen; every failure rejects with an `ApiRequestError`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised with `qs` in the API's format: `filters[f][n]=v`, `order[0][column]=c`, `permissions[]=a`. */
  query?: QueryParams;
  /** Sent as JSON (a `FormData` is sent as is). */
  body?: unknown;
  /** Attach the bearer token and refresh it on 401. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
}

/** The token endpoint: its own 401 never triggers a refresh. */
export const TOKEN_PATH = '/token';

/** Refresh this long before the stored expiry, so a token does not die in flight. */
const EXPIRY_MARGIN_MS = 10_000;

export function apiBase(): string {
  const configured = import.meta.env.VITE_API_URL;
  const base = configured && configured.trim() !== '' ? configured.trim() : '/api';
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `?a=1&permissions[]=x&order[0][column]=c`, or '' when nothing is set. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const text = stringifyQuery(query);
  return text === '' ? '' : `?${text}`;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${apiBase()}${normalisedPath}${buildQueryString(query)}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  return parseBodyText(text);
}

/** An answer's body: JSON when it parses, else the text (a proxy's HTML error page), null when empty. */
export function parseBodyText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // not JSON (a proxy's HTML error page, plain text): keep the text
    return text;
  }
}

/** The `errors[]` of an answer; a body without usable entries gets one derived from the status. */
export function readErrors(status: number, body: unknown): ApiError[] {
  if (isPlainObject(body) && Array.isArray(body.errors)) {
    const entries: unknown[] = body.errors;
    const parsed = entries.flatMap((entry) => {
      const error = asApiError(entry);
      return error ? [error] : [];
    });
    if (parsed.length > 0) return parsed;
  }
  const text = typeof body === 'string' ? body.trim().slice(0, 300) : '';
  return [{ code: fallbackErrorCode(status), message: text || `HTTP ${status}` }];
}

export function networkFailure(cause: unknown): ApiRequestError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiRequestError(
    NETWORK_FAILURE_STATUS,
    [{ code: fallbackErrorCode(NETWORK_FAILURE_STATUS), message: `Network error: ${detail}` }],
    null,
  );
}

/** One HTTP exchange: no token logic, but 503 and error reading are handled here. */
async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<ApiResponse<unknown>> {
  const headers: Record<string, string> = { ...baseHeaders(token), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = apiUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    // a cancelled query is not a failure of the server: let the caller see the abort
    if (options.signal?.aborted) throw error;
    throw networkFailure(error);
  }

  const data = await readBody(response);
  if (response.ok) return { data, status: response.status };
  throw failedAnswer(response.status, data);
}

/** The headers every call sends: JSON answers, the user's language and the bearer token. */
export function baseHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // the server writes its e-mails (password links) in the user's platformLanguage
    'Accept-Language': readStoredLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * A failed answer as the error every call rejects with. The maintenance gate's 503, the one that
 * carries the maintenance title and message (REQ-MAINT-4), also opens the maintenance screen; any
 * other failure (a 503 without them, a 500 of a database outage, a 502 of an outside service)
 * is the caller's error to show where it happened, not the whole app's.
 */
export function failedAnswer(status: number, data: unknown): ApiRequestError {
  const maintenance = status === 503 ? asMaintenance(data) : null;
  if (maintenance) enterMaintenance(maintenance);
  return new ApiRequestError(status, readErrors(status, data), data);
}

// ---------------------------------------------------------------------------------------------
// Session: single-flight refresh, and the end of the session when it fails.

let refreshInFlight: Promise<string> | null = null;

/**
 * What the signed-in shell does when the session ends: true when it took over (it asks for the
 * password in a dialog over the screen, so a form being filled in is neither unmounted nor left).
 */
let sessionEndHandler: (() => boolean) | null = null;

/** Registers (or, with null, removes) the shell's handling of a session that has ended. */
export function handleSessionEnd(handler: (() => boolean) | null): void {
  sessionEndHandler = handler;
}

/**
 * Leaves for the sign-in screen (REQ-AUTH-9): tokens removed, logged out, full reload on /login;
 * signing in again returns to the screen the user was on.
 */
export function leaveForSignIn(): void {
  rememberReturnPath();
  markSessionEnded();
  clearTokens();
  window.location.assign('/login');
}

/**
 * Ends the session: the shell's dialog when it is mounted (clearing the tokens would unmount
 * the whole signed-in app, and any unsaved form with it), else the sign-in screen.
 */
function endSession(): void {
  if (sessionEndHandler?.()) {
    // refused once, it would be offered again by every later call until the user signs in
    clearRefreshToken();
    return;
  }
  leaveForSignIn();
}

/** A refresh that got a real "no" (not a network or server failure) ends the session. */
function refreshWasRefused(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  return error.status !== NETWORK_FAILURE_STATUS && error.status < 500;
}

async function performRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    endSession();
    throw new ApiRequestError(
      401,
      [{ code: 'AUTH:UNAUTHENTICATED', message: 'No refresh token stored' }],
      null,
    );
  }
  try {
    const answer = await send(
      TOKEN_PATH,
      {
        method: 'POST',
        body: {
          grantType: 'refresh_token',
          refreshToken,
          clientId: INITIAL_CLIENT_ID,
          clientSecret: INITIAL_CLIENT_SECRET,
        },
      },
      null,
    );
    const tokens = asTokenResponse(answer.data);
    if (!tokens) {
      throw new ApiRequestError(
        answer.status,
        [{ code: 'INVALID', message: 'Unexpected token answer' }],
        answer.data,
      );
    }
    storeTokens(tokens);
    return tokens.accessToken;
  } catch (error) {
    if (!refreshWasRefused(error)) throw error;
    endSession();
    // what the call that needed the session reports: the token endpoint's own refusal
    // ("wrong e-mail or password") would read, on a form's save, as if the form were at fault
    throw new ApiRequestError(
      401,
      [{ code: 'AUTH:UNAUTHENTICATED', message: 'The session has ended' }],
      null,
    );
  }
}

/**
 * Refreshes the access token once for everyone: callers arriving while a refresh is in flight
 * wait for the same one (the "queue" of REQ-AUTH-9), then retry with its token.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function isTokenCall(path: string): boolean {
  return path === TOKEN_PATH || path.startsWith(`${TOKEN_PATH}?`);
}

/** An access token's lifetime in ms, from its JWT `iat` and `exp` claims; null if unreadable. */
export function tokenLifetimeMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (isPlainObject(claims) && typeof claims.iat === 'number' && typeof claims.exp === 'number') {
      return (claims.exp - claims.iat) * 1000;
    }
  } catch {
    // not a JWT we can read: the default margin applies
  }
  return null;
}

/**
 * How long before its expiry a token is refreshed: 10 s, but never more than a quarter of its
 * lifetime. With a short-lived token (a server set to seconds) a fixed 10 s would make every
 * call refresh, and each refresh rotates the refresh token: more chances for a reload to cut
 * one off mid-flight and leave the tab holding a refresh token already used.
 */
function refreshMarginMs(token: string): number {
  const lifetime = tokenLifetimeMs(token);
  return lifetime === null ? EXPIRY_MARGIN_MS : Math.min(EXPIRY_MARGIN_MS, lifetime / 4);
}

async function tokenForCall(): Promise<string | null> {
  // a refresh is running: queue behind it instead of sending a token about to be replaced
  if (refreshInFlight) await refreshInFlight.catch(() => undefined);
  const token = getAccessToken();
  if (!token) return null;
  const expiry = getTokenExpiry();
  if (expiry !== null && expiry - refreshMarginMs(token) <= Date.now() && getRefreshToken()) {
    return refreshAccessToken();
  }
  return token;
}

// ---------------------------------------------------------------------------------------------
// Step-up (REQ-STEP-6): a money action, a secret or a grant answered AUTH:STEP_UP_REQUIRED.

/**
 * What the signed-in shell does when an action needs a fresh second-factor check: it asks for a
 * code (or the password) in a dialog over the screen and resolves true once the check passed,
 * false when the user gave up. The form under it stays mounted, so nothing typed is lost.
 */
let stepUpHandler: (() => Promise<boolean>) | null = null;
let stepUpInFlight: Promise<boolean> | null = null;

/** Registers (or, with null, removes) the shell's step-up dialog. */
export function handleStepUp(handler: (() => Promise<boolean>) | null): void {
  stepUpHandler = handler;
}

function needsStepUp(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403 && error.hasKey('STEP_UP_REQUIRED');
}

/** One dialog for every call waiting on a check (two saves at once ask once). */
function stepUpOnce(): Promise<boolean> {
  if (!stepUpHandler) return Promise.resolve(false);
  stepUpInFlight ??= stepUpHandler().finally(() => {
    stepUpInFlight = null;
  });
  return stepUpInFlight;
}

// ---------------------------------------------------------------------------------------------
// Permission denied (REQ-PERMUI-1): the permissions the screens were drawn with are out of date.

/**
 * What the signed-in app does when the server refuses a call for want of a permission: it reads
 * the user's permissions again, so the screen drops what is no longer allowed without a reload.
 */
let permissionDeniedHandler: (() => void) | null = null;

/** Registers (or, with null, removes) the signed-in app's re-read of the permissions. */
export function handlePermissionDenied(handler: (() => void) | null): void {
  permissionDeniedHandler = handler;
}

/**
 * A refusal that says the user's permissions changed: a missing permission (`AUTH:FORBIDDEN`,
 * the auth hook's answer) or the admin flag taken away (`AUTH:USER_IS_NOT_ADMIN`). A step-up,
 * an overdue second factor or a more powerful account's protection are not about the set.
 */
export function isPermissionDenial(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    error.status === 403 &&
    (error.hasKey('FORBIDDEN') || error.hasKey('USER_IS_NOT_ADMIN'))
  );
}

/**
 * Runs one exchange with the session's token (REQ-AUTH-9): a 401 gets one shared refresh and
 * one retry; a step-up refusal, the shell's check and one retry (REQ-STEP-6); a permission
 * refusal, the signed-in app's re-read of the permissions (REQ-PERMUI-1), and the error still
 * goes to the caller to show. Every caller that sends its own way (the upload client's
 * XMLHttpRequest) goes through here, so the session rules stay in one place.
 */
export async function withSession<T>(exchange: (token: string | null) => Promise<T>): Promise<T> {
  try {
    return await withStepUp(exchange);
  } catch (error) {
    if (isPermissionDenial(error)) permissionDeniedHandler?.();
    throw error;
  }
}

async function withStepUp<T>(exchange: (token: string | null) => Promise<T>): Promise<T> {
  try {
    return await withFreshToken(exchange);
  } catch (error) {
    if (!needsStepUp(error) || !(await stepUpOnce())) throw error;
    // the same request again, as typed: once only (a second refusal is the user's to see)
    return withFreshToken(exchange);
  }
}

async function withFreshToken<T>(exchange: (token: string | null) => Promise<T>): Promise<T> {
  const token = await tokenForCall();
  try {
    return await exchange(token);
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 401)) throw error;
    // no token to refresh (removed, or never stored): the session is over
    if (!token) {
      endSession();
      throw error;
    }
    // Another call may have refreshed while this one was in flight: use its token.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    // One retry only: a second 401 with a fresh token is a real refusal.
    return exchange(fresh);
  }
}

function execute(path: string, options: RequestOptions): Promise<ApiResponse<unknown>> {
  const useAuth = options.auth !== false && !isTokenCall(path);
  if (!useAuth) return send(path, options, null);
  return withSession((token) => send(path, options, token));
}

/**
 * Calls the API. The answer is typed, not re-checked: the server writes every answer through a
 * serialiser compiled from the contract's response schema, and loading zod for a second check
 * here would cost every first screen 25 KB gzipped (docs/performance.md).
 *
 * @example
 *   const { data } = await request<CurrentUser>('/user/me');
 *   await request('/admin/faq', { method: 'POST', body: faq });
 */
export function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return execute(path, options) as Promise<ApiResponse<T>>;
}
