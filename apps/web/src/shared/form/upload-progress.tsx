import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadTask } from './use-upload-tasks';

/** One upload's progress bar, its percentage and its cancel button. */
export function UploadProgress({ task }: { task: UploadTask }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          {t('upload.uploading', { name: task.name })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} aria-hidden>
            {task.percent}%
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={12} />}
            onClick={task.cancel}
          >
            {t('upload.cancel')}
          </Button>
        </Group>
      </Group>
      <Progress
        value={task.percent}
        size="md"
        animated={task.percent < 100}
        aria-label={t('upload.progress', { name: task.name })}
      />
    </Stack>
  );
}
