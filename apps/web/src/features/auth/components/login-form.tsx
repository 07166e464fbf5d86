import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
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

export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values);
  });
  const inFlight = loginMutation.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        {loginMutation.isError ? <ErrorAlert messages={errorMessages(t, loginMutation.error)} /> : null}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={translateErrorKey(t, errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={translateErrorKey(t, errors.password?.message)}
          {...register('password')}
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
