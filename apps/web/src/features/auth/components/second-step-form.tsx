import type { TokenResponse } from '@backoffice/contract/auth';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { answerWithPasskey } from '../../../shared/auth/passkey';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { completeSecondStep, passkeySignInOptions, type SecondStepChallenge } from '../api/login';

export interface SecondStepFormProps {
  /** the password step's answer (REQ-MFA-3): its token and the factors it accepts */
  challenge: SecondStepChallenge;
  onSignedIn: (tokens: TokenResponse) => void;
  /** back to the e-mail and password (the sign-in screen); absent in the reauth dialog */
  onBack?: () => void;
}

type Method = 'totp' | 'recovery' | 'passkey';

/**
 * The second step of a sign-in (REQ-MFA-3, REQ-MFA-7): the 6-digit code from the authenticator
 * app, a recovery code, or a passkey, as the account has them. Uncontrolled, without a form
 * library, as the password step: /login's budget.
 */
export function SecondStepForm({ challenge, onSignedIn, onBack }: SecondStepFormProps) {
  const { t } = useTranslation();
  const { mfaToken, factors } = challenge;
  const offers = (method: Method) => factors.includes(method);
  const [method, setMethod] = useState<Method>(offers('totp') ? 'totp' : 'passkey');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const finish = async (answer: () => Promise<TokenResponse>) => {
    setBusy(true);
    try {
      onSignedIn(await answer());
    } catch (error) {
      setErrors(errorMessages(t, error));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (method === 'passkey') {
      await finish(async () => {
        const passkey = await answerWithPasskey(await passkeySignInOptions(mfaToken));
        return completeSecondStep({ mfaToken, passkey });
      });
      return;
    }
    const typed = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!typed) {
      setErrors([translateErrorKey(t, 'MFA_CODE_REQUIRED') ?? 'MFA_CODE_REQUIRED']);
      return;
    }
    await finish(() =>
      completeSecondStep(
        method === 'recovery' ? { mfaToken, recoveryCode: typed } : { mfaToken, code: typed },
      ),
    );
  };

  const switchTo = (next: Method) => {
    setMethod(next);
    setErrors([]);
  };
  const switches: { to: Method; label: string }[] = [
    { to: 'passkey' as const, label: t('auth.login.secondStep.usePasskey') },
    { to: 'totp' as const, label: t('auth.login.secondStep.useAppCode') },
    { to: 'recovery' as const, label: t('auth.login.secondStep.useRecoveryCode') },
  ].filter((entry) => entry.to !== method && offers(entry.to));

  const message = {
    totp: t('auth.login.secondStep.message'),
    recovery: t('auth.login.secondStep.recoveryMessage'),
    passkey: t('auth.login.secondStep.passkeyMessage'),
  }[method];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">{message}</Text>
        <ErrorAlert messages={errors} />
        {method === 'recovery' ? (
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
        ) : method === 'totp' ? (
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
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4} align="flex-start">
            {switches.map((entry) => (
              <Anchor
                key={entry.to}
                component="button"
                type="button"
                size="sm"
                onClick={() => switchTo(entry.to)}
              >
                {entry.label}
              </Anchor>
            ))}
          </Stack>
          {onBack ? (
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {t('auth.login.secondStep.back')}
            </Anchor>
          ) : null}
        </Group>
        <Button
          type="submit"
          fullWidth
          loading={busy}
          disabled={busy}
          data-autofocus={method === 'passkey' ? true : undefined}
        >
          {method === 'passkey'
            ? t('auth.login.secondStep.passkeySubmit')
            : t('auth.login.secondStep.submit')}
        </Button>
      </Stack>
    </form>
  );
}
