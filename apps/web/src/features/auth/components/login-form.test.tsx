import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import type { TokenResponse } from '@backoffice/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import type * as RequestModule from '../../../shared/api/request';
import { request } from '../../../shared/api/request';
import { getAccessToken, isLoggedIn } from '../../../shared/auth/token-store';
import { renderRoutes } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

// The request client is the boundary here: the form's job is validation, the call and its states.
vi.mock('../../../shared/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestModule>()),
  request: vi.fn(),
}));
const requestMock = vi.mocked(request);

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/forgot-password', element: <p>forgot screen</p> },
    ],
    { initialPath: '/login' },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  requestMock.mockReset();
});

afterEach(async () => {
  await i18n.changeLanguage('pl');
});

describe('LoginForm', () => {
  it('shows EMAIL_EMPTY and PASSWORD_EMPTY, translated, and sends nothing', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('translates the validation messages in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your e-mail address.')).not.toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('treats a whitespace-only e-mail as empty', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.type(screen.getByLabelText('Hasło'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj adres e-mail.')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('sends the password grant, disables submit while in flight, then stores the tokens and goes home', async () => {
    const answer = deferred<{ data: TokenResponse; status: number }>();
    requestMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('E-mail'), ' anna@example.com ');
    await user.type(screen.getByLabelText('Hasło'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeDisabled());
    expect(requestMock).toHaveBeenCalledTimes(1);
    const [path, options] = requestMock.mock.calls[0] ?? [];
    expect(path).toBe('/token');
    expect(options).toMatchObject({
      method: 'POST',
      auth: false,
      body: {
        grantType: 'password',
        email: 'anna@example.com',
        password: 'Secret123',
        clientId: INITIAL_CLIENT_ID,
        clientSecret: INITIAL_CLIENT_SECRET,
        forAdmin: true,
      },
    });

    // a second click while in flight sends nothing more
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(requestMock).toHaveBeenCalledTimes(1);

    answer.resolve({
      data: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 300 },
      status: 200,
    });

    // signed in, at the return path (home): the app router then mounts the signed-in app there
    await waitFor(() => expect(getAccessToken()).toBe('access-1'));
    expect(window.location.pathname).toBe('/');
    expect(isLoggedIn()).toBe(true);
  });

  it('lists the translated server error and enables submit again', async () => {
    requestMock.mockRejectedValueOnce(
      new ApiRequestError(400, [{ code: 'AUTH:INVALID_GRANT', message: 'Invalid grant' }], null),
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Hasło'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło.');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
    expect(isLoggedIn()).toBe(false);
  });

  it('shows USER_IS_NOT_ADMIN and TOO_MANY_TRIES answers in the UI language', async () => {
    requestMock.mockRejectedValueOnce(
      new ApiRequestError(403, [{ code: 'AUTH:USER_IS_NOT_ADMIN', message: 'no' }], null),
    );
    requestMock.mockRejectedValueOnce(
      new ApiRequestError(429, [{ code: 'AUTH:TOO_MANY_TRIES', message: 'wait' }], null),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Hasło'), 'x');

    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To konto nie ma dostępu do panelu administracyjnego.',
    );
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Zbyt wiele nieudanych prób logowania. Logowanie na to konto jest wstrzymane na minutę – spróbuj ponownie później.',
      ),
    );
  });

  it('hands the typed e-mail to the forgot-password form, in the history state only (REQ-UX-13)', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/login', element: <LoginForm /> },
        { path: '/forgot-password', element: <ForgotPasswordForm /> },
      ],
      { initialPath: '/login' },
    );
    await user.type(screen.getByLabelText('E-mail'), ' anna@example.com ');
    await user.click(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' }));

    expect(window.location.pathname).toBe('/forgot-password');
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@example.com');
  });
});
