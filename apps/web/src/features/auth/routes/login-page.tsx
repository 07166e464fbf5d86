import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { clearSessionEnded, isSessionEnded } from '../../../shared/auth/session-ended';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageTitle.login'));
  // read once, then forgotten (in an effect: StrictMode runs an initializer twice)
  const [sessionEnded] = useState(isSessionEnded);
  useEffect(clearSessionEnded, []);
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
