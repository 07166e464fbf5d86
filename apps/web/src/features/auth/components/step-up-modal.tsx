import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { checkPasskeyOptions, secondFactors, stepUp } from '../api/step-up';
import { SecondFactorForm } from './second-factor-form';

/**
 * The step-up dialog of `ReauthDialog` (REQ-STEP-6): a money action, a secret or a grant asked
 * for a fresh check. A user with a second factor answers with it (a code, a recovery code or a
 * passkey), one without with their password (docs/decisions/0021-step-up.md). The screen under
 * it stays as it was, and the request that asked is sent again, as typed, once the check passes.
 */
export default function StepUpModal({ onDone }: { onDone: (passed: boolean) => void }) {
  const { t } = useTranslation();
  const factors = useQuery({
    queryKey: ['user', 'me', 'two-step', 'factors'],
    queryFn: ({ signal }) => secondFactors(signal),
    staleTime: 0,
  });
  const actions = (submit: ReactNode) => (
    <Group justify="flex-end" wrap="wrap-reverse">
      <Button variant="subtle" onClick={() => onDone(false)}>
        {t('auth.stepUp.cancel')}
      </Button>
      {submit}
    </Group>
  );

  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('auth.stepUp.title')}
      centered
    >
      {factors.isPending ? (
        <Group justify="center">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : factors.isError ? (
        <ErrorAlert messages={errorMessages(t, factors.error)} />
      ) : factors.data.length > 0 ? (
        <SecondFactorForm
          factors={factors.data}
          answer={async (input) => {
            await stepUp(input);
            onDone(true);
          }}
          passkeyOptions={checkPasskeyOptions}
          messages={{
            totp: t('auth.stepUp.codeMessage'),
            recovery: t('auth.login.secondStep.recoveryMessage'),
            passkey: t('auth.stepUp.passkeyMessage'),
          }}
          actions={actions}
        />
      ) : (
        <PasswordCheck onDone={onDone} actions={actions} />
      )}
    </Modal>
  );
}

/** The check of an account without a second factor: its password. */
function PasswordCheck({
  onDone,
  actions,
}: {
  onDone: (passed: boolean) => void;
  actions: (submit: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const password = String(new FormData(event.currentTarget).get('secret') ?? '');
    if (!password.trim()) {
      setErrors([translateErrorKey(t, 'STEP_UP_PASSWORD_REQUIRED') ?? 'STEP_UP_PASSWORD_REQUIRED']);
      return;
    }
    setBusy(true);
    try {
      await stepUp({ password });
      onDone(true);
    } catch (error) {
      setErrors(errorMessages(t, error));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.stepUp.passwordMessage')}</Text>
        <ErrorAlert messages={errors} />
        <PasswordField
          name="secret"
          label={t('auth.login.password')}
          autoComplete="current-password"
          data-autofocus
        />
        {actions(
          <Button type="submit" loading={busy}>
            {t('auth.stepUp.submit')}
          </Button>,
        )}
      </Stack>
    </form>
  );
}
