import { Anchor, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathLink } from '../../../shared/navigation/path-router';

/** The "back to sign in" link under the password forms. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Center mt="md">
      <Anchor {...pathLink('/login')} size="sm">
        {t('auth.signInLink')}
      </Anchor>
    </Center>
  );
}
