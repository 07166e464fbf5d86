import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/navigation/use-document-title';

/** A page that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorPage.title'));
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz="h2">
          {t('errorPage.title')}
        </Title>
        <Text c="dimmed">{t('errorPage.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
      </Stack>
    </Center>
  );
}
