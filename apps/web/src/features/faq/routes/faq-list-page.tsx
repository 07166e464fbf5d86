import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `/faq` (permission `admin:faq:list`): a placeholder until the FAQ area is built. */
export function FaqListPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('faq.title')}</Title>
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('faq.comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
