import { Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../ui/confirm-dialog';
import { showToast } from '../notifications/toast';
import { runBulk, summarizeBulk, type BulkAction } from './bulk-actions';
import type { RowKey, Selection } from './selection';

export interface BulkBarProps<T> {
  selection: Selection<T>;
  actions: readonly BulkAction<T>[];
  /** After an action: the rows to keep selected (the failed ones). */
  onDone: (keepKeys: RowKey[]) => void;
  onClear: () => void;
}

/**
 * The selection bar: "3 selected", the bulk actions and clear. An action runs one request per
 * row (a few at a time) and sums the outcome up in one toast; failed rows stay selected.
 */
export function BulkBar<T>({ selection, actions, onDone, onClear }: BulkBarProps<T>) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);

  const run = async (action: BulkAction<T>) => {
    setRunning(action.key);
    const rows = [...selection].map(([key, item]) => ({ key, item }));
    const outcome = await runBulk(rows, action);
    setRunning(null);
    const summary = summarizeBulk(t, outcome, action.done);
    showToast(summary.variant, summary.message);
    onDone(outcome.failed.map((row) => row.key));
  };

  const start = (action: BulkAction<T>) => {
    if (!action.confirm) {
      void run(action);
      return;
    }
    // the shared dialog: focus starts on Cancel, so Enter never deletes a whole selection
    openConfirmDialog({
      title: action.label,
      message: action.confirm(selection.size),
      confirmLabel: action.label,
      cancelLabel: t('common.cancel'),
      destructive: (action.color ?? 'red') === 'red',
      onConfirm: () => void run(action),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-color-blue-light)"
      role="region"
      aria-label={t('list.bulk.toolbar')}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} role="status">
          {t('list.bulk.selected', { count: selection.size })}
        </Text>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.key}
              size="compact-sm"
              variant="light"
              color={action.color}
              leftSection={action.icon}
              loading={running === action.key}
              disabled={running !== null && running !== action.key}
              onClick={() => start(action)}
            >
              {action.label}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            disabled={running !== null}
            onClick={onClear}
          >
            {t('list.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
