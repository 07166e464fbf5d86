import { lazy, Suspense } from 'react';
import { useToastsRequested } from '../shared/notifications/toast';
import classes from './deferred-notifications.module.css';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The toast container (REQ-NOTIFY-1: top right, below the top bar; one toast at a time, hidden
 * after 4 s), mounted with the first `showToast` call; toasts shown before it arrives wait in
 * Mantine's store.
 */
export function DeferredNotifications() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-right"
        limit={1}
        autoClose={4000}
        className={classes.container}
      />
    </Suspense>
  );
}
