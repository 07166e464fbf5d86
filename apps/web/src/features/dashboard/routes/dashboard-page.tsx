import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/get-health';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/** `/`: the dashboard placeholder of `000 §2`, plus a card proving the API answers. */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const health = useHealth();

  let status;
  if (health.isPending) {
    status = <Skeleton height={20} width={120} />;
  } else if (health.isSuccess) {
    status = (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color="teal" variant="dot" size="lg" tt="none">
            {t('dashboard.apiStatus', { status: health.data.status })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('dashboard.uptime', { seconds: Math.round(health.data.uptimeSeconds) })}
        </Text>
      </Stack>
    );
  } else {
    status = (
      <Badge color="red" variant="dot" size="lg" tt="none">
        {t('dashboard.apiUnavailable')}
      </Badge>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder radius="md" padding="lg">
          <Text fw={700} mb="sm">
            {t('dashboard.systemStatus')}
          </Text>
          {status}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
