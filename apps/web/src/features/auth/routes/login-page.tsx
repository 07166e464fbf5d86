import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageTitle.login'));
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
