import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/navigation/use-document-title';

/** Any unknown path, and any admin path the user has no permission for (REQ-SHELL-2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.message')}
      </Text>
      <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />}>
        {t('notFound.backToDashboard')}
      </Button>
    </Stack>
  );
}
