import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceState } from '../../shared/maintenance/maintenance-store';

export interface MaintenanceScreenProps {
  maintenance: MaintenanceState;
}

/** REQ-MAINT-1: shown on a 503 answer, with the title and message of that answer. */
export function MaintenanceScreen({ maintenance }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconTool size={30} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {maintenance.title || t('maintenance.defaultTitle')}
          </Title>
          <Text c="dimmed">{maintenance.message || t('maintenance.defaultMessage')}</Text>
          <Button variant="light" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
