import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { useInAppLink } from './in-app-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { finishSignIn, useLogin, type SecondStepChallenge } from '../api/login';
import { SecondStepForm } from './second-step-form';
import { emailHandoff } from './email-handoff';

export interface LoginFormValues {
  email: string;
  password: string;
}
type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * REQ-AUTH-2: both fields non-empty; the messages are error keys, translated on display.
 * Checked by hand: zod would cost the /login payload budget ~27 KB gzipped.
 */
export function validateLogin(form: HTMLFormElement): {
  values: LoginFormValues;
  errors: LoginFieldErrors;
} {
  const data = new FormData(form);
  const values = {
    email: String(data.get('email') ?? '').trim(),
    password: String(data.get('password') ?? ''),
  };
  const errors: LoginFieldErrors = {};
  if (!values.email) errors.email = 'EMAIL_EMPTY';
  if (!values.password) errors.password = 'PASSWORD_EMPTY';
  return { values, errors };
}

/**
 * The sign-in form. Two uncontrolled fields validated with the schema on submit: the /login
 * chunk is the one with a payload budget, so it does without a form library.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const pathLink = useInAppLink();
  // set once the password step asks for the second factor (REQ-MFA-3)
  const [secondStep, setSecondStep] = useState<SecondStepChallenge | null>(null);
  const loginMutation = useLogin(setSecondStep);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const inFlight = loginMutation.isPending;
  // "forgot password" takes the e-mail typed so far along (REQ-UX-13), in the history state
  const typedEmail = (event: MouseEvent<HTMLElement>) => {
    const form = event.currentTarget.closest('form');
    return emailHandoff(form ? new FormData(form).get('email') : '');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight) return;
    const { values, errors } = validateLogin(event.currentTarget);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    loginMutation.mutate(values);
  };

  if (secondStep) {
    return (
      <SecondStepForm
        challenge={secondStep}
        onSignedIn={finishSignIn}
        onBack={() => setSecondStep(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {loginMutation.isError ? (
          <ErrorAlert messages={errorMessages(t, loginMutation.error)} />
        ) : null}
        <TextInput
          name="email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={translateErrorKey(t, fieldErrors.email)}
        />
        <PasswordField
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={translateErrorKey(t, fieldErrors.password)}
        />
        <Group justify="flex-end">
          <Anchor {...pathLink('/forgot-password', typedEmail)} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={inFlight} disabled={inFlight}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
