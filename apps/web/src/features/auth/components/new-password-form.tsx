import { passwordMeetsRules } from '@backoffice/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateApiError, translateErrorKey } from '../../../shared/api/error-messages';
import { splitServerErrors } from '../../../shared/form/server-errors';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { useSubmitPasswordReset } from '../api/submit-password-reset';

/**
 * REQ-AUTH-4 + the password rules of REQ-AUTH-6: both fields non-empty
 * (PASSWORD_EMPTY), the new one meets the rules (PASSWORD_CONSTRAINTS_MISMATCH), equal
 * (PASSWORD_NOT_SAME). Messages are error keys, translated on display.
 */
export const newPasswordFormSchema = z
  .object({ newPassword: z.string(), repeatPassword: z.string() })
  .superRefine((values, context) => {
    if (values.newPassword === '') {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'PASSWORD_EMPTY' });
    } else if (!passwordMeetsRules(values.newPassword)) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'PASSWORD_CONSTRAINTS_MISMATCH',
      });
    }
    if (values.repeatPassword === '') {
      context.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'PASSWORD_EMPTY' });
    } else if (values.newPassword !== values.repeatPassword) {
      context.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'PASSWORD_NOT_SAME' });
    }
  });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

const FIELDS = ['newPassword', 'repeatPassword'] as const;

export interface NewPasswordFormProps {
  token: string;
  submitLabel: string;
  /** Errors known before submitting (e.g. the token check), listed above the form. */
  initialErrors?: readonly string[];
  disabled?: boolean;
  onSuccess: () => void;
}

/** The new + repeated password form of reset-password and set-password. */
export function NewPasswordForm({
  token,
  submitLabel,
  initialErrors = [],
  disabled = false,
  onSuccess,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  const serverErrors = submit.isError ? splitServerErrors(submit.error, FIELDS) : null;
  const formMessages = [
    ...initialErrors,
    ...(serverErrors?.formErrors.map((entry) => translateApiError(t, entry)) ?? []),
  ];

  const onSubmit = handleSubmit((values) => {
    submit.mutate(
      { token, newPassword: values.newPassword, repeatPassword: values.repeatPassword },
      {
        onSuccess,
        onError: (error) => {
          const { fieldErrors } = splitServerErrors(error, FIELDS);
          for (const field of FIELDS) {
            const entry = fieldErrors[field];
            if (entry) setError(field, { type: 'server', message: entry.code });
          }
        },
      },
    );
  });
  const inFlight = submit.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <ErrorAlert messages={[...new Set(formMessages)]} />
        <PasswordField
          label={t('auth.resetPassword.newPassword')}
          description={t('auth.resetPassword.passwordHint')}
          autoComplete="new-password"
          disabled={disabled}
          error={translateErrorKey(t, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('auth.resetPassword.repeatPassword')}
          autoComplete="new-password"
          disabled={disabled}
          error={translateErrorKey(t, errors.repeatPassword?.message)}
          {...register('repeatPassword')}
        />
        <Button type="submit" fullWidth loading={inFlight} disabled={inFlight || disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
