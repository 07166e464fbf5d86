import { notifications } from '@mantine/notifications';

export type ToastVariant = 'success' | 'error' | 'danger';

const COLORS: Record<ToastVariant, string> = {
  success: 'teal',
  error: 'red',
  danger: 'orange',
};

/**
 * Shows a toast (`000 §4`: top right, one at a time, hidden after 4 s). The id is the text,
 * so the same message never shows twice at once.
 */
export function showToast(variant: ToastVariant, message: string, title?: string): void {
  notifications.show({
    id: `${variant}:${message}`,
    color: COLORS[variant],
    title,
    message,
  });
}
