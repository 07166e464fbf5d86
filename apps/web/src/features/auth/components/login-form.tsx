import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../api/login';

/** `000 §5 Login`: both fields non-empty; the messages are error keys, translated on display. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'EMAIL_EMPTY'),
  password: z.string().min(1, 'PASSWORD_EMPTY'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

function readLoginForm(form: HTMLFormElement): { email: unknown; password: unknown } {
  const data = new FormData(form);
  return { email: data.get('email') ?? '', password: data.get('password') ?? '' };
}

/**
 * The sign-in form. Two uncontrolled fields validated with the schema on submit: the /login
 * chunk is the one with a payload budget, so it does without a form library.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const inFlight = loginMutation.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight) return;
    const parsed = loginFormSchema.safeParse(readLoginForm(event.currentTarget));
    if (!parsed.success) {
      const errors: LoginFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) {
          errors[field] = issue.message;
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    loginMutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {loginMutation.isError ? <ErrorAlert messages={errorMessages(t, loginMutation.error)} /> : null}
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
          <Anchor component={Link} to="/forgot-password" size="sm">
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
