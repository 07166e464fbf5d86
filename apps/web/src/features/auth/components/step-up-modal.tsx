import { Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { hasSecondFactor, stepUp } from '../api/step-up';

/**
 * The step-up dialog of `ReauthDialog` (REQ-STEP-6): a money action, a secret or a grant asked
 * for a fresh check. A user with a second factor types a code (or a recovery code), one without
 * their password (docs/decisions/0021-step-up.md). The screen under it stays as it was, and the
 * request that asked is sent again, as typed, once the check passes.
 */
export default function StepUpModal({ onDone }: { onDone: (passed: boolean) => void }) {
  const { t } = useTranslation();
  const factor = useQuery({
    queryKey: ['user', 'me', 'two-step', 'factor'],
    queryFn: ({ signal }) => hasSecondFactor(signal),
    staleTime: 0,
  });
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const withCode = factor.data === true;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = String(new FormData(event.currentTarget).get('secret') ?? '');
    if (!typed.trim()) {
      const key = withCode ? 'MFA_CODE_REQUIRED' : 'STEP_UP_PASSWORD_REQUIRED';
      setErrors([translateErrorKey(t, key) ?? key]);
      return;
    }
    setBusy(true);
    try {
      await stepUp(
        withCode
          ? recovery
            ? { recoveryCode: typed.trim() }
            : { code: typed.trim() }
          : { password: typed },
      );
      onDone(true);
    } catch (error) {
      setErrors(errorMessages(t, error));
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('auth.stepUp.title')}
      centered
    >
      {factor.isPending ? (
        <Group justify="center">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : factor.isError ? (
        <ErrorAlert messages={errorMessages(t, factor.error)} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {withCode
                ? recovery
                  ? t('auth.login.secondStep.recoveryMessage')
                  : t('auth.stepUp.codeMessage')
                : t('auth.stepUp.passwordMessage')}
            </Text>
            <ErrorAlert messages={errors} />
            {!withCode ? (
              <PasswordField
                name="secret"
                label={t('auth.login.password')}
                autoComplete="current-password"
                data-autofocus
              />
            ) : recovery ? (
              <TextInput
                key="recovery"
                name="secret"
                label={t('auth.login.secondStep.recoveryCode')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                data-autofocus
              />
            ) : (
              <TextInput
                key="totp"
                name="secret"
                label={t('auth.login.secondStep.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9 ]*"
                maxLength={7}
                data-autofocus
              />
            )}
            {withCode ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setRecovery((value) => !value);
                  setErrors([]);
                }}
              >
                {recovery
                  ? t('auth.login.secondStep.useAppCode')
                  : t('auth.login.secondStep.useRecoveryCode')}
              </Anchor>
            ) : null}
            <Group justify="flex-end" wrap="wrap-reverse">
              <Button variant="subtle" onClick={() => onDone(false)}>
                {t('auth.stepUp.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('auth.stepUp.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
