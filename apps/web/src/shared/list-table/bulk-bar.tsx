import { UNDO_WINDOW_MS } from '@backoffice/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../api/error-messages';
import { openConfirmDialog } from '../ui/confirm-dialog';
import { showToast } from '../notifications/toast';
import {
  rowResults,
  runBulk,
  summarizeBulk,
  type BulkAction,
  type BulkRowResult,
} from './bulk-actions';
import type { RowKey, Selection } from './selection';

export interface BulkBarProps<T> {
  selection: Selection<T>;
  actions: readonly BulkAction<T>[];
  /**
   * After an action: the rows to keep selected (the failed ones), and each row's result when
   * the action shows them (`perRowResults`).
   */
  onDone: (keepKeys: RowKey[], results?: BulkRowResult[]) => void;
  onClear: () => void;
  /** Names a refused row in the summary ("Seria A: …"). */
  rowLabel?: (item: T) => string;
}

/**
 * The selection bar: "3 selected", the bulk actions and clear. An action runs one request per
 * row (a few at a time) and sums the outcome up in one toast; failed rows stay selected.
 */
export function BulkBar<T>({ selection, actions, onDone, onClear, rowLabel }: BulkBarProps<T>) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);

  const run = async (action: BulkAction<T>) => {
    setRunning(action.key);
    const rows = [...selection].map(([key, item]) => ({ key, item }));
    const outcome = await runBulk(rows, action);
    setRunning(null);
    const summary = summarizeBulk(t, outcome, action.done, rowLabel);
    const failedUndo = (error: unknown) =>
      showToast('error', errorMessages(t, error).join(' '), t('undo.failed'));
    const { undo } = action;
    const done = outcome.succeeded.map((row) => row.item);
    // a delete's summary offers to undo it for the rows it deleted, as long as a single delete's
    const undoIt =
      undo && done.length > 0
        ? () =>
            void undo(done).then((back) => {
              const result = summarizeBulk(
                t,
                back,
                (count) => t('undo.doneMany', { count }),
                rowLabel,
              );
              showToast(
                result.variant,
                result.message,
                result.variant === 'error' ? t('undo.failed') : undefined,
              );
            }, failedUndo)
        : undefined;
    showToast(
      summary.variant,
      summary.message,
      undefined,
      undoIt
        ? { action: { label: t('undo.action'), onClick: undoIt }, autoClose: UNDO_WINDOW_MS }
        : {},
    );
    onDone(
      outcome.failed.map((row) => row.key),
      action.perRowResults && rowLabel ? rowResults(t, outcome, rowLabel) : undefined,
    );
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
