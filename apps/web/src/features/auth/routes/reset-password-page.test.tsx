import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { jsonResponse, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordPage } from './reset-password-page';
import { SetPasswordPage } from './set-password-page';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/reset-password/:resetToken', element: <ResetPasswordPage /> },
      { path: '/set-password/:resetPasswordToken', element: <SetPasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
    ],
    { initialPath: path },
  );
}

describe('ResetPasswordPage', () => {
  it('sends an invalid token to /login with a toast explaining why', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(400, { errors: [{ code: 'AUTH:TOKEN_EXPIRED', message: 'expired' }] }),
    );
    renderAt('/reset-password/old-token');

    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByText('Link wygasł. Poproś o nowy.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/user/reset-password?token=old-token');
  });

  it('validates the passwords before sending, maps server errors to fields, then shows success', async () => {
    let submits = 0;
    const { calls } = mockFetch((call) => {
      if (call.method === 'GET') return jsonResponse(200, { success: true });
      submits += 1;
      if (submits === 1) {
        return jsonResponse(400, {
          errors: [
            {
              code: 'AUTH:PASSWORD_CONSTRAINTS_MISMATCH',
              message: 'weak',
              context: 'newPassword',
            },
          ],
        });
      }
      return jsonResponse(200, { success: true });
    });
    const user = userEvent.setup();
    renderAt('/reset-password/good-token');

    const submit = await screen.findByRole('button', { name: 'Zmień hasło' });
    await user.click(submit);
    expect(screen.getAllByText('Podaj hasło.')).toHaveLength(2);

    await user.type(screen.getByLabelText('Nowe hasło'), 'short');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'other');
    await user.click(submit);
    expect(
      await screen.findByText('Hasło musi mieć co najmniej 8 znaków, w tym wielką literę i cyfrę.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hasła nie są takie same.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Nowe hasło'));
    await user.type(screen.getByLabelText('Nowe hasło'), 'Quiet-Harbour-42');
    await user.clear(screen.getByLabelText('Powtórz hasło'));
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Quiet-Harbour-42');
    await user.click(submit);

    // the server's field error lands on its field
    await waitFor(() =>
      expect(screen.getByLabelText('Nowe hasło')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(
      /Hasło musi mieć co najmniej 8 znaków/,
    );
    expect(screen.getByLabelText('Powtórz hasło')).not.toHaveAttribute('aria-invalid');
    const post = calls.find((call) => call.method === 'POST');
    expect(post && pathOf(post)).toBe('/user/reset-password');
    expect(post?.body).toEqual({
      token: 'good-token',
      newPassword: 'Quiet-Harbour-42',
      repeatPassword: 'Quiet-Harbour-42',
    });

    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasło zmienione')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('SetPasswordPage', () => {
  it("shows the server's refusal of a common password on the password field, in Polish and English", async () => {
    mockFetch((call) =>
      call.method === 'GET'
        ? jsonResponse(200, { success: true })
        : jsonResponse(400, {
            errors: [
              { code: 'AUTH:PASSWORD_TOO_COMMON', message: 'common', context: 'newPassword' },
            ],
          }),
    );
    const user = userEvent.setup();
    renderAt('/set-password/good-token');

    // Password1 meets the length, capital and digit rule the form checks itself
    await user.type(await screen.findByLabelText('Nowe hasło'), 'Password1');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(
        /To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć\. Wybierz inne\./,
      ),
    );
    expect(screen.getByLabelText('Nowe hasło')).toHaveAttribute('aria-invalid', 'true');

    await changeLanguage('en');
    try {
      expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
        /This is one of the most commonly used passwords and is easy to guess\. Choose another\./,
      );
    } finally {
      await changeLanguage('pl');
    }
  });

  it('lists an invalid token above the form instead of leaving the page', async () => {
    mockFetch(() =>
      jsonResponse(400, { errors: [{ code: 'AUTH:RESET_TOKEN_NOT_VALID', message: 'bad' }] }),
    );
    renderAt('/set-password/bad');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link do zmiany hasła jest nieprawidłowy.',
    );
    expect(window.location.pathname).toBe('/set-password/bad');
    expect(screen.getByRole('button', { name: 'Ustaw hasło' })).toBeDisabled();
  });

  it('offers to ask for a new link when the link has expired (REQ-UX-13)', async () => {
    mockFetch(() =>
      jsonResponse(400, { errors: [{ code: 'AUTH:TOKEN_EXPIRED', message: 'expired' }] }),
    );
    const user = userEvent.setup();
    renderAt('/set-password/old');

    await user.click(
      await screen.findByRole('link', { name: 'Poproś o nowy link do ustawienia hasła' }),
    );
    expect(window.location.pathname).toBe('/forgot-password');
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });
});
