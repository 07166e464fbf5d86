import { i18n } from '../../i18n/i18n';
import { useSyncExternalStore } from 'react';
import { withAction, type ToastAction } from './toast-action';

export type ToastVariant = 'success' | 'error' | 'danger';

const COLORS: Record<ToastVariant, string> = {
  success: 'teal',
  error: 'red',
  danger: 'orange',
};

/**
 * REQ-NOTIFY-1: a success toast hides after 4000 ms. The spec gives no time for failures;
 * they stay twice as long, since they usually need reading (and the next toast replaces them).
 */
export const TOAST_AUTO_CLOSE_MS: Record<ToastVariant, number> = {
  success: 4000,
  error: 8000,
  danger: 8000,
};

// Mantine's notifications (store, container, transitions) load with the first toast rather
// than with the app: /login has a payload budget and usually shows none. Every toast goes
// through showToast, which is what lets the container know it is needed.
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast was asked for: the container must be mounted from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

export interface ToastOptions {
  /** A button inside the toast (e.g. "Undo" after a delete); pressing it also closes it. */
  action?: ToastAction;
  /** How long it stays, in ms, instead of the variant's default. */
  autoClose?: number;
}

/** The toast id: the same variant and text is the same toast. */
export function toastId(variant: ToastVariant, message: string, title?: string): string {
  return `${variant}:${title ?? ''}:${message}`;
}

/**
 * Closes the toasts of a variant now showing (`hideToasts('error')` as the user retries what
 * failed: the old failure is no longer the news).
 */
export function hideToasts(variant: ToastVariant): void {
  if (!requested) return;
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    for (const toast of [...shown, ...queue]) {
      if (toast.id?.startsWith(`${variant}:`)) notifications.hide(toast.id);
    }
  });
}

/**
 * Shows a toast (REQ-NOTIFY-1: top right, at most one at a time, no duplicates;
 * variants success, error, danger).
 *
 * - The same toast asked for again while it shows is not shown twice.
 * - Another toast replaces the one showing, rather than queueing behind it: the newest outcome
 *   is the one the user needs (a "saved" must not wait 8 s behind an earlier "failed").
 *
 * @example showToast('success', t('faq.toast.created'));
 * @example showToast('error', t('errors.STALE_WRITE'), t('faq.toast.updateError'));
 */
export function showToast(
  variant: ToastVariant,
  message: string,
  title?: string,
  options: ToastOptions = {},
): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const id = toastId(variant, message, title);
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    if ([...shown, ...queue].some((toast) => toast.id === id)) return;
    notifications.clean();
    const { action } = options;
    notifications.show({
      id,
      color: COLORS[variant],
      title,
      message: action ? withAction(message, action, () => notifications.hide(id)) : message,
      autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS[variant],
      withBorder: true,
      // Mantine's close button is an icon with no name of its own (axe: button-name)
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
    });
  });
}
