import type { TokenResponse } from '@backoffice/contract/auth';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { completeSecondStep, passkeySignInOptions, type SecondStepChallenge } from '../api/login';
import { SecondFactorForm } from './second-factor-form';

export interface SecondStepFormProps {
  /** the password step's answer (REQ-MFA-3): its token and the factors it accepts */
  challenge: SecondStepChallenge;
  onSignedIn: (tokens: TokenResponse) => void;
  /** back to the e-mail and password (the sign-in screen); absent in the reauth dialog */
  onBack?: () => void;
}

/**
 * The second step of a sign-in (REQ-MFA-3, REQ-MFA-7): the password step's `mfaToken` with a
 * code, a recovery code or a passkey, as the account has them.
 */
export function SecondStepForm({ challenge, onSignedIn, onBack }: SecondStepFormProps) {
  const { t } = useTranslation();
  const { mfaToken, factors } = challenge;
  return (
    <SecondFactorForm
      factors={factors}
      answer={async (input) => onSignedIn(await completeSecondStep({ mfaToken, ...input }))}
      passkeyOptions={() => passkeySignInOptions(mfaToken)}
      messages={{
        totp: t('auth.login.secondStep.message'),
        recovery: t('auth.login.secondStep.recoveryMessage'),
        passkey: t('auth.login.secondStep.passkeyMessage'),
      }}
      aside={
        onBack ? (
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('auth.login.secondStep.back')}
          </Anchor>
        ) : null
      }
    />
  );
}
