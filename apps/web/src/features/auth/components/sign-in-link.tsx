import { Anchor, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "back to sign in" link under the password forms. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Center mt="md">
      <Anchor component={Link} to="/login" size="sm">
        {t('auth.signInLink')}
      </Anchor>
    </Center>
  );
}
