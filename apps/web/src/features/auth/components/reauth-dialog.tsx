import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { handleSessionEnd } from '../../../shared/api/request';

const ReauthModal = lazy(() => import('./reauth-modal'));

/**
 * A session that ends while the user works (its refresh refused: expired, revoked, or signed out
 * elsewhere) asks for the password over the screen instead of leaving it: whatever is typed in
 * a form stays, and Save works again once signed in. The account is the one signed in before,
 * so nothing typed for one user is saved as another. "Go to the sign-in page" leaves as a
 * session's end did before: signed out at once, so what was typed and not saved is left behind.
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    handleSessionEnd(() => {
      setOpen(true);
      return true;
    });
    return () => handleSessionEnd(null);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthModal onDone={close} />
    </Suspense>
  );
}
