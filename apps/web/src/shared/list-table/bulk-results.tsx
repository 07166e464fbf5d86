import { Badge, Button, Group, List, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkRowResult } from './bulk-actions';

const COLORS: Record<BulkRowResult['status'], string> = {
  done: 'green',
  waiting: 'yellow',
  skipped: 'gray',
  refused: 'red',
};

/**
 * Each picked row's result after a money batch (REQ-FINLIST-2): done, waiting for a second
 * person's approval, or refused with the action's own reason. It stays until closed, since the
 * rows that succeeded leave the selection.
 */
export function BulkResults({
  results,
  onClose,
}: {
  results: readonly BulkRowResult[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t('list.bulk.results.title')}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('list.bulk.results.title')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} />}
          onClick={onClose}
        >
          {t('list.bulk.results.close')}
        </Button>
      </Group>
      <List spacing={4} size="sm" listStyleType="none" data-testid="bulk-results">
        {results.map((row) => (
          <List.Item key={String(row.key)} data-status={row.status}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {row.label}
              </Text>
              <Badge color={COLORS[row.status]} variant="light">
                {t(`list.bulk.results.${row.status}`)}
              </Badge>
              {row.reason ? (
                <Text size="sm" c="red.9">
                  {row.reason}
                </Text>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
