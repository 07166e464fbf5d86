import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { errorMessages, translateErrorKey } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { handedEmail } from './email-handoff';
import { SignInLink } from './sign-in-link';
import { SuccessPanel } from './success-panel';

/** REQ-AUTH-3: e-mail non-empty. */
export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'EMAIL_EMPTY'),
});
type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    // the e-mail typed on the sign-in form (or known to the previous screen), if any
    defaultValues: { email: handedEmail(location.state) },
  });

  if (resetRequest.isSuccess) {
    return (
      <SuccessPanel
        title={t('auth.forgotPassword.successTitle')}
        message={t('auth.forgotPassword.successMessage')}
      />
    );
  }

  const onSubmit = handleSubmit((values) => {
    resetRequest.mutate(values.email);
  });
  const inFlight = resetRequest.isPending;

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {resetRequest.isError ? (
            <ErrorAlert messages={errorMessages(t, resetRequest.error)} />
          ) : null}
          <TextInput
            label={t('auth.forgotPassword.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={translateErrorKey(t, errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={inFlight} disabled={inFlight}>
            {t('auth.forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <SignInLink />
    </>
  );
}
