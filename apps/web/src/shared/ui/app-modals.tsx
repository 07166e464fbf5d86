import { lazy, Suspense } from 'react';

const AppModalsHost = lazy(() => import('./app-modals-host'));

/**
 * Where the app's confirmation dialogs render. Its code (Modal, focus trap, scroll lock) loads
 * after the first render (`deferred.tsx`); a dialog asked for before then opens on arrival.
 */
export function AppModals() {
  return (
    <Suspense fallback={null}>
      <AppModalsHost />
    </Suspense>
  );
}
