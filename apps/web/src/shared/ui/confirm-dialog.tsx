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
  /**
   * Where focus goes once the dialog has closed, when the element that opened it may be gone
   * or re-rendered by the action (then the dialog's own return of focus lands elsewhere).
   */
  focusAfter?: () => HTMLElement | null;
}

let hostReady: (() => void) | null = null;
let hostMounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});

/**
 * Called by `AppModals` once its host listens; returns the clean-up for its unmount (a dialog
 * asked for while no host is mounted waits for the next one).
 */
export function modalsHostMounted(): () => void {
  hostReady?.();
  return () => {
    hostMounted = new Promise<void>((resolve) => {
      hostReady = resolve;
    });
  };
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
  focusAfter,
}: ConfirmDialogOptions): void {
  const open = () =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: destructive ? { color: 'red' } : {},
      cancelProps: { 'data-autofocus': true },
      onConfirm,
      ...(focusAfter
        ? {
            returnFocus: false,
            // after the close transition, when the dialog's focus trap has let go
            onExitTransitionEnd: () => focusAfter()?.focus(),
          }
        : {}),
    });
  void hostMounted.then(open);
}
