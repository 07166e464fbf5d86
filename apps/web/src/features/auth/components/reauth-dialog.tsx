import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { handleSessionEnd, handleStepUp } from '../../../shared/api/request';

const ReauthModal = lazy(() => import('./reauth-modal'));
const StepUpModal = lazy(() => import('./step-up-modal'));

/**
 * A session that ends while the user works (its refresh refused: expired, revoked, or signed out
 * elsewhere) asks for the password over the screen instead of leaving it: whatever is typed in
 * a form stays, and Save works again once signed in. The account is the one signed in before,
 * so nothing typed for one user is saved as another. "Go to the sign-in page" leaves as a
 * session's end did before: signed out at once, so what was typed and not saved is left behind.
 *
 * The same way, an action that needs a fresh second-factor check (REQ-STEP-6) asks for it over
 * the screen; the request client sends the action again once it passed.
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  const [stepUpOpen, setStepUpOpen] = useState(false);
  const stepUpResolve = useRef<((passed: boolean) => void) | null>(null);
  useEffect(() => {
    handleSessionEnd(() => {
      setOpen(true);
      return true;
    });
    handleStepUp(
      () =>
        new Promise<boolean>((resolve) => {
          stepUpResolve.current = resolve;
          setStepUpOpen(true);
        }),
    );
    return () => {
      handleSessionEnd(null);
      handleStepUp(null);
    };
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const stepUpDone = useCallback((passed: boolean) => {
    setStepUpOpen(false);
    stepUpResolve.current?.(passed);
    stepUpResolve.current = null;
  }, []);
  if (!open && !stepUpOpen) return null;
  return (
    <Suspense fallback={null}>
      {open ? <ReauthModal onDone={close} /> : null}
      {stepUpOpen && !open ? <StepUpModal onDone={stepUpDone} /> : null}
    </Suspense>
  );
}
