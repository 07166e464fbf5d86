import type { SecondFactor, SecondFactorCode } from '@backoffice/contract/auth';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { answerWithPasskey } from '../../../shared/auth/passkey';
import { ErrorAlert } from '../../../shared/ui/error-alert';

export interface SecondFactorFormProps {
  /** the factors the account has, as the server lists them */
  factors: readonly SecondFactor[];
  /** sends the typed code, recovery code or the passkey's answer; throws the server's refusal */
  answer: (input: SecondFactorCode) => Promise<void>;
  /** a challenge for the passkey to answer */
  passkeyOptions: () => Promise<unknown>;
  /** what each way of answering asks for, in the words of the screen it is on */
  messages: Record<SecondFactor, string>;
  /** a link beside the switches (the sign-in's "Back") */
  aside?: ReactNode;
  /** the buttons, around the submit button this form makes (the step-up dialog's Cancel) */
  actions?: (submit: ReactNode) => ReactNode;
}

/**
 * A second-factor check (REQ-MFA-3, REQ-MFA-7, REQ-STEP-4): the 6-digit code from the
 * authenticator app, a recovery code, or a passkey, as the account has them. One form for the
 * sign-in's second step and the step-up dialog. Uncontrolled, without a form library: /login's
 * payload budget carries it.
 */
export function SecondFactorForm({
  factors,
  answer,
  passkeyOptions,
  messages,
  aside,
  actions,
}: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondFactor>(factors.includes('totp') ? 'totp' : 'passkey');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (input: () => Promise<SecondFactorCode>) => {
    setBusy(true);
    try {
      await answer(await input());
    } catch (error) {
      setErrors(errorMessages(t, error));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (method === 'passkey') {
      await send(async () => ({
        passkey: (await answerWithPasskey(await passkeyOptions())) as SecondFactorCode['passkey'],
      }));
      return;
    }
    const typed = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!typed) {
      setErrors([translateErrorKey(t, 'MFA_CODE_REQUIRED') ?? 'MFA_CODE_REQUIRED']);
      return;
    }
    await send(() =>
      Promise.resolve(method === 'recovery' ? { recoveryCode: typed } : { code: typed }),
    );
  };

  const switches = [
    { to: 'passkey' as const, label: t('auth.login.secondStep.usePasskey') },
    { to: 'totp' as const, label: t('auth.login.secondStep.useAppCode') },
    { to: 'recovery' as const, label: t('auth.login.secondStep.useRecoveryCode') },
  ].filter((entry) => entry.to !== method && factors.includes(entry.to));

  const submitButton = (
    <Button
      type="submit"
      fullWidth={actions === undefined}
      loading={busy}
      disabled={busy}
      data-autofocus={method === 'passkey' ? true : undefined}
    >
      {method === 'passkey'
        ? t('auth.login.secondStep.passkeySubmit')
        : t('auth.login.secondStep.submit')}
    </Button>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">{messages[method]}</Text>
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
        {switches.length > 0 || aside ? (
          <Group justify="space-between" wrap="wrap">
            <Stack gap={4} align="flex-start">
              {switches.map((entry) => (
                <Anchor
                  key={entry.to}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setMethod(entry.to);
                    setErrors([]);
                  }}
                >
                  {entry.label}
                </Anchor>
              ))}
            </Stack>
            {aside}
          </Group>
        ) : null}
        {actions ? actions(submitButton) : submitButton}
      </Stack>
    </form>
  );
}
