import { Anchor, Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { errorMessages } from '../../../shared/api/error-messages';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthCard } from '../components/auth-card';
import { emailHandoff, handedEmail } from '../components/email-handoff';
import { useInAppLink } from '../components/in-app-link';
import { NewPasswordForm } from '../components/new-password-form';
import { SignInLink } from '../components/sign-in-link';
import { SuccessPanel } from '../components/success-panel';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/**
 * `/set-password/:resetPasswordToken` (REQ-AUTH-5): a new account sets its first password. Uses the
 * reset-password calls; an invalid token is listed above the form instead of redirecting, with
 * a link to ask for a new one (forgot password).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.setPassword.title'));
  const { resetPasswordToken = '' } = useParams();
  const location = useLocation();
  const pathLink = useInAppLink();
  const validation = useValidateResetToken(resetPasswordToken);
  const [done, setDone] = useState(false);

  let content;
  if (done) {
    content = (
      <SuccessPanel
        title={t('auth.setPassword.successTitle')}
        message={t('auth.setPassword.successMessage')}
      />
    );
  } else if (validation.isPending) {
    content = (
      <Center py="lg" role="status" aria-label={t('common.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else {
    content = (
      <>
        <NewPasswordForm
          token={resetPasswordToken}
          submitLabel={t('auth.setPassword.submit')}
          initialErrors={validation.isError ? errorMessages(t, validation.error) : []}
          disabled={validation.isError}
          onSuccess={() => setDone(true)}
        />
        {validation.isError ? (
          // an expired or invalid link: ask for a new one (REQ-UX-13); the server does not say
          // whose link it was, so the e-mail is prefilled only when this tab already knows it
          <Center mt="md">
            <Anchor
              {...pathLink('/forgot-password', () => emailHandoff(handedEmail(location.state)))}
              fw={600}
            >
              {t('auth.setPassword.requestNewLink')}
            </Anchor>
          </Center>
        ) : null}
        <SignInLink />
      </>
    );
  }

  return (
    <AuthCard
      title={t('auth.setPassword.title')}
      subtitle={done ? undefined : t('auth.setPassword.subtitle')}
    >
      {content}
    </AuthCard>
  );
}
