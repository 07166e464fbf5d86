import { Anchor, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInAppLink } from './in-app-link';

/** The "back to sign in" link under the password forms. */
export function SignInLink() {
  const { t } = useTranslation();
  const pathLink = useInAppLink();
  return (
    <Center mt="md">
      <Anchor {...pathLink('/login')} size="sm">
        {t('auth.signInLink')}
      </Anchor>
    </Center>
  );
}
