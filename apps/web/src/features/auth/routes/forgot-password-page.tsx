import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
