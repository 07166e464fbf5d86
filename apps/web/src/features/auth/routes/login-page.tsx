import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { isSessionEnded } from '../../../shared/auth/session-ended';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageTitle.login'));
  // forgotten when the user signs in (`useLogin`), not on showing it: the page that sends here
  // may draw this screen once more before its reload lands, and must not use the message up
  const [sessionEnded] = useState(isSessionEnded);
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {sessionEnded ? (
        <Alert role="status" color="blue" variant="light" mb="md">
          {t('auth.login.sessionEnded')}
        </Alert>
      ) : null}
      <LoginForm />
    </AuthCard>
  );
}
