import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'danger';

const COLORS: Record<ToastVariant, string> = {
  success: 'teal',
  error: 'red',
  danger: 'orange',
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
  return useSyncExternalStore(subscribe, () => requested, () => requested);
}

/**
 * Shows a toast (`000 §4`: top right, one at a time, hidden after 4 s). The id is the text,
 * so the same message never shows twice at once.
 */
export function showToast(variant: ToastVariant, message: string, title?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ id: `${variant}:${message}`, color: COLORS[variant], title, message });
  });
}
