import type { TokenResponse } from '@backoffice/contract/auth';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { leaveForSignIn } from '../../../shared/api/request';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { storeTokens, TOKEN_STORAGE_KEYS } from '../../../shared/auth/token-store';
import { showToast } from '../../../shared/notifications/toast';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { login, type SecondStepChallenge } from '../api/login';
import { validateLogin } from './login-form';
import { SecondStepForm } from './second-step-form';

/** The dialog of `ReauthDialog`, loaded when a session ends (no first screen needs it). */
export default function ReauthModal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // the account has a second factor: its code next (REQ-MFA-3)
  const [secondStep, setSecondStep] = useState<SecondStepChallenge | null>(null);
  const knownEmail = user.data?.email;

  // signed in again in another tab: its tokens are this tab's too
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEYS.refreshToken && event.newValue) onDone();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onDone]);

  const signedIn = (tokens: TokenResponse) => {
    storeTokens(tokens);
    onDone();
    showToast('success', t('auth.reauth.done'));
    // what failed while signed out loads again; screens that loaded (a form's record) stay
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // the sign-in screen's own check: both fields non-empty
    const { values, errors: empty } = validateLogin(event.currentTarget);
    const missing = empty.email ?? empty.password;
    if (missing) {
      setErrors([translateErrorKey(t, missing) ?? missing]);
      return;
    }
    setBusy(true);
    try {
      const result = await login(values);
      if ('mfaToken' in result) setSecondStep(result);
      else signedIn(result.tokens);
    } catch (error) {
      setErrors(errorMessages(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('auth.reauth.title')}
      centered
    >
      {secondStep ? (
        <SecondStepForm challenge={secondStep} onSignedIn={signedIn} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('auth.reauth.message')}</Text>
            <ErrorAlert messages={errors} />
            <TextInput
              name="email"
              label={t('auth.login.email')}
              type="email"
              autoComplete="username"
              value={knownEmail ?? email}
              readOnly={knownEmail !== undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordField
              name="password"
              label={t('auth.login.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="space-between" wrap="wrap-reverse">
              <Button variant="subtle" onClick={leaveForSignIn}>
                {t('auth.reauth.leave')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('auth.login.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
