import type { TokenResponse } from '@backoffice/contract/auth';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { completeSecondStep } from '../api/login';

export interface SecondStepFormProps {
  /** the password step's answer (REQ-MFA-3) */
  mfaToken: string;
  onSignedIn: (tokens: TokenResponse) => void;
  /** back to the e-mail and password (the sign-in screen); absent in the reauth dialog */
  onBack?: () => void;
}

/**
 * The second step of a sign-in (REQ-MFA-3): the 6-digit code from the authenticator app, or a
 * recovery code. Uncontrolled, without a form library, as the password step: /login's budget.
 */
export function SecondStepForm({ mfaToken, onSignedIn, onBack }: SecondStepFormProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!typed) {
      setErrors([translateErrorKey(t, 'MFA_CODE_REQUIRED') ?? 'MFA_CODE_REQUIRED']);
      return;
    }
    setBusy(true);
    try {
      const tokens = await completeSecondStep(
        recovery ? { mfaToken, recoveryCode: typed } : { mfaToken, code: typed },
      );
      onSignedIn(tokens);
    } catch (error) {
      setErrors(errorMessages(t, error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">
          {recovery
            ? t('auth.login.secondStep.recoveryMessage')
            : t('auth.login.secondStep.message')}
        </Text>
        <ErrorAlert messages={errors} />
        {recovery ? (
          <TextInput
            key="recovery"
            name="code"
            label={t('auth.login.secondStep.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            autoFocus
          />
        ) : (
          <TextInput
            key="totp"
            name="code"
            label={t('auth.login.secondStep.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            data-autofocus
            autoFocus
          />
        )}
        <Group justify="space-between" wrap="wrap">
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
          {onBack ? (
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {t('auth.login.secondStep.back')}
            </Anchor>
          ) : null}
        </Group>
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {t('auth.login.secondStep.submit')}
        </Button>
      </Stack>
    </form>
  );
}
