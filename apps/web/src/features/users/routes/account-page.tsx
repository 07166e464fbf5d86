import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { PasskeysSection } from '../components/passkeys-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoStepSection } from '../components/two-step-section';

/**
 * The signed-in user's own page (`/account`, REQ-MFA-1): any signed-in user, no permission,
 * reached from their name in the top bar: two-step sign-in, passkeys and the sessions (REQ-SESS-2).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('users.account.title'));
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1}>{t('users.account.title')}</Title>
        {user.data ? (
          <Text c="dimmed" size="sm">
            {`${user.data.firstName} ${user.data.lastName} · ${user.data.email}`}
          </Text>
        ) : null}
      </div>
      <TwoStepSection />
      <PasskeysSection />
      <SessionsSection scope={{ kind: 'me' }} />
    </Stack>
  );
}
