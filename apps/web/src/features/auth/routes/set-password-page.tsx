import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
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
  // REQ-RULES-6: an investor's account signs in on the investor site, not here
  const investor = validation.data?.investor === true;
  const siteUrl = validation.data?.investorSiteUrl ?? null;
  const whereToSignIn = siteUrl
    ? t('auth.setPassword.investorSite', { url: siteUrl })
    : t('auth.setPassword.investorSiteUnknown');

  let content;
  if (done && investor) {
    content = (
      <Stack>
        <Alert
          color="teal"
          variant="light"
          title={t('auth.setPassword.successTitle')}
          icon={<IconCircleCheck size={18} />}
        >
          {whereToSignIn}
        </Alert>
        {siteUrl ? (
          <Button component="a" href={siteUrl} variant="light" fullWidth>
            {t('auth.setPassword.goToInvestorSite')}
          </Button>
        ) : null}
      </Stack>
    );
  } else if (done) {
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
        {investor ? (
          <Alert
            color="blue"
            variant="light"
            mb="md"
            title={t('auth.setPassword.investorTitle')}
            icon={<IconInfoCircle size={18} />}
          >
            {whereToSignIn}
          </Alert>
        ) : null}
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
        {investor ? null : <SignInLink />}
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
