import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { SignInLink } from '../components/sign-in-link';
import { SuccessPanel } from '../components/success-panel';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/** `/reset-password/:resetToken`: the token is checked on opening; an invalid one goes to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetPassword.title'));
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const validation = useValidateResetToken(resetToken);
  const [done, setDone] = useState(false);

  const { isError, error } = validation;
  useEffect(() => {
    if (!isError) return;
    showToast('error', errorMessages(t, error).join(' '));
    void navigate('/login', { replace: true });
  }, [isError, error, t, navigate]);

  let content;
  if (done) {
    content = (
      <SuccessPanel
        title={t('auth.resetPassword.successTitle')}
        message={t('auth.resetPassword.successMessage')}
      />
    );
  } else if (validation.isSuccess) {
    content = (
      <>
        <NewPasswordForm
          token={resetToken}
          submitLabel={t('auth.resetPassword.submit')}
          onSuccess={() => setDone(true)}
        />
        <SignInLink />
      </>
    );
  } else {
    content = (
      <Center py="lg">
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('auth.resetPassword.validating')}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={done ? undefined : t('auth.resetPassword.subtitle')}
    >
      {content}
    </AuthCard>
  );
}
