import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmDialogOptions {
  title: string;
  /** The question, in the area's words. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** A delete or a discard: the confirm button is red. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * The one confirmation dialog of the app. Focus starts on Cancel, never on the confirm button:
 * Enter or Space pressed out of habit (or a double click that lands on the dialog) must not
 * delete or discard anything. Escape and Cancel close it without acting.
 */
export function openConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: destructive ? { color: 'red' } : {},
    cancelProps: { 'data-autofocus': true },
    onConfirm,
  });
}
