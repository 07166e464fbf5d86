import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import { parse } from 'qs';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, mockFetch, pathOf } from '../../test/fetch-mock';
import { i18n } from '../../i18n/i18n';
import {
  TOKEN_STORAGE_KEYS,
  getAccessToken,
  getRefreshToken,
  isLoggedIn,
  storeTokens,
} from '../auth/token-store';
import { getMaintenance, leaveMaintenance } from '../maintenance/maintenance-store';
import { ApiRequestError } from './api-request-error';
import { errorMessages } from './error-messages';
import { buildQueryString, handlePermissionDenied, handleStepUp, request } from './request';

function signIn(accessToken = 'access-1', refreshToken = 'refresh-1'): void {
  storeTokens({ accessToken, refreshToken, expiresIn: 300 });
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let assign: MockInstance<(url: string | URL) => void>;

beforeEach(() => {
  // the real one would navigate the test window away
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(async () => {
  leaveMaintenance();
  await i18n.changeLanguage('pl');
});

describe('request: successful calls', () => {
  it('sends the bearer token and a JSON body, and resolves {data, status}', async () => {
    signIn('token-abc');
    const { calls } = mockFetch(() => jsonResponse(201, { id: 7 }));

    const answer = await request('/admin/faq', { method: 'POST', body: { question: 'Q?' } });

    expect(answer).toEqual({ data: { id: 7 }, status: 201 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/admin/faq');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ question: 'Q?' });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('pl');
  });

  it('tells the server the UI language chosen in platformLanguage', async () => {
    window.localStorage.setItem('platformLanguage', 'en');
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    await request('/user/reset-password', { method: 'POST', auth: false, body: {} });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('sends no token when signed out or when auth is off', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    await request('/healthz');
    signIn();
    await request('/user/reset-password', { auth: false, query: { token: 't' } });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('resolves null data for 204 No Content', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(request('/admin/faq/1', { method: 'DELETE' })).resolves.toEqual({
      data: null,
      status: 204,
    });
  });

  it('writes permission lists as permissions[]= and list queries in the REQ-LIST-1 format', async () => {
    const permissions = buildQueryString({
      permissions: ['admin:faq:list', 'admin:faq:edit'],
    });
    expect(decodeURIComponent(permissions)).toBe(
      '?permissions[]=admin:faq:list&permissions[]=admin:faq:edit',
    );

    const listQuery = {
      filters: { question: { text: 'kredyt' }, active: { boolean: '1' } },
      pagination: { pageSize: 20, pageNumber: 2 },
      order: [
        { column: 'position', direction: 'ASC' },
        { column: 'id', direction: 'DESC' },
      ],
    };
    const written = buildQueryString(listQuery);
    expect(decodeURIComponent(written)).toBe(
      '?filters[question][text]=kredyt&filters[active][boolean]=1' +
        '&pagination[pageSize]=20&pagination[pageNumber]=2' +
        '&order[0][column]=position&order[0][direction]=ASC' +
        '&order[1][column]=id&order[1][direction]=DESC',
    );
    // the server parses with qs: it must read back exactly what was meant
    expect(parse(written, { ignoreQueryPrefix: true })).toEqual({
      ...listQuery,
      pagination: { pageSize: '20', pageNumber: '2' },
    });
    expect(buildQueryString({})).toBe('');
  });
});

describe('request: reading errors', () => {
  it('rejects with status, the errors[] of the answer and its data', async () => {
    const body = {
      errors: [
        { code: 'AUTH:PASSWORD_CONSTRAINTS_MISMATCH', message: 'weak', context: 'newPassword' },
        { code: 'AUTH:PASSWORD_NOT_SAME', message: 'differ', context: 'repeatPassword' },
      ],
    };
    mockFetch(() => jsonResponse(400, body));

    const error = await rejectionOf(request('/user/reset-password', { method: 'POST' }));

    expect(error.status).toBe(400);
    expect(error.errors).toEqual(body.errors);
    expect(error.data).toEqual(body);
    expect(error.keys).toEqual(['PASSWORD_CONSTRAINTS_MISMATCH', 'PASSWORD_NOT_SAME']);
    expect(errorMessages(i18n.t, error)).toEqual([
      'Hasło musi mieć co najmniej 8 znaków, w tym wielką literę i cyfrę.',
      'Hasła nie są takie same.',
    ]);
  });

  it('keeps a non-JSON body as text and derives the error code from the status', async () => {
    mockFetch(
      () =>
        new Response('<html><body>Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );

    const error = await rejectionOf(request('/admin/faq'));

    expect(error.status).toBe(502);
    expect(error.data).toBe('<html><body>Bad Gateway</body></html>');
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('ignores malformed errors[] entries and falls back to a status code', async () => {
    mockFetch(() => jsonResponse(403, { errors: [{ nope: true }] }));
    const error = await rejectionOf(request('/admin/faq'));
    expect(error.keys).toEqual(['FORBIDDEN']);
  });

  it('turns a network failure into status 0 with a translated "server unreachable" message', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(request('/admin/faq'));

    expect(error.status).toBe(0);
    expect(error.keys).toEqual(['SERVICE_UNAVAILABLE']);
    expect(errorMessages(i18n.t, error)).toEqual([
      'Brak połączenia z serwerem. Spróbuj ponownie później.',
    ]);
    await i18n.changeLanguage('en');
    expect(errorMessages(i18n.t, error)).toEqual([
      'Cannot reach the server. Please try again later.',
    ]);
  });

  it('shows an unknown server code by its message', async () => {
    mockFetch(() =>
      jsonResponse(409, { errors: [{ code: 'X:SOMETHING_NEW', message: 'Brand new' }] }),
    );
    const error = await rejectionOf(request('/admin/faq'));
    expect(errorMessages(i18n.t, error)).toEqual(['Brand new']);
  });
});

describe('request: 401 and the token refresh', () => {
  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    signIn('old-access', 'old-refresh');
    let refreshAnswered = false;
    const { calls } = mockFetch(async (call) => {
      if (pathOf(call) === '/token') {
        // slow enough that the second 401 arrives while the refresh is in flight
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshAnswered = true;
        return jsonResponse(200, {
          accessToken: 'new-access',
          refreshToken: 'new-refresh',
          expiresIn: 300,
        });
      }
      const token = call.headers.get('Authorization');
      if (token === 'Bearer new-access') return jsonResponse(200, { path: pathOf(call) });
      return jsonResponse(401, { errors: [{ code: 'AUTH:UNAUTHENTICATED', message: 'expired' }] });
    });

    const [first, second] = await Promise.all([request('/admin/faq'), request('/admin/menu')]);

    expect(first.data).toEqual({ path: '/admin/faq' });
    expect(second.data).toEqual({ path: '/admin/menu' });
    expect(refreshAnswered).toBe(true);
    const tokenCalls = calls.filter((call) => pathOf(call) === '/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.headers.get('Authorization')).toBeNull();
    expect(tokenCalls[0]?.body).toEqual({
      grantType: 'refresh_token',
      refreshToken: 'old-refresh',
      clientId: INITIAL_CLIENT_ID,
      clientSecret: INITIAL_CLIENT_SECRET,
    });
    // both calls went out twice: once with the old token, once with the new one
    const retried = calls.filter((call) => pathOf(call) !== '/token');
    expect(retried.map((call) => call.headers.get('Authorization')).sort()).toEqual([
      'Bearer new-access',
      'Bearer new-access',
      'Bearer old-access',
      'Bearer old-access',
    ]);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(isLoggedIn()).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('stores the new expiry as now + expiresIn seconds', async () => {
    signIn('old-access', 'old-refresh');
    const before = Date.now();
    mockFetch((call) =>
      pathOf(call) === '/token'
        ? jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2', expiresIn: 600 })
        : call.headers.get('Authorization') === 'Bearer a2'
          ? jsonResponse(200, {})
          : jsonResponse(401, {}),
    );
    await request('/admin/faq');
    const expiry = Number(window.localStorage.getItem(TOKEN_STORAGE_KEYS.tokenExpiry));
    expect(expiry).toBeGreaterThanOrEqual(before + 600_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it('refreshes ahead of expiry, but never more than a quarter of a short token lifetime ahead', async () => {
    const jwt = (lifetimeSeconds: number) => {
      const iat = Math.floor(Date.now() / 1000);
      const claims = btoa(JSON.stringify({ sub: '1', iat, exp: iat + lifetimeSeconds })).replace(
        /=+$/,
        '',
      );
      return `eyJhbGciOiJIUzI1NiJ9.${claims}.signature`;
    };
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/token'
        ? jsonResponse(200, { accessToken: jwt(2), refreshToken: 'r2', expiresIn: 2 })
        : jsonResponse(200, {}),
    );
    // a 2 s token with 1.5 s left: a 10 s margin would refresh on every call; a quarter does not
    storeTokens({ accessToken: jwt(2), refreshToken: 'r1', expiresIn: 1.5 });
    await request('/admin/faq');
    await request('/admin/faq');
    expect(calls.filter((call) => pathOf(call) === '/token')).toHaveLength(0);
    // a 15 min token with 5 s left is refreshed before the call
    storeTokens({ accessToken: jwt(900), refreshToken: 'r1', expiresIn: 5 });
    await request('/admin/faq');
    expect(calls.filter((call) => pathOf(call) === '/token')).toHaveLength(1);
  });

  it('clears the tokens, signs out and reloads on /login when the refresh is refused', async () => {
    signIn('old-access', 'old-refresh');
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/token'
        ? jsonResponse(400, { errors: [{ code: 'AUTH:INVALID_GRANT', message: 'revoked' }] })
        : jsonResponse(401, { errors: [{ code: 'AUTH:UNAUTHENTICATED', message: 'expired' }] }),
    );

    const results = await Promise.allSettled([request('/admin/faq'), request('/admin/menu')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls.filter((call) => pathOf(call) === '/token')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.isLoggedIn)).toBe('false');
    expect(isLoggedIn()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the refresh fails for want of a server (network down)', async () => {
    signIn('old-access', 'old-refresh');
    mockFetch((call) => {
      if (pathOf(call) === '/token') throw new TypeError('Failed to fetch');
      return jsonResponse(401, {});
    });
    const error = await rejectionOf(request('/admin/faq'));
    expect(error.status).toBe(0);
    expect(getRefreshToken()).toBe('old-refresh');
    expect(assign).not.toHaveBeenCalled();
  });

  it('never refreshes for a 401 of the token call itself', async () => {
    signIn();
    const { calls } = mockFetch(() =>
      jsonResponse(401, { errors: [{ code: 'AUTH:INVALID_GRANT', message: 'no' }] }),
    );
    const error = await rejectionOf(
      request('/token', { method: 'POST', auth: false, body: { grantType: 'password' } }),
    );
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('retries only once: a 401 with the fresh token is returned to the caller', async () => {
    signIn('old-access', 'old-refresh');
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/token'
        ? jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2', expiresIn: 300 })
        : jsonResponse(401, { errors: [{ code: 'AUTH:UNAUTHENTICATED', message: 'still no' }] }),
    );
    const error = await rejectionOf(request('/admin/faq'));
    expect(error.status).toBe(401);
    expect(calls.map(pathOf)).toEqual(['/admin/faq', '/token', '/admin/faq']);
  });
});

describe('request: step-up (REQ-STEP-6)', () => {
  afterEach(() => handleStepUp(null));
  const stepUpRefusal = () =>
    jsonResponse(403, { errors: [{ code: 'AUTH:STEP_UP_REQUIRED', message: 'check first' }] });

  it('asks the shell once for two calls refused at once, then sends each again as it was', async () => {
    signIn('token-1');
    let checked = false;
    const { calls } = mockFetch((call) =>
      checked ? jsonResponse(200, { ok: pathOf(call) }) : stepUpRefusal(),
    );
    const asked = vi.fn(async () => {
      checked = true;
      return Promise.resolve(true);
    });
    handleStepUp(asked);
    const [first, second] = await Promise.all([
      request('/admin/order/1/accept', { method: 'POST', body: { a: 1 } }),
      request('/admin/order/2/accept', { method: 'POST', body: { b: 2 } }),
    ]);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(first.data).toEqual({ ok: '/admin/order/1/accept' });
    expect(second.data).toEqual({ ok: '/admin/order/2/accept' });
    const retried = calls.filter((call) => pathOf(call) === '/admin/order/1/accept');
    expect(retried.map((call) => call.body)).toEqual([{ a: 1 }, { a: 1 }]);
  });

  it('answers the refusal when the user gives up, or when no shell is there to ask', async () => {
    signIn('token-1');
    const { calls } = mockFetch(() => stepUpRefusal());
    expect((await rejectionOf(request('/admin/role/1/permissions/2'))).keys).toEqual([
      'STEP_UP_REQUIRED',
    ]);
    handleStepUp(() => Promise.resolve(false));
    const error = await rejectionOf(request('/admin/role/1/permissions/2', { method: 'POST' }));
    expect(error.status).toBe(403);
    expect(calls).toHaveLength(2);
  });
});

describe('request: a permission refusal (REQ-PERMUI-1)', () => {
  afterEach(() => handlePermissionDenied(null));
  const refusal = (code: string) => jsonResponse(403, { errors: [{ code, message: 'no' }] });

  it('tells the signed-in app to read the permissions again, and still rejects to the caller', async () => {
    signIn('token-1');
    mockFetch(() => refusal('AUTH:FORBIDDEN'));
    const denied = vi.fn();
    handlePermissionDenied(denied);
    const error = await rejectionOf(request('/admin/faq/3', { method: 'DELETE' }));
    expect(error.keys).toEqual(['FORBIDDEN']);
    expect(denied).toHaveBeenCalledTimes(1);
    // the admin flag taken away is a change of the set too
    mockFetch(() => refusal('AUTH:USER_IS_NOT_ADMIN'));
    await rejectionOf(request('/admin/faq'));
    expect(denied).toHaveBeenCalledTimes(2);
  });

  it('leaves the set alone for refusals that are not about it', async () => {
    signIn('token-1');
    const denied = vi.fn();
    handlePermissionDenied(denied);
    for (const code of [
      'AUTH:STEP_UP_REQUIRED',
      'AUTH:MFA_ENROLMENT_REQUIRED',
      'ACCESS:CANT_MANAGE_MORE_POWERFUL_ACCOUNT',
    ]) {
      mockFetch(() => refusal(code));
      await rejectionOf(request('/admin/user/2', { method: 'PUT', body: {} }));
    }
    mockFetch(() => jsonResponse(404, { errors: [{ code: 'FAQ:NOT_FOUND', message: 'gone' }] }));
    await rejectionOf(request('/admin/faq/9'));
    expect(denied).not.toHaveBeenCalled();
  });
});

describe('request: 503 maintenance', () => {
  it('switches the app to maintenance with the title and message of the answer', async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(503, {
        errors: [{ code: 'SYSTEM:MAINTENANCE', message: 'maintenance' }],
        maintenance: { title: 'Przerwa techniczna', message: 'Wracamy o 12:00.' },
      }),
    );
    expect(getMaintenance()).toBeNull();

    const error = await rejectionOf(request('/admin/faq'));

    expect(error.status).toBe(503);
    expect(getMaintenance()).toEqual({ title: 'Przerwa techniczna', message: 'Wracamy o 12:00.' });
  });

  it('a 503 without the maintenance title and message is an error of the call, not maintenance', async () => {
    // REQ-MAINT-4: maintenance uses the title and message of the answer; only the gate sends them
    mockFetch(() =>
      jsonResponse(503, { errors: [{ code: 'OFFER:GEOCODING_FAILED', message: 'down' }] }),
    );
    const error = await rejectionOf(request('/admin/geocode'));
    expect(error.status).toBe(503);
    expect(getMaintenance()).toBeNull();
    mockFetch(() => new Response('Service Unavailable', { status: 503 }));
    await rejectionOf(request('/healthz'));
    expect(getMaintenance()).toBeNull();
  });

  it('an outside service failing (502, 504) is an error of the call, with its code', async () => {
    for (const [status, key] of [
      [502, 'GEOCODER_UNAVAILABLE'],
      [504, 'GEOCODER_TIMEOUT'],
    ] as const) {
      mockFetch(() =>
        jsonResponse(status, {
          errors: [{ code: `OFFER:${key}`, message: 'x', context: 'address' }],
        }),
      );
      const error = await rejectionOf(request('/admin/geocode'));
      expect(error.status).toBe(status);
      expect(error.hasKey(key)).toBe(true);
    }
    expect(getMaintenance()).toBeNull();
  });

  it('does not enter maintenance for other server errors', async () => {
    mockFetch(() => jsonResponse(500, { errors: [{ code: 'INTERNAL_ERROR', message: 'boom' }] }));
    await rejectionOf(request('/healthz'));
    expect(getMaintenance()).toBeNull();
  });

  it('a database outage is not maintenance: the server says so with a 500 and its own code', async () => {
    // docs/architecture.md, "The database connection": only the maintenance gate answers 503
    mockFetch(() =>
      jsonResponse(500, {
        errors: [{ code: 'SERVER:DATABASE_UNAVAILABLE', message: 'The database is not reachable' }],
      }),
    );
    const error = await rejectionOf(request('/admin/faq'));
    expect(getMaintenance()).toBeNull();
    expect(errorMessages(i18n.t, error)).toEqual([
      'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    ]);
  });
});
